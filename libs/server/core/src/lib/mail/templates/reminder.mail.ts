import { PAGES } from '@capsuisse/contracts';
import { defineMail } from './mail-template';
import { REMINDER_TEXTS } from '../notices';

interface Reminder {
  /** The reminder as the bell shows it. */
  title: string;
  body: string;
  button: string;
  /** The page it leads to (a path of the web app, with its query if any). */
  link: `/${string}`;
  /** Other reminders of this kind the person has not opened yet. */
  others: number;
  /** The person's signed one-click token for this kind. */
  unsubscribeToken: string;
}

/** A reminder's subject, from its title (also the mail row's, kept for axel's list). */
export const reminderSubject = (title: string): string => `Rappel : ${title.charAt(0).toLowerCase()}${title.slice(1)}`;

/** A reminder (issue 30): what the bell says, a button to the page, and the link that stops this kind's e-mails. */
export const reminderMail = defineMail<Reminder>('reminder', ({ title, body, button, link, others, unsubscribeToken }, ctx) => {
  const [path, query] = link.split('?') as [`/${string}`, string | undefined];
  return {
    subject: reminderSubject(title),
    preview: body,
    heading: title,
    blocks: [
      { p: [body] },
      ...(others > 0 ? [{ p: [others === 1 ? 'Un autre rappel vous attend dans votre espace.' : `${others} autres rappels vous attendent dans votre espace.`] }] : []),
      { button: { label: button, href: ctx.url(path, query ? Object.fromEntries(new URLSearchParams(query)) : undefined) } },
    ],
    reason: REMINDER_TEXTS.mailReason,
    unsubscribe: { label: REMINDER_TEXTS.unsubscribe, href: ctx.url(PAGES.unsubscribe.path, { token: unsubscribeToken }) },
  };
});
