import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CV_CHECK_TEXTS, CV_RULES, type Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, paidClientViaApi, signInViaApi, useStoredSession } from './support';

// Issue 32, the Swiss CV check at review: a paid client's CV lacks a nationality; the coach sees the checklist beside
// "Valider"/"Rejeter", pastes the failed rule into the reason and rejects; the client then sees the checklist and the
// reason on /uploads. The check is a queued job: an API of this test's own, on the embedded default, runs it inline
// (the suite's server may run on Redis with no worker).
const workspaceRoot = path.resolve(__dirname, '../../..');
const CV = readFileSync(path.join(workspaceRoot, 'apps/api/test/fixtures/cvs/cv-13-fr-sans-nationalite.pdf'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function pageWith(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: 'fr-CH' })).newPage();
  await useStoredSession(page, session);
  return page;
}

test.describe('the Swiss CV check', () => {
  test.describe.configure({ timeout: 150_000 });
  let api: ChildProcess | null = null;
  let base = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capsuisse-cv-check-e2e-'));

  test.beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    api = spawn(process.execPath, ['dist/apps/api/main.js'], {
      cwd: workspaceRoot,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: path.join(workspaceRoot, 'dist/apps'), SEED_DEMO: 'true', RATE_LIMIT_LOGIN: '99999,99999,99999', RATE_LIMIT_SIGNUP: '99999,99999,99999' },
      stdio: 'ignore',
    });
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    if (api && api.exitCode === null) await new Promise((done) => (api?.once('exit', done), api?.kill('SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the coach pastes the failed rule into the rejection; the client sees the checklist and the reason', async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base });
    const { email, session } = await paidClientViaApi(request, 'cvcheck');
    const [coach, axel] = await Promise.all([signInViaApi(request, 'coach@demo.capsuisse.ch', DEMO_PASSWORD), signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD)]);
    const assigned = await request.post('/api/admin/assignments', { headers: { Authorization: `Bearer ${axel.access_token}` }, data: { accompagnateur_id: coach.user.id, client_id: session.user.id } });
    expect(assigned.status(), await assigned.text()).toBe(204);

    // The client uploads the CV on /uploads: no checklist before the review.
    const client = await pageWith(browser, base, session);
    await client.goto('/uploads');
    const card = client.getByTestId('document-card-cv');
    await client.getByTestId('upload-input-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV });
    await expect(card.getByTestId('document-status')).toHaveText('En attente');
    await expect(card.getByTestId('cv-checklist')).toHaveCount(0);

    // The coach opens the client: the checklist beside the buttons, the nationality failed, the rest with the text found.
    const coachPage = await pageWith(browser, base, coach);
    await coachPage.goto('/accompagnateur-dashboard');
    await coachPage.getByTestId('client-header').filter({ hasText: email }).click();
    const item = coachPage.getByTestId('review-item-cv');
    const checklist = item.getByTestId('cv-checklist');
    await expect(checklist).toHaveAttribute('data-status', 'termine', { timeout: 20_000 });
    const nationality = checklist.locator('[data-rule="nationalite"]');
    await expect(nationality).toHaveAttribute('data-mark', 'failed');
    await expect(nationality).toContainText(CV_RULES.nationalite.label);
    await expect(nationality).toContainText(CV_CHECK_TEXTS.marks.failed);
    await expect(checklist.locator('[data-mark="failed"]')).toHaveCount(1);
    await expect(checklist.locator('[data-rule="email"]')).toHaveAttribute('data-mark', 'passed');
    await expect(checklist.locator('[data-rule="email"]')).toContainText(CV_CHECK_TEXTS.found);

    await item.getByRole('button', { name: /Rejeter/ }).click();
    await item.getByRole('button', { name: CV_CHECK_TEXTS.pasteFailed }).click();
    const reason = `- ${CV_RULES.nationalite.explanation}`;
    await expect(item.getByLabel('Raison du rejet')).toHaveValue(reason);
    await coachPage.screenshot({ path: '/tmp/capsuisse-coach-cv-check.png', fullPage: true });
    await item.getByRole('button', { name: 'Confirmer le rejet' }).click();
    await expect(coachPage.getByText('Document rejeté').first()).toBeVisible();

    // The client sees the reason and, now that the CV is reviewed, the same checklist under the card.
    await client.reload();
    await expect(card.getByTestId('document-status')).toHaveText('À corriger');
    await expect(card.getByTestId('coach-note')).toContainText(CV_RULES.nationalite.explanation);
    const clientChecklist = card.getByTestId('cv-checklist');
    await expect(clientChecklist).toHaveAttribute('data-status', 'termine');
    await expect(clientChecklist.locator('[data-rule="nationalite"]')).toHaveAttribute('data-mark', 'failed');
    await expect(clientChecklist.locator('[data-rule="nationalite"]')).toContainText(CV_CHECK_TEXTS.marks.failed);
    await expect(clientChecklist.getByRole('button')).toHaveCount(0);
    await client.screenshot({ path: '/tmp/capsuisse-uploads-cv-check.png', fullPage: true });
    await request.dispose();
  });
});
