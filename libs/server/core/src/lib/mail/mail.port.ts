/** A file joined to a mail (a call's `.ics` invitation): small text, kept in the mail's row until it is sent. */
export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a later `List-Unsubscribe` per kind). Not kept in the mail's row: a composer sets them at each try. */
  headers?: Readonly<Record<string, string>>;
  attachments?: readonly MailAttachment[];
}

/** Delivers one mail now. Callers go through MailService, which sends it through the queue. */
export abstract class MailPort {
  abstract send(mail: Mail): Promise<void>;
}
