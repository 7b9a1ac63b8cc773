import { expect, test, type Page } from '@playwright/test';
import { canOpen, PAGE_LIST, PAGES, roleHome, TOASTS, type PageDef, type Role } from '@capsuisse/contracts';
import { closeToasts, DEMO_CALLERS, DEMO_PASSWORD, HOUSING_GUIDE, navigateInApp, signInViaApi, useStoredSession } from './support';

// Walks the page registry in Chromium: every signed-in page is served by its remote to its roles,
// refused to the others (sent home with the page's message) and gated by payment where it says so.


const signedInPages = PAGE_LIST.filter((p): p is PageDef & { access: readonly Role[] } => p.access !== 'public');

const urlOf = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/[-/]/g, '\\$&')}(\\?.*)?$`);

async function expectHome(page: Page, role: Role): Promise<void> {
  const home = roleHome(role, 'https://www.ch.ch/fr/logement/');
  if (home.startsWith('/')) await expect(page).toHaveURL(urlOf(home));
  else await expect(page).toHaveURL(HOUSING_GUIDE);
}

test('a signed-out visitor of any signed-in page is sent to /login', async ({ page }) => {
  for (const p of signedInPages) {
    await page.goto(p.path);
    await expect(page, p.path).toHaveURL(urlOf(PAGES.login.path));
  }
});

for (const caller of DEMO_CALLERS) {
  test(`${caller.email}: each page is served, refused or gated as the registry says`, async ({ page, request, baseURL }) => {
    // One walk per caller over every signed-in page: the budget grows with the registry.
    test.setTimeout(15_000 + 5_000 * signedInPages.length);
    // The housing guide is another site: answered locally, the test needs no internet.
    await page.route(HOUSING_GUIDE, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Guide du logement</h1>' }));
    await useStoredSession(page, await signInViaApi(request, caller.email, DEMO_PASSWORD));

    for (const p of signedInPages) {
      await test.step(p.path, async () => {
        // A session id keeps /payment-success on its page (without one it sends the user to /payment).
        const url = `${p.path}?session_id=cs_e2e_unknown`;
        // The first page loads the app, the others open inside it as its links do; after a trip to the
        // housing guide (another site) the app loads again. The last page's toasts are closed first, so a
        // refusal seen is this page's.
        if (baseURL && page.url().startsWith(baseURL)) {
          await closeToasts(page);
          await navigateInApp(page, url);
        } else await page.goto(url);
        if (!canOpen(p, caller.role)) {
          // A home on another site (the housing guide) is a full page load: the toast leaves with the page.
          // Every refusal says why (spec §6): its title and its description.
          if (caller.role !== 'client_se_loger') {
            await expect(page.getByText(p.denied?.title ?? TOASTS.accessDenied).first()).toBeVisible();
            await expect(page.getByText(p.denied?.description ?? 'no description').first()).toBeVisible();
          }
          await expectHome(page, caller.role);
        } else if (p.paid && !caller.hasPaid) {
          await expect(page.getByText(TOASTS.paymentRequired.title)).toBeVisible();
          await expect(page).toHaveURL(urlOf(PAGES.payment.path));
        } else if (p === PAGES.dashboard && caller.role === 'client_se_loger') {
          // Spec §2: housing clients opening /dashboard are sent to the housing guide.
          await expect(page).toHaveURL(HOUSING_GUIDE);
        } else {
          await expect(page.locator(`[data-page="${p.path}"][data-remote="${p.owner}"]`)).toBeVisible();
        }
      });
    }
  });
}
