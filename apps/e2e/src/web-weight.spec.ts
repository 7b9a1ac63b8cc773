import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from './support';
import { KIT_ENTRIES_APART, WEB_BUDGETS_KB, copiesOf, formatReport, recordScripts, sumKb, type Download, type RouteRow } from './web-weight';

// Issue 11 "Web weight": every script a first visit downloads, summed as gzip, against its budget.
// `npm run bench:web` runs this spec with WEB_WEIGHT_REPORT=1 to print the table (=files: and each file).

const ROLES = [
  { email: 'client@demo.capsuisse.ch', remote: 'client' },
  { email: 'coach@demo.capsuisse.ch', remote: 'coach' },
  { email: 'recruteur@demo.capsuisse.ch', remote: 'recruiter' },
  { email: 'axel@demo.capsuisse.ch', remote: 'axel' },
] as const;

/** A fresh browser (empty cache) opens `visit`, then the network settles: what that first visit downloaded. */
async function firstVisit(browser: Browser, baseURL: string, visit: (page: import('@playwright/test').Page) => Promise<void>): Promise<Download[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const downloads = recordScripts(page, new URL(baseURL).origin);
  // The live stream stays open (the network would never settle): refused here, it is tried again after pauses.
  await page.route('**/api/events', (route) => route.abort());
  await visit(page);
  await page.waitForLoadState('networkidle');
  const recorded = await downloads();
  await context.close();
  return recorded;
}

test('a first visit downloads no more script than its budget, and each shared library once', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const rows: (RouteRow & { remote?: string })[] = [];

  const landing = await firstVisit(browser, base, async (page) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  });
  rows.push({ route: '/ (anonymous)', downloads: landing, budgetKb: WEB_BUDGETS_KB.landing });

  for (const role of ROLES) {
    const downloads = await firstVisit(browser, base, async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(role.email);
      await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter ✨' }).click();
      await expect(page.locator(`[data-remote="${role.remote}"]`)).toBeVisible();
    });
    rows.push({ route: `/login → ${role.remote} home`, downloads, budgetKb: WEB_BUDGETS_KB.signedIn, remote: role.remote });
  }

  const report = formatReport(rows, process.env['WEB_WEIGHT_REPORT'] === 'files');
  if (process.env['WEB_WEIGHT_REPORT']) console.log(`\n${report}\n`);
  await test.info().attach('web-weight.txt', { body: report, contentType: 'text/plain' });

  // The landing page loads no remote and none of the UI kit.
  expect.soft(landing.filter((d) => d.group === 'remote').map((d) => d.url)).toEqual([]);
  expect.soft(copiesOf(landing)['@capsuisse/web-ui']).toEqual([]);
  expect.soft(sumKb(landing), 'the landing page: KB of gzip').toBeLessThanOrEqual(WEB_BUDGETS_KB.landing);
  // zod (34 KB with the country list) comes with the forms that validate in the browser, never with a first
  // visit: the API validates the sign-in form, and the web calls routes by method and path (libs/contracts api).
  for (const row of rows) expect.soft(row.downloads.filter((d) => d.zod).map((d) => d.url), `${row.route}: files with zod`).toEqual([]);
  for (const row of rows) {
    if (!row.remote) continue;
    const remote = row.remote;
    expect.soft(sumKb(row.downloads), `${row.route}: KB of gzip`).toBeLessThanOrEqual(WEB_BUDGETS_KB.signedIn);
    expect.soft(sumKb(row.downloads, (d) => d.group === 'remote' && d.app === remote), `${row.route}: the remote's own KB`).toBeLessThanOrEqual(WEB_BUDGETS_KB.remote);
    // One copy of each, whichever build provided it: a remote fetching its own React would show two.
    for (const [pkg, apps] of Object.entries(copiesOf(row.downloads))) {
      // The kit's entries apart only where the home shows them; never a remote's own copy.
      if (KIT_ENTRIES_APART.includes(pkg)) expect.soft(apps.filter((app) => app !== 'shell'), `${row.route}: copies of ${pkg}`).toEqual([]);
      else expect.soft(apps, `${row.route}: copies of ${pkg}`).toEqual(['shell']);
    }
  }
});
