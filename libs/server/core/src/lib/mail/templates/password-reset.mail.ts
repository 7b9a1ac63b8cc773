import { PAGES, RESET_TOKEN_SECONDS } from '@capsuisse/contracts';
import { defineMail } from './mail-template';

export const PASSWORD_RESET_SUBJECT = 'Réinitialisation de votre mot de passe';
const VALID_FOR = RESET_TOKEN_SECONDS === 3600 ? 'une heure' : `${Math.round(RESET_TOKEN_SECONDS / 60)} minutes`;

/** "Mot de passe oublié": the link that sets a new password, composed at each try (the token is never stored). */
export const passwordResetMail = defineMail<{ token: string }>('password-reset', ({ token }, ctx) => ({
  subject: PASSWORD_RESET_SUBJECT,
  preview: `Choisissez un nouveau mot de passe : le lien est valable ${VALID_FOR}.`,
  heading: 'Mot de passe oublié ?',
  blocks: [
    { p: [`Pour choisir un nouveau mot de passe pour votre compte, utilisez le lien ci-dessous : il est valable ${VALID_FOR}.`] },
    { button: { label: 'Choisir un nouveau mot de passe', href: ctx.url(PAGES.resetPassword.path, { token }) } },
    { note: ["Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même."] },
  ],
  reason: "Vous recevez cet e-mail parce que quelqu'un a demandé à réinitialiser le mot de passe de votre compte.",
}));
