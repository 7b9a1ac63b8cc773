import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, test } from '@playwright/test';
import { LocalSmtp } from '@capsuisse/server-testing';
import { DEMO_PASSWORD, signInViaApi, useStoredSession } from './support';

// Issue 28, deliver 8: an API of this test's own sends through a real SMTP server on this machine, which refuses
// the demo client's mailbox for good; axel finds the failed reset mail in the 'E-mails' tab and sends it again.
const workspaceRoot = path.resolve(__dirname, '../../..');
const CLIENT = 'client@demo.capsuisse.ch';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe('failed mails', () => {
  test.describe.configure({ timeout: 120_000 });
  const smtp = new LocalSmtp();
  let api: ChildProcess | null = null;
  let base = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capsuisse-mail-e2e-'));

  test.beforeAll(async () => {
    await smtp.start();
    smtp.refused.add(CLIENT);
    const port = await freePort();
    base = `http://localhost:${port}`;
    // The embedded default with its demo accounts, whatever the suite's server runs on.
    api = spawn(process.execPath, ['dist/apps/api/main.js'], {
      cwd: workspaceRoot,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: path.join(workspaceRoot, 'dist/apps'), SEED_DEMO: 'true', SMTP_URL: smtp.url },
      stdio: 'ignore',
    });
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    if (api && api.exitCode === null) await new Promise((done) => (api?.once('exit', done), api?.kill('SIGTERM')));
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("axel sees a reset mail the server refused and sends it again with 'Renvoyer'", async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base });
    expect((await request.post('/api/auth/recover', { data: { email: CLIENT } })).status()).toBe(200);
    const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
    const failed = async () => {
      const response = await request.get('/api/admin/mails?status=failed', { headers: { Authorization: `Bearer ${axel.access_token}` } });
      return ((await response.json()) as { mails: { to: string }[] }).mails.filter((m) => m.to === CLIENT).length;
    };
    await expect.poll(failed, { timeout: 30_000 }).toBe(1);

    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await useStoredSession(page, axel);
    await page.goto('/axel-dashboard');
    await page.getByRole('tab', { name: 'E-mails' }).click();
    const row = page.getByRole('row').filter({ hasText: CLIENT });
    await expect(row).toContainText('En échec', { timeout: 20_000 });
    await expect(row).toContainText('Réinitialisation du mot de passe');
    await expect(row).toContainText('550');

    smtp.refused.delete(CLIENT);
    await row.getByRole('button', { name: 'Renvoyer' }).click();
    await expect(page.getByText('E-mail renvoyé')).toBeVisible();
    // Left the failed list, and the mail arrived, with a new link.
    await expect(row).toHaveCount(0);
    await expect.poll(() => smtp.to(CLIENT).length, { timeout: 20_000 }).toBe(1);
    expect(smtp.to(CLIENT)[0].text).toMatch(/reset-password\?token=/);
    await context.close();
    await request.dispose();
  });
});
