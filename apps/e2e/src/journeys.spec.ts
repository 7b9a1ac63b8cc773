import { expect, test } from '@playwright/test';
import { PASSWORD, logOut, newEmail, signUpViaApi, useStoredSession } from './support';

test('a job seeker signs up, lands on the dashboard of the client remote, logs out and logs in again', async ({ page }) => {
  const email = newEmail('signup');
  const remoteEntry = page.waitForResponse((r) => r.url().endsWith('/remotes/client/remoteEntry.js') && r.ok());

  await page.goto('/');
  await page.getByRole('link', { name: 'Inscription' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: 'Je cherche un emploi' }).click();
  await expect(page.getByText('+41')).toBeVisible(); // default dial code
  await page.screenshot({ path: '/tmp/capsuisse-signup.png', fullPage: true });

  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('79 123 45 67');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '6');
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('✅ Compte créé avec succès')).toBeVisible();

  // Only the client remote renders this page: the shell has no dashboard of its own.
  await expect(page).toHaveURL(/\/dashboard$/);
  await remoteEntry;
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre tableau de bord' })).toBeVisible();
  await expect(page.getByTestId('global-progress')).toHaveText(/^\d+%$/);
  await expect(page.getByText('Bonjour Léa 👋')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer maintenant' })).toBeVisible(); // a new account has not paid
  await expect(page.getByTestId('dashboard-content')).toHaveAttribute('data-locked', 'true');
  await page.screenshot({ path: '/tmp/capsuisse-dashboard.png', fullPage: true });

  await logOut(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page.getByText('✅ Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
});

test('a wrong password keeps the user on /login with the server message', async ({ page, request }) => {
  const email = newEmail('wrong-password');
  await signUpViaApi(request, email);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bienvenue sur CapSuisse' })).toBeVisible();
  await expect(page.getByText('Connectez-vous à votre espace')).toBeVisible();
  await page.screenshot({ path: '/tmp/capsuisse-login.png', fullPage: true });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('Pas-le-bon-1!');
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page.getByText('❌ Erreur de connexion')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeEnabled();
});

test('the theme is dark by default and the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { name: 'Ton emploi en Suisse' })).toBeVisible();

  await page.getByRole('button', { name: 'Thème clair' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Thème clair' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/login'); // the antd pages follow the same choice
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a signed-out visit to /dashboard lands on /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter ✨' })).toBeVisible();
});

test('a signed-in user opening /login is sent to their home', async ({ page, request }) => {
  await useStoredSession(page, await signUpViaApi(request, newEmail('redirect')));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
});

test('an unavailable remote shows a French message while the shell keeps working', async ({ page, request }) => {
  await useStoredSession(page, await signUpViaApi(request, newEmail('remote-down')));
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { client: '/remotes/client/absent/remoteEntry.js' } }));

  await page.goto('/dashboard');
  await expect(page.getByText('Cet espace est momentanément indisponible…')).toBeVisible();
  await expect(page.getByTestId('client-dashboard')).toHaveCount(0);

  // The shell around it still works: its menu signs the user out.
  await logOut(page);
  await expect(page.getByRole('button', { name: 'Se connecter ✨' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a forgotten password asks for a reset link by e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(newEmail('forgot'));
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  // The form's checks load with it (zod): on two busy cores its first use has taken over 10 s.
  await expect(page.getByText('📧 E-mail envoyé')).toBeVisible({ timeout: 30_000 });
});

test('a housing client is sent to the external housing guide', async ({ page }) => {
  // The guide is another site: answer it locally so the test needs no internet.
  await page.route(/^https:\/\/www\.ch\.ch\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Guide du logement</h1>' }));
  await page.goto('/login');
  await page.getByLabel('Email').fill('logement@demo.capsuisse.ch');
  await page.getByLabel('Mot de passe').fill('CapSuisse-Demo-1');
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page.getByRole('heading', { name: 'Guide du logement' })).toBeVisible();
  expect(page.url()).not.toContain('localhost');
});
