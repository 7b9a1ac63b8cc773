/** The product's line under its name, in every mail's footer. */
export const TAGLINE = "Votre accompagnement vers l'emploi en Suisse";

/** A link the renderer accepts: made by `MailContext.url`, so always absolute from PUBLIC_URL. */
export type AbsoluteUrl = string & { readonly __absolute: true };

/** What every mail is rendered with: the deployment's public web address and support line. */
export interface MailContext {
  readonly publicUrl: string;
  readonly supportEmail: string;
  /** A page of the web app, absolute from PUBLIC_URL (query values are URL-encoded). */
  url(path: `/${string}`, query?: Readonly<Record<string, string>>): AbsoluteUrl;
}

/** Text with some words set in bold; every piece is plain text, escaped when it becomes HTML. */
export type Inline = string | { readonly strong: string };

/**
 * A mail's body as blocks of plain text: the HTML and the text part are both made from them, so the two say the same
 * thing and no value reaches the HTML without being escaped.
 */
export type Block =
  | { readonly p: readonly Inline[] }
  /** The mail's one action: a button in HTML (with the link written out under it), the link on its own line in text. */
  | { readonly button: { readonly label: string; readonly href: AbsoluteUrl } }
  /** Words from a person (a coach's reason), set apart and kept as typed, line breaks included. */
  | { readonly quote: { readonly label: string; readonly text: string } }
  /** A quieter line (what to do if the mail was not expected). */
  | { readonly note: readonly Inline[] };

export interface MailContent {
  readonly subject: string;
  /** The inbox's one-line preview, beside the subject. */
  readonly preview: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
  /** Why this person gets the mail, in the footer. */
  readonly reason: string;
  /** A mail a person may stop (a reminder): the visible link to do so, in the footer. */
  readonly unsubscribe?: { readonly label: string; readonly href: AbsoluteUrl };
}

/** One mail the platform sends, typed by the data it needs. */
export interface MailTemplate<T> {
  /** Its file name in the preview (`npm run mail:preview`). */
  readonly name: string;
  compose(data: T, ctx: MailContext): MailContent;
}

export const defineMail = <T>(name: string, compose: (data: T, ctx: MailContext) => MailContent): MailTemplate<T> => ({ name, compose });

export const mailContext = (publicUrl: string, supportEmail: string): MailContext => ({
  publicUrl,
  supportEmail,
  url: (path, query) => {
    const search = query ? new URLSearchParams(query).toString() : '';
    return `${publicUrl}${path}${search ? `?${search}` : ''}` as AbsoluteUrl;
  },
});
