import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, pdfBytes, signInViaApi, useStoredSession } from './support';

const CLIENT = 'client@demo.capsuisse.ch';
const COACH = 'coach@demo.capsuisse.ch';
const REASON = 'Ajoutez vos dates de formation et votre permis de travail';

// Small files the server accepts by content: a one-page PDF and a 1×1 PNG.
const pdf = async (name: string) => ({ name, mimeType: 'application/pdf', buffer: await pdfBytes(name) });
const png = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** A page of its own (own localStorage) already signed in as this demo account. */
async function pageAs(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const page = await context.newPage();
  await useStoredSession(page, await signInViaApi(context.request, email, DEMO_PASSWORD));
  return page;
}

async function upload(page: Page, type: 'cv' | 'formulaire' | 'photo', file: { name: string; mimeType: string; buffer: Buffer }, toast: string) {
  await page.getByTestId(`upload-input-${type}`).setInputFiles(file);
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(page.getByTestId(`document-card-${type}`).getByTestId('document-status')).toHaveText('En attente');
}

async function openClient(coach: Page): Promise<Locator> {
  await coach.goto('/accompagnateur-dashboard');
  const header = coach.getByTestId('client-header').filter({ hasText: CLIENT });
  await header.click();
  return header;
}

async function validate(coach: Page, type: 'cv' | 'formulaire' | 'photo') {
  const item = coach.getByTestId(`review-item-${type}`);
  await item.getByRole('button', { name: /Valider/ }).click();
  await expect(coach.getByText('Le document a été validé avec succès').first()).toBeVisible();
  // The list reloads 500 ms after the verdict.
  await expect(item.getByTestId('document-status')).toHaveText('Validé');
}

test('documents journey: upload, rejection with a note, replacement, validation, 25 %', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const client = await pageAs(browser, baseURL ?? '', CLIENT);
  const coach = await pageAs(browser, baseURL ?? '', COACH);

  // The client uploads the three documents.
  await client.goto('/uploads');
  await expect(client.getByRole('heading', { name: 'Vos documents' })).toBeVisible();
  await expect(client.getByTestId('uploads-progress')).toHaveAttribute('data-tone', 'none');
  await upload(client, 'cv', await pdf('cv.pdf'), 'Document uploadé');
  await upload(client, 'formulaire', await pdf('formulaire.pdf'), 'Document uploadé');
  await upload(client, 'photo', png, 'Document uploadé');
  await expect(client.getByTestId('uploads-progress')).toHaveAttribute('data-tone', 'pending');
  await expect(client.getByTestId('uploads-message')).toContainText('Vos documents sont en cours de validation');
  await client.screenshot({ path: '/tmp/capsuisse-uploads-pending.png', fullPage: true });

  // The coach rejects the CV with a reason; an empty reason is refused first.
  await openClient(coach);
  const cv = coach.getByTestId('review-item-cv');
  await expect(cv.getByTestId('deadline-countdown')).toHaveText(/\d+ h \d{2} min/);
  // The signed link answers with a sandboxed attachment: 'Voir' fetches it and shows the PDF in a new tab
  // from a blob: of its checked type; 'Télécharger' saves the same private file.
  const signedFile = coach.context().waitForEvent('response', (r) => r.url().includes('/api/storage/'));
  const [tab] = await Promise.all([coach.context().waitForEvent('page'), cv.getByRole('button', { name: /Voir/ }).click()]);
  const served = await signedFile;
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({ 'content-disposition': 'attachment', 'content-security-policy': 'sandbox', 'content-type': 'application/pdf' });
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  const [download] = await Promise.all([coach.waitForEvent('download'), cv.getByRole('button', { name: /Télécharger/ }).click()]);
  expect(await download.failure()).toBeNull();
  await cv.getByRole('button', { name: /Rejeter/ }).click();
  await cv.getByRole('button', { name: 'Confirmer le rejet' }).click();
  await expect(coach.getByText('Veuillez indiquer la raison du rejet')).toBeVisible();
  await cv.getByLabel('Raison du rejet').fill(REASON);
  await coach.screenshot({ path: '/tmp/capsuisse-coach-reject.png', fullPage: true });
  await cv.getByRole('button', { name: 'Confirmer le rejet' }).click();
  await expect(coach.getByText('Document rejeté').first()).toBeVisible();
  // A rejected document leaves the coach's list until the client replaces it.
  await expect(cv).toHaveCount(0);

  // The client sees the red bar, 'Documents rejetés' and the note, then replaces the CV.
  await client.reload();
  await expect(client.getByTestId('uploads-progress')).toHaveAttribute('data-tone', 'rejected');
  await expect(client.getByTestId('uploads-message')).toContainText('Documents rejetés');
  const cvCard = client.getByTestId('document-card-cv');
  await expect(cvCard.getByTestId('coach-note')).toContainText(REASON);
  await expect(cvCard.getByTestId('document-status')).toHaveText('À corriger');
  await client.screenshot({ path: '/tmp/capsuisse-uploads-rejected.png', fullPage: true });
  await upload(client, 'cv', await pdf('cv-corrige.pdf'), 'Document remplacé');
  // The earlier verdict stays visible on the card after the replacement.
  await expect(cvCard.getByTestId('review-history')).toContainText(REASON);

  // The coach validates all three; the history shows why the first CV was refused.
  await openClient(coach);
  await expect(coach.getByTestId('review-item-cv').getByTestId('review-history')).toContainText(REASON);
  await validate(coach, 'cv');
  await validate(coach, 'formulaire');
  await validate(coach, 'photo');

  // The client reaches 25 % with the validated message; the coach sees 'Validé'.
  await client.reload();
  await expect(client.getByTestId('uploads-progress-value')).toHaveText('25%');
  await expect(client.getByTestId('uploads-progress')).toHaveAttribute('data-tone', 'validated');
  await expect(client.getByTestId('uploads-message')).toContainText('Documents validés');
  await client.screenshot({ path: '/tmp/capsuisse-uploads-validated.png', fullPage: true });

  await coach.reload();
  const header = coach.getByTestId('client-header').filter({ hasText: CLIENT });
  await expect(header.getByTestId('client-badge')).toHaveText('Validé');
  await expect(header.getByTestId('client-progress')).toHaveText('25%');
  await coach.screenshot({ path: '/tmp/capsuisse-coach-validated.png', fullPage: true });
});

test('an unpaid client opening /uploads gets the 🔒 toast and is sent to /payment', async ({ browser, baseURL }) => {
  const page = await pageAs(browser, baseURL ?? '', 'nouveau@demo.capsuisse.ch');
  await page.goto('/uploads');
  await expect(page.getByText('🔒 Paiement requis')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
});

test("a client opening the coach dashboard gets 'Accès refusé' and lands on /dashboard", async ({ browser, baseURL }) => {
  const page = await pageAs(browser, baseURL ?? '', 'nouveau@demo.capsuisse.ch');
  await page.goto('/accompagnateur-dashboard');
  await expect(page.getByText("Vous n'avez pas les permissions d'accompagnateur")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
