import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RECRUITER_MESSAGES, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { axelRowOf, DEMO_PASSWORD, newEmail, PASSWORD, signInViaApi, signUpViaApi, useStoredSession } from './support';

const RECRUITER = 'recruteur@demo.capsuisse.ch';
const CLIENT = 'client@demo.capsuisse.ch';

// fr-FR short date in Swiss time, as the web shows it.
const formatDateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Zurich' }).format(new Date(iso));

/** The candidate's card, paging forward when other tests' sign-ups pushed it past the first page. */
async function cardOf(page: Page, email: string): Promise<Locator> {
  const card = page.getByTestId('candidate-card').filter({ has: page.getByTestId('candidate-email').getByText(email, { exact: true }) });
  await expect(page.getByTestId('candidate-card').first()).toBeVisible();
  while (!(await card.isVisible())) {
    const next = page.getByTitle('Page suivante');
    expect(await next.getAttribute('aria-disabled'), `${email} on no page`).not.toBe('true');
    await next.click();
    await page.waitForTimeout(200);
  }
  return card;
}

test('a recruiter sees the client among candidates with its progress and no contact data', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(RECRUITER);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  await expect(page.locator('[data-page="/recruiter-dashboard"][data-remote="recruiter"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord recruteur' })).toBeVisible();
  for (const counter of ['Total Candidats', 'Formation 5j Complétée', 'Suivi 10j Complété']) await expect(page.getByText(counter)).toBeVisible();

  // What the server says of the demo client, to compare the card with.
  const session = await signInViaApi(request, RECRUITER, DEMO_PASSWORD);
  const listing = (await (await request.get('/api/recruiter/candidates?page_size=100', { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as RecruiterCandidatesResponse;
  const client = listing.candidates.find((c) => c.email === CLIENT);
  expect(client, 'the demo client is a candidate').toBeDefined();
  if (!client) return;
  expect(Object.keys(client).sort()).toEqual(['created_at', 'email', 'id', 'progress_10j', 'progress_5j']);
  expect(listing.candidates.map((c) => c.email)).not.toContain('logement@demo.capsuisse.ch');

  const card = await cardOf(page, CLIENT);
  await expect(card.getByTestId('candidate-badge')).toHaveText('Candidat');
  await expect(card.getByTestId('candidate-registered')).toHaveText(`Inscrit le ${formatDateFr(client.created_at)}`);
  await expect(card.getByTestId('candidate-progress-5j')).toContainText('Formation 5j');
  await expect(card.getByTestId('candidate-progress-5j')).toContainText(`${client.progress_5j}%`);
  await expect(card.getByTestId('candidate-progress-10j')).toContainText('Suivi 10j');
  await expect(card.getByTestId('candidate-progress-10j')).toContainText(`${client.progress_10j}%`);

  // No name or phone of any candidate (the demo client is Camille Client; e2e sign-ups are Léa Martin, 79 123 45 67).
  const text = await page.getByTestId('recruiter-dashboard').innerText();
  for (const secret of ['Camille', 'Léa', 'Martin', '79 123 45 67', '+41']) expect(text).not.toContain(secret);

  await card.getByRole('button', { name: /Contacter le candidat/ }).click();
  await expect(page.getByText('Fonctionnalité en cours de développement')).toBeVisible();
});

test('a client opening /recruiter-dashboard is refused and sent home', async ({ page, request }) => {
  await useStoredSession(page, await signInViaApi(request, CLIENT, DEMO_PASSWORD));
  await page.goto('/recruiter-dashboard');
  await expect(page.getByText('Accès refusé').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('recruiter-dashboard')).toHaveCount(0);
});

test('a recruiter who signs up waits for axel; once approved it sees the clients who said yes, and only them', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const email = newEmail('recruteur');
  // On a phone: the waiting message fits 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Je recrute' }).click();
  await page.getByLabel('Prénom').fill('Rita');
  await page.getByLabel('Nom', { exact: true }).fill('Recrute');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('79 765 43 21');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);

  const notice = page.getByTestId('recruiter-approval');
  await expect(notice).toContainText('Compte en attente de validation', { timeout: 20_000 });
  await expect(notice).toContainText(RECRUITER_MESSAGES.pending);
  await expect(page.getByTestId('candidate-card')).toHaveCount(0);
  await expect(page.getByText('client@demo.capsuisse.ch')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Two new job seekers: one says yes to recruiters, the other never does.
  const willing = newEmail('candidat-oui');
  const silent = newEmail('candidat-non');
  const yes = await signUpViaApi(request, willing);
  await signUpViaApi(request, silent);
  const consent = await request.put('/api/me/recruiter-visibility', { headers: { Authorization: `Bearer ${yes.access_token}` }, data: { visible: true } });
  expect(consent.status()).toBe(200);

  // axel finds the recruiter waiting in the users table and approves it.
  const { admin, row, context } = await axelRowOf(browser, request, email);
  await expect(row.getByTestId('recruiter-approval')).toHaveText('En attente de validation');
  await row.getByRole('button', { name: `Valider ${email}` }).click();
  await expect(admin.getByText(`${email} peut voir les candidats`)).toBeVisible();
  await expect(row.getByTestId('recruiter-approval')).toHaveText('Recruteur validé');
  await context.close();

  // The recruiter's next visit shows the candidates: the one who said yes and the demo job seeker, never the other.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.reload();
  await expect(page.getByTestId('recruiter-approval')).toHaveCount(0);
  await expect(await cardOf(page, willing)).toBeVisible();
  const session = await signInViaApi(request, email, PASSWORD);
  const listing = (await (await request.get('/api/recruiter/candidates?page_size=100', { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as RecruiterCandidatesResponse;
  const emails = listing.candidates.map((c) => c.email);
  expect(emails).toEqual(expect.arrayContaining([willing, CLIENT]));
  expect(emails).not.toContain(silent);
  await expect(page.getByText(silent)).toHaveCount(0);
});
