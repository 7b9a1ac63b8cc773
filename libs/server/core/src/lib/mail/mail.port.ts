export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers one mail now. Callers go through MailService, which sends it through the queue. */
export abstract class MailPort {
  abstract send(mail: Mail): Promise<void>;
}
