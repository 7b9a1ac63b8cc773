import { callMail } from './call.mail';
import { documentToCorrectMail, documentValidatedMail } from './document-reviewed.mail';
import { mailContext } from './mail-template';
import { passwordResetMail } from './password-reset.mail';
import { reminderMail } from './reminder.mail';
import { renderMail } from './render-mail';
import { reviewDeadlinePassedMail, reviewReminderMail } from './review-deadline.mail';

const ctx = mailContext('https://app.capsuisse.ch', 'aide@capsuisse.ch');
const SCRIPT = '<script>alert("x")</script>';
const deadline = new Date('2026-03-12T16:30:00Z');

/** Every href of the HTML part. */
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** What every mail has: French HTML for a phone, the brand, the footer, a text part that stands alone. */
function expectBranded(mail: { text: string; html: string }): void {
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('<html lang="fr"');
  expect(mail.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  expect(mail.html).toContain('CapSuisse');
  expect(mail.html).toContain('href="mailto:aide@capsuisse.ch"');
  // Every image says what it shows.
  for (const img of mail.html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\balt="[^"]+"/);
  // Links only to the configured web app or the support address.
  for (const href of hrefs(mail.html)) expect(href).toMatch(/^(https:\/\/app\.capsuisse\.ch\/|mailto:aide@capsuisse\.ch$)/);
  expect(mail.text).toMatch(/^Bonjour,\n\n/);
  expect(mail.text).toContain("L'équipe CapSuisse");
  expect(mail.text).toContain('\n-- \nCapSuisse');
  expect(mail.text).toContain('aide@capsuisse.ch');
  // No markup of ours in the text part (a person's own words stay as typed).
  expect(mail.text).not.toMatch(/<(strong|a|br|div|h1|mj-[a-z]+)\b|&amp;|&lt;|&quot;/);
}

describe('mail templates', () => {
  it('password reset: the one-hour link, absolute, in both parts', () => {
    const mail = renderMail(passwordResetMail, { token: 'a+b/c=' }, ctx);
    const link = 'https://app.capsuisse.ch/reset-password?token=a%2Bb%2Fc%3D';
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expectBranded(mail);
    expect(mail.text).toContain('utilisez le lien ci-dessous : il est valable une heure.');
    expect(mail.text).toContain(`Choisir un nouveau mot de passe :\n${link}\n`);
    expect(mail.text).toContain("Si vous n'avez rien demandé, ignorez cet e-mail");
    expect(hrefs(mail.html)).toContain(link);
    expect(mail.html).toMatch(/>\s*Choisir un nouveau mot de passe\s*<\/a>/);
  });

  it('document validated: the label and the documents page', () => {
    const mail = renderMail(documentValidatedMail, { type: 'cv' }, ctx);
    expect(mail.subject).toBe('Document validé');
    expectBranded(mail);
    expect(mail.text).toContain('Votre document « CV » a été validé par votre accompagnateur.');
    expect(mail.html).toContain('<strong>CV</strong>');
    expect(hrefs(mail.html)).toContain('https://app.capsuisse.ch/uploads');
    expect(mail.text).toContain('https://app.capsuisse.ch/uploads');
  });

  it("document to correct: the coach's reason kept as typed in text, escaped in HTML", () => {
    const reason = `Il manque la page 2.\n${SCRIPT} & "guillemets"`;
    const mail = renderMail(documentToCorrectMail, { type: 'cv', reason }, ctx);
    expect(mail.subject).toBe('Document à corriger');
    expectBranded(mail);
    expect(mail.text).toContain('Votre document « CV » doit être corrigé.');
    expect(mail.text).toContain(`Raison :\n> Il manque la page 2.\n> ${SCRIPT} & "guillemets"`);
    expect(mail.text).toContain('Vous pouvez téléverser une nouvelle version depuis la page Documents.');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Il manque la page 2.<br />&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;guillemets&quot;');
    expect(hrefs(mail.html)).toContain('https://app.capsuisse.ch/uploads');
  });

  it("review reminder: the client's name escaped, the deadline in Zurich's time, the coach's space", () => {
    const mail = renderMail(reviewReminderMail, { type: 'cv', client: SCRIPT, deadline, hoursLeft: 12 }, ctx);
    expect(mail.subject).toBe('Rappel : document à valider avant jeudi, 12 mars 2026 à 17:30');
    expectBranded(mail);
    expect(mail.text).toContain(`Le document « CV » de ${SCRIPT} attend votre validation.`);
    expect(mail.text).toContain("Il reste moins de 12 heures avant l'échéance (jeudi, 12 mars 2026 à 17:30).");
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</strong>');
    expect(hrefs(mail.html)).toContain('https://app.capsuisse.ch/accompagnateur-dashboard');
  });

  it("deadline passed: to axel, with the client's page", () => {
    const mail = renderMail(reviewDeadlinePassedMail, { type: 'cv', client: 'lea@exemple.ch', clientId: 'u-1', deadline }, ctx);
    expect(mail.subject).toBe('Délai de validation dépassé');
    expectBranded(mail);
    expect(mail.text).toContain("Le document « CV » de lea@exemple.ch n'a pas été validé dans les 48 heures ouvrées (échéance : jeudi, 12 mars 2026 à 17:30).");
    expect(hrefs(mail.html)).toContain('https://app.capsuisse.ch/user/u-1');
    expect(mail.text).toContain('Voir la fiche du client :\nhttps://app.capsuisse.ch/user/u-1');
  });

  it('reminder: the escaped body, the page with its query, and a visible unsubscribe link in the footer', () => {
    const data = { title: 'Message non lu', body: `${SCRIPT} vous a écrit.`, button: 'Lire le message', link: '/user/u-1?tab=messages' as const, others: 2, unsubscribeToken: 'a.b' };
    const mail = renderMail(reminderMail, data, ctx);
    expect(mail.subject).toBe('Rappel : message non lu');
    expectBranded(mail);
    expect(mail.html).not.toContain(SCRIPT);
    expect(mail.text).toContain(`${SCRIPT} vous a écrit.`);
    expect(mail.text).toContain('2 autres rappels vous attendent dans votre espace.');
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining(['https://app.capsuisse.ch/user/u-1?tab=messages', 'https://app.capsuisse.ch/desabonnement?token=a.b']));
    expect(mail.html).toMatch(/>\s*Ne plus recevoir ces rappels par e-mail\s*<\/a>/);
    expect(mail.text).toContain('\n-- \n');
    expect(mail.text.split('\n-- \n')[1]).toContain('Ne plus recevoir ces rappels par e-mail : https://app.capsuisse.ch/desabonnement?token=a.b');
  });

  it("call: booked with the video link in Zurich's time and the zone named; cancelled without the link; names escaped", () => {
    const data = { event: 'booked' as const, kind: 'session' as const, other: `Léa ${SCRIPT}`, startsAt: '2027-10-31T08:00:00.000Z', videoUrl: 'https://meet.exemple.ch/lea', link: '/rendez-vous' as const };
    const booked = renderMail(callMail, data, ctx);
    expect(booked.subject).toBe('Appel réservé : dimanche 31 octobre 2027 à 09:00 (heure de Zurich)');
    expectBranded(booked);
    expect(booked.html).not.toContain(SCRIPT);
    expect(booked.text).toContain(`Séance d'accompagnement avec Léa ${SCRIPT} : réservé pour le dimanche 31 octobre 2027 à 09:00 (heure de Zurich).`);
    expect(booked.text).toContain("Lien de l'appel vidéo : https://meet.exemple.ch/lea");
    expect(booked.text).toContain('Voir mes rendez-vous :\nhttps://app.capsuisse.ch/rendez-vous');
    const cancelled = renderMail(callMail, { ...data, event: 'cancelled' }, ctx);
    expect(cancelled.subject).toMatch(/^Appel annulé : /);
    expect(cancelled.text).not.toContain('meet.exemple.ch');
    expect(cancelled.text).toContain("L'invitation jointe (fichier .ics) retire l'appel de votre agenda.");
  });

  it('links follow the configured public URL', () => {
    const local = mailContext('http://localhost:3000', 'support@capsuisse.ch');
    const mail = renderMail(passwordResetMail, { token: 't' }, local);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=t');
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining(['http://localhost:3000/', 'http://localhost:3000/reset-password?token=t']));
  });
});
