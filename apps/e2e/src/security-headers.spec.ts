import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { TOASTS } from '@capsuisse/contracts';
import { DEMO_PASSWORD } from './support';

// The one source of the header set (the web image's nginx is checked against it by tools/deploy).
const SECURITY_HEADERS = JSON.parse(readFileSync(path.join(__dirname, '../../api/src/app/security-headers.json'), 'utf8')) as Record<string, string>;

/** Every CSP violation the page reports: an inline style or a script the policy would block shows here. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// allHeaders(): headers() leaves security-related headers out.
async function expectSecurityHeaders(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(`${response.url()} ${name}: ${headers[name.toLowerCase()]}`).toBe(`${response.url()} ${name}: ${value}`);
}

/** Loads `url` in full and checks the page and every file of ours it loaded (the API's own are its suite's). */
async function loadAndCheck(page: Page, url: string, ready: () => Promise<void>): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  // Each file from the server, not from the cache (a route turns Chromium's cache off; Chromium keeps no HSTS header with a cached file).
  await page.route('**/*', (route) => route.continue());
  const ours: Response[] = [];
  const listener = (r: Response) => {
    if (new URL(r.url()).origin === origin && !new URL(r.url()).pathname.startsWith('/api/')) ours.push(r);
  };
  page.on('response', listener);
  const document = await page.goto(url);
  await ready();
  page.off('response', listener);
  await page.unrouteAll();
  expect(document).not.toBeNull();
  await expectSecurityHeaders(document as Response);
  const scripts = ours.filter((r) => r.request().resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const response of ours) await expectSecurityHeaders(response);
  // The build's brotli/gzip copies: every script over the 1 KB threshold travels compressed.
  const encodings = await Promise.all(
    scripts.map(async (s) => {
      const headers = await s.allHeaders();
      return `${s.url()} ${headers['content-encoding'] ?? (Number(headers['content-length']) < 1024 ? 'too small to compress' : 'none')}`;
    }),
  );
  expect(encodings.filter((e) => !/ (br|gzip|too small to compress)$/.test(e))).toEqual([]);
  expect(encodings.filter((e) => e.endsWith(' br')).length).toBeGreaterThan(0);
}

// Every file is fetched again, uncached, on a shared machine: more time than a journey.
test.describe.configure({ timeout: 90_000 });

test('the landing carries the security headers and breaks no CSP rule', async ({ page }) => {
  const violations = await recordViolations(page);
  await loadAndCheck(page, '/', () => expect(page.getByRole('link', { name: 'Inscription' }).first()).toBeVisible({ timeout: 30_000 }));
  expect(await violations()).toEqual([]);
});

test('signed-in pages (shell, antd, a remote) carry the headers and break no CSP rule', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('client@demo.capsuisse.ch');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page.getByTestId('client-dashboard')).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);

  // A full load of a deep link: the shell's fallback page, then the client remote from /remotes/client/.
  const remoteEntry = page.waitForResponse((r) => r.url().endsWith('/remotes/client/remoteEntry.js'));
  await loadAndCheck(page, '/dashboard', () => expect(page.getByTestId('client-dashboard')).toBeVisible({ timeout: 30_000 }));
  await expectSecurityHeaders(await remoteEntry);
  expect((await remoteEntry).headers()['cache-control']).toBe('no-cache');
  expect(await violations()).toEqual([]);
});

// zod's compiled parsers would probe eval on the first parse: the shell's main turns them off for every copy
// of zod, which loads only with a form that validates in the browser (apps/shell/src/index.ts).
test('a form that validates with zod in the browser breaks no CSP rule', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('personne@exemple.ch');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(TOASTS.recoverSent.title)).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
});
