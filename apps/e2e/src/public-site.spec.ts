import { expect, test, type Page } from '@playwright/test';
import { MARKETING_FIGURES, PAGES, TOASTS } from '@capsuisse/contracts';
import { DEMO_PASSWORD, HOUSING_GUIDE, PASSWORD, newEmail, signInViaApi, useStoredSession } from './support';

// The public site in Chromium, signed out unless said otherwise: landing, countries, /signup-general, /accompagnateur.

/** Spec §2: the landing's sections, in this order. */
const SECTIONS = ['features', 'cta', 'pain-points', 'method', 'swiss-market', 'promise', 'method-in-action', 'results', 'why-now', 'final-cta'];

// The housing guide (HOUSING_GUIDE_URL, default on www.ch.ch) is another site: answered locally, the tests need no internet.
const answerHousingGuide = (page: Page) =>
  page.route(HOUSING_GUIDE, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Guide du logement</h1>' }));

const urlOf = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/[-/]/g, '\\$&')}(\\?.*)?$`);
const section = (page: Page, id: string) => page.locator(`[data-section="${id}"]`);
// An accordion header per country (a button); its panel holds the country's services.
const destination = (page: Page, country: string) => page.getByRole('button', { name: new RegExp(`^${country}`) });
const services = (page: Page, country: string) => page.getByRole('group', { name: `Services : ${country}` });

test('the landing shows every section in order, with the figures, timeline, chart and testimonials, and loads no antd nor remote', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(`${response.url()}\n${await response.text().catch(() => '')}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ton emploi en Suisse' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Fast: antd (its config context holds `getPrefixCls`) and the role remotes are fetched by the other routes only.
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.split('\n')[0]).not.toContain('remoteEntry.js');
    expect(script.includes('getPrefixCls'), script.split('\n')[0]).toBe(false);
  }

  expect(await page.locator('[data-section]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')))).toEqual(SECTIONS);

  const results = section(page, 'results');
  for (const figure of [MARKETING_FIGURES.placementRate, MARKETING_FIGURES.weeksToOffer, MARKETING_FIGURES.medianSalary, MARKETING_FIGURES.satisfaction]) {
    await expect(results.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(section(page, 'cta').getByText(/appel initial de 30 minutes/)).toBeVisible();

  const timeline = section(page, 'method').getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText('Semaine 1Audit et stratégie');
  await expect(timeline.nth(1)).toContainText('Semaines 2-4Candidatures et entretiens');
  await expect(timeline.nth(2)).toContainText('Semaines 4-5Entretiens et négociations');
  await expect(timeline.nth(3)).toContainText('PuisSignature et intégration');

  // The salary comparison is drawn in the page (SVG), not an image.
  const chart = section(page, 'promise').getByTestId('salary-chart');
  await expect(chart.locator('svg rect')).toHaveCount(4);
  await expect(chart.locator('svg [data-bar="Suisse\u00a0: nos placements"]')).toContainText('85k CHF');
  await expect(chart.locator('img')).toHaveCount(0);

  for (const testId of ['testimonial', 'saying']) {
    const quotes = results.getByTestId(testId);
    await expect(quotes).toHaveCount(2);
    for (const quote of await quotes.all()) {
      await expect(quote.getByRole('img', { name: '5 étoiles sur 5' })).toHaveText('★★★★★');
      await expect(quote.locator('figcaption')).toHaveText(/\S+ \S+\.? · .+ à .+/); // a person · a job title
    }
  }

  const footer = page.locator('footer');
  for (const label of ['Accueil', 'Notre concept', 'Partenaires', 'FAQ', 'CGU', 'Mentions légales', 'CGV', 'Protection des données']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Carrières' })).toHaveAttribute('href', PAGES.coachRecruitment.path);
  await expect(footer).toContainText('© 2025 CapSuisse. Tous droits réservés.');

  // Dark by default; the light theme swaps the logo image. Both screenshots go with the test output.
  const logo = page.locator('header img[data-logo]');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(logo).toHaveAttribute('data-logo', 'dark');
  const darkLogo = await logo.getAttribute('src');
  await testInfo.attach('landing-dark', { path: await fullScreenshot(page, testInfo.outputPath('landing-dark.png')), contentType: 'image/png' });
  await page.getByRole('button', { name: 'Thème clair' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(logo).toHaveAttribute('data-logo', 'light');
  expect(await logo.getAttribute('src')).not.toBe(darkLogo);
  await testInfo.attach('landing-light', { path: await fullScreenshot(page, testInfo.outputPath('landing-light.png')), contentType: 'image/png' });
});

async function fullScreenshot(page: Page, path: string): Promise<string> {
  await page.screenshot({ path, fullPage: true });
  return path;
}

for (const [block, button, target, arrival] of [
  ['cta', 'Je réserve mon entretien', PAGES.signup.path, PAGES.signup.path],
  ['cta', 'Procéder au paiement', PAGES.signup.path, PAGES.signup.path],
  ['final-cta', 'Je réserve mon entretien', PAGES.signup.path, PAGES.signup.path],
  // /payment is for signed-in clients: a signed-out visitor goes on to /login.
  ['final-cta', 'Procéder au paiement', PAGES.payment.path, PAGES.login.path],
] as const) {
  test(`landing, ${block}: '${button}' leads to ${target}`, async ({ page }) => {
    await page.goto('/');
    const link = section(page, block).getByRole('link', { name: button });
    await expect(link).toHaveAttribute('href', target);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await link.click();
    await expect(page).toHaveURL(urlOf(arrival));
    expect(visited).toContain(target);
  });
}

test('the landing leads to the destinations and the coach recruitment page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Destinations' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.countries.path));
  await expect(page.getByRole('heading', { name: 'Nos destinations' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Carrières' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.coachRecruitment.path));
});

test('countries, signed out: every destination, Australia disabled, Travailler → /signup', async ({ page }) => {
  await page.goto(PAGES.countries.path);
  for (const country of ['Suisse', 'Émirats arabes unis', 'Luxembourg', 'France', 'Belgique', 'Singapour', 'Monaco', 'Vietnam', 'Maroc', 'Inde', 'Thaïlande', 'Nouvelle-Zélande', 'Maurice', 'Algérie', 'Australie']) {
    await expect(destination(page, country)).toBeVisible();
  }
  const australia = destination(page, 'Australie');
  await expect(australia).toContainText('en développement');
  await expect(australia).toHaveAttribute('aria-disabled', 'true');
  await australia.click({ force: true });
  await expect(services(page, 'Australie')).toHaveCount(0);

  await expect(services(page, 'Suisse').getByRole('button')).toHaveText(['Travailler', 'Se loger', 'Entreprendre', 'Optimiser sa vie en Suisse']);
  await destination(page, 'Émirats arabes unis').click();
  await expect(services(page, 'Émirats arabes unis').getByRole('button')).toHaveText(['Travailler', 'Se loger', 'Entreprendre', 'Investir']);

  await services(page, 'Émirats arabes unis').getByRole('button', { name: 'Travailler' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.signup.path));
  await expect(page.getByRole('button', { name: 'Je cherche un emploi' })).toBeVisible();
});

test('countries, signed out: Se loger → /signup-general with the choice, whose account is a client_se_loger', async ({ page, request }) => {
  await answerHousingGuide(page);
  await page.goto(PAGES.signupGeneral.path); // without a choice: back to the destinations
  await expect(page).toHaveURL(urlOf(PAGES.countries.path));

  await services(page, 'Suisse').getByRole('button', { name: 'Se loger' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.signupGeneral.path));
  await expect(page.getByTestId('service-choice')).toHaveText(/Suisse · Se loger/);
  await page.getByRole('button', { name: 'Retour aux destinations' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.countries.path));

  await services(page, 'Suisse').getByRole('button', { name: 'Se loger' }).click();
  await expect(page.getByTestId('service-choice')).toHaveText(/Suisse · Se loger/);
  const email = newEmail('se-loger');
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Favre');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('79 765 43 21');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(TOASTS.signupSuccess)).toBeVisible();
  // A housing seeker's home is the housing guide.
  await expect(page).toHaveURL(HOUSING_GUIDE);

  const session = await signInViaApi(request, email, PASSWORD);
  expect(session.user.role).toBe('client_se_loger');
});

test('countries, signed out: another service carries its country to /signup-general', async ({ page }) => {
  await page.goto(PAGES.countries.path);
  await destination(page, 'Maroc').click();
  await services(page, 'Maroc').getByRole('button', { name: 'Création de société' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.signupGeneral.path));
  await expect(page.getByTestId('service-choice')).toHaveText(/Maroc · Création de société/);
});

test('countries, client_se_loger: Se loger opens the housing guide by a full page navigation', async ({ page, request }) => {
  await answerHousingGuide(page);
  await useStoredSession(page, await signInViaApi(request, 'logement@demo.capsuisse.ch', DEMO_PASSWORD));
  await page.goto(PAGES.countries.path);
  const navigation = page.waitForRequest((r) => HOUSING_GUIDE.test(r.url()) && r.isNavigationRequest());
  await services(page, 'Suisse').getByRole('button', { name: 'Se loger' }).click();
  await navigation;
  await expect(page.getByRole('heading', { name: 'Guide du logement' })).toBeVisible();
});

test('countries, signed-in client: a service leads to /dashboard', async ({ page, request }) => {
  await useStoredSession(page, await signInViaApi(request, 'client@demo.capsuisse.ch', DEMO_PASSWORD));
  await page.goto(PAGES.countries.path);
  await services(page, 'Suisse').getByRole('button', { name: 'Se loger' }).click();
  await expect(page).toHaveURL(urlOf(PAGES.dashboard.path));
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
});

test('/accompagnateur presents the coach role and its apply button leads to /signup', async ({ page }) => {
  await page.goto(PAGES.coachRecruitment.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Devenez accompagnateur' })).toBeVisible();
  await expect(page.getByText(/rémunéré à la commission, pour chaque placement réussi/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Une formation complète' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'De la flexibilité' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Être majeur' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Être en Suisse' })).toBeVisible();
  for (const label of ['CGU', 'Mentions légales', 'CGV', 'Protection des données']) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: label })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Postuler', exact: true }).click();
  await expect(page).toHaveURL(urlOf(PAGES.signup.path));
});
