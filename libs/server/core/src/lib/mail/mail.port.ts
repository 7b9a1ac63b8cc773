export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a later `List-Unsubscribe` per kind). Not kept in the mail's row: a composer sets them at each try. */
  headers?: Readonly<Record<string, string>>;
}

/** Delivers one mail now. Callers go through MailService, which sends it through the queue. */
export abstract class MailPort {
  abstract send(mail: Mail): Promise<void>;
}
