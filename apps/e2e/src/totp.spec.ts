import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, PASSWORD, logOut, newEmail, signUpViaApi } from './support';

// A dedicated account: the other journeys sign in as the demo accounts with a password alone.
const codeFor = (secret: string, offsetMs = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
}

test('a user enrols an authenticator on /compte, then signs in with its code', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = newEmail('totp');
  await signUpViaApi(request, email);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('✅ Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/compte');
  const section = page.getByTestId('mfa-section');
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  // The password again first: a session left open cannot turn the protection on or off alone.
  await section.getByLabel('Confirmez avec votre mot de passe').fill('Pas-le-bon-1');
  await section.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Mot de passe incorrect')).toBeVisible();
  await section.getByLabel('Confirmez avec votre mot de passe').fill(PASSWORD);
  await section.getByRole('button', { name: 'Continuer' }).click();
  await expect(section.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
  await expect(section.getByText('En attente de vérification')).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Code de vérification').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Vérifier et activer' }).click();
  await expect(page.getByText('✅ Double authentification activée')).toBeVisible();
  const codes = (await section.getByTestId('recovery-codes').innerText()).trim().split('\n');
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();

  await logOut(page);
  await signIn(page, email, PASSWORD);
  // No session for the password alone: the code step.
  await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Vérifier ✨' }).click();
  await expect(page.getByText('Code de vérification incorrect')).toBeVisible();
  // The enrolment used this period's code: the app's next one (accepted within ±1 period) signs in.
  await page.getByLabel('Code de vérification').fill(codeFor(secret, 30_000));
  await page.getByRole('button', { name: 'Vérifier ✨' }).click();
  await expect(page.getByText('✅ Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once, from the link on the code step.
  await logOut(page);
  await signIn(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(codes[0]);
  await page.getByRole('button', { name: 'Vérifier ✨' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off asks for the password again too.
  await page.goto('/compte');
  await section.getByRole('button', { name: 'Supprimer' }).click();
  await section.getByLabel('Confirmez avec votre mot de passe').fill(PASSWORD);
  await section.getByRole('button', { name: 'Désactiver la double authentification' }).click();
  await expect(page.getByText('Double authentification désactivée')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Activer la double authentification' })).toBeVisible();
});

test('the coach space invites a coach without a second factor to enrol', async ({ page }) => {
  await signIn(page, 'coach@demo.capsuisse.ch', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/accompagnateur-dashboard$/);
  const invite = page.getByTestId('mfa-invite');
  await expect(invite).toContainText('Protégez votre compte avec la double authentification');
  await invite.getByRole('link', { name: /Activer la double authentification/ }).click();
  await expect(page).toHaveURL(/\/compte$/);
  await expect(page.getByTestId('mfa-section')).toBeVisible();
});
