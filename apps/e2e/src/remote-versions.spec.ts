import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paidClientViaApi, useStoredSession } from './support';

// Issue 33: a remote ships alone. Built from another commit, it runs in the shell when our shared libs' version it
// was built with is compatible, and shows the remote boundary's French message (never a blank page) when it is not.
const workspaceRoot = path.resolve(__dirname, '../../..');
const [major, minor] = (JSON.parse(readFileSync(path.join(workspaceRoot, 'libs/web/shared-version.json'), 'utf8')) as { version: string }).version.split('.').map(Number);
const UNAVAILABLE = 'Cet espace est momentanément indisponible…';

/** The client remote as a production build of another commit whose shared libs are at `version`. */
function buildClientRemote(version: string): string {
  const out = mkdtempSync(path.join(tmpdir(), `capsuisse-remote-${version}-`));
  execFileSync(path.join(workspaceRoot, 'node_modules/.bin/rspack'), ['build', '-c', 'apps/client/rspack.config.ts', '--mode', 'production'], {
    cwd: workspaceRoot,
    env: { ...process.env, WEB_SHARED_VERSION: version, WEB_REMOTE_OUTPUT: out },
    stdio: 'pipe',
  });
  return out;
}

/** The page gets the client remote from `dir`, as from a host that deployed it alone (`withManifest`: its mf-manifest.json too). */
async function serveClientRemoteFrom(page: Page, dir: string, withManifest = true): Promise<void> {
  await page.route('**/remotes/client/**', (route) => {
    const file = path.join(dir, new URL(route.request().url()).pathname.replace('/remotes/client/', ''));
    if (!existsSync(file) || (!withManifest && file.endsWith('mf-manifest.json'))) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
  });
}

test.describe('a remote deployed alone', () => {
  test.describe.configure({ mode: 'serial' });
  const builds: Record<'compatible' | 'newerKit', string> = { compatible: '', newerKit: '' };

  test.beforeAll(() => {
    test.setTimeout(300_000);
    builds.compatible = buildClientRemote(`${major}.${minor}.0`);
    builds.newerKit = buildClientRemote(`${major + 1}.0.0`);
  });
  test.afterAll(() => Object.values(builds).forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })));

  test('built on a compatible version of the shared libs, it runs in the shell', async ({ page, request }) => {
    const { session } = await paidClientViaApi(request, 'remote-ok');
    await useStoredSession(page, session);
    await serveClientRemoteFrom(page, builds.compatible);
    await page.goto('/dashboard');
    await expect(page.locator('[data-remote="client"]')).toBeVisible();
    await expect(page.getByTestId('global-progress')).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });

  test('built for a newer kit than the shell has, it is not run: the French message, the shell around it works', async ({ page, request }) => {
    const { session } = await paidClientViaApi(request, 'remote-newer');
    await useStoredSession(page, session);
    await serveClientRemoteFrom(page, builds.newerKit);
    const entries: string[] = [];
    page.on('request', (r) => r.url().endsWith('/remoteEntry.js') && entries.push(r.url()));
    await page.goto('/dashboard');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    // Refused from its manifest: its code was never loaded.
    expect(entries).toEqual([]);
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('deployed without its manifest, it is not run either', async ({ page, request }) => {
    const { session } = await paidClientViaApi(request, 'remote-bare');
    await useStoredSession(page, session);
    await serveClientRemoteFrom(page, builds.compatible, false);
    await page.goto('/dashboard');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  });
});
