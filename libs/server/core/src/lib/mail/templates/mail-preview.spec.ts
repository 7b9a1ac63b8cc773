import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentToCorrectMail, documentValidatedMail } from './document-reviewed.mail';
import { mailContext, type MailTemplate } from './mail-template';
import { passwordResetMail } from './password-reset.mail';
import { reminderMail } from './reminder.mail';
import { renderMail } from './render-mail';
import { reviewDeadlinePassedMail, reviewReminderMail } from './review-deadline.mail';

// `npm run mail:preview` sets it: every template with sample data, written as HTML and text for a browser.
const WRITE = process.env['MAIL_PREVIEW_WRITE'] === '1';
const OUT = path.resolve(__dirname, '../../../../../../../tmp/mail-preview');
const deadline = new Date('2026-03-12T16:30:00Z');

const sample = <T>(template: MailTemplate<T>, data: T) => ({ template: template as MailTemplate<unknown>, data });
/** One sample per template: a new template without one is missing from the preview (and from this check). */
const SAMPLES = [
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
];

describe('mail preview', () => {
  it.each(SAMPLES.map((s) => [s.template.name, s] as const))('%s renders with its sample', async (name, { template, data }) => {
    const mail = await renderMail(template, data, mailContext('http://localhost:3000', 'support@capsuisse.ch'));
    expect(mail.subject).not.toBe('');
    if (!WRITE) return;
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, `${name}.html`), mail.html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Objet : ${mail.subject}\n\n${mail.text}`);
  });

  it('writes an index of the previews', () => {
    if (!WRITE) return;
    mkdirSync(OUT, { recursive: true });
    const items = SAMPLES.map(({ template: { name } }) => `<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">texte</a>)</li>`).join('\n');
    writeFileSync(path.join(OUT, 'index.html'), `<!doctype html><html lang="fr"><meta charset="utf-8"><title>E-mails</title><ul>\n${items}\n</ul></html>\n`);
    process.stdout.write(`mail previews: ${path.join(OUT, 'index.html')}\n`);
  });
});
