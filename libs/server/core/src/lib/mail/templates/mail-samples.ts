import { callMail } from './call.mail';
import { documentToCorrectMail, documentValidatedMail } from './document-reviewed.mail';
import type { MailTemplate } from './mail-template';
import { passwordResetMail } from './password-reset.mail';
import { reminderMail } from './reminder.mail';
import { reviewDeadlinePassedMail, reviewReminderMail } from './review-deadline.mail';

// Test data only (the preview and the compiled layout's check); no server code imports it.

const deadline = new Date('2026-03-12T16:30:00Z');
const sample = <T>(template: MailTemplate<T>, data: T) => ({ template: template as MailTemplate<unknown>, data });

/** One sample per template: a new template without one is missing from the preview (and from the checks). */
export const MAIL_SAMPLES = [
  sample(passwordResetMail, { token: 'exemple-de-jeton' }),
  sample(documentValidatedMail, { type: 'cv' }),
  sample(documentToCorrectMail, { type: 'photo', reason: 'La photo est floue.\nMerci d\'en téléverser une plus nette, de face, sur fond clair.' }),
  sample(reviewReminderMail, { type: 'cv', client: 'lea.martin@exemple.ch', deadline, hoursLeft: 12 }),
  sample(reviewDeadlinePassedMail, { type: 'cv', client: 'lea.martin@exemple.ch', clientId: '00000000-0000-4000-8000-000000000001', deadline }),
  sample(reminderMail, {
    title: 'Document à remplacer',
    body: "Votre document « CV » est à corriger : déposez une nouvelle version pour qu'il soit validé.",
    button: 'Déposer une nouvelle version',
    link: '/uploads',
    others: 1,
    unsubscribeToken: 'exemple-de-jeton',
  }),
  sample(callMail, { event: 'booked', kind: 'first_call', other: 'Léa Martin', startsAt: '2027-03-02T08:00:00.000Z', videoUrl: 'https://meet.exemple.ch/lea-martin', link: '/rendez-vous' }),
];

/** What people type at its worst: markup, quotes, a slot's own syntax, line breaks of both kinds. */
const TYPED = `<script>alert("x")</script> & 'l\u2019apostrophe' {{subject}} {{html}}`;

/** Every template again with typed values in every field that takes them. */
export const HOSTILE_SAMPLES = [
  sample(passwordResetMail, { token: `a+b/c=&"<>'` }),
  sample(documentToCorrectMail, { type: 'cv', reason: `Il manque\r\nla page 2.\n${TYPED}` }),
  sample(reviewReminderMail, { type: 'cv', client: TYPED, deadline, hoursLeft: 1 }),
  sample(reviewDeadlinePassedMail, { type: 'cv', client: TYPED, clientId: TYPED, deadline }),
  sample(callMail, { event: 'moved', kind: 'session', other: TYPED, startsAt: '2027-10-31T08:00:00.000Z', videoUrl: `https://meet.exemple.ch/?q=${encodeURIComponent(TYPED)}`, link: '/rendez-vous' }),
  sample(reminderMail, { title: TYPED, body: TYPED, button: TYPED, link: `/user/u-1?tab=messages&q=${encodeURIComponent(TYPED)}`, others: 0, unsubscribeToken: TYPED }),
];
