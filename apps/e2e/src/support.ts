import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, type Role, type Session } from '@capsuisse/contracts';

export const PASSWORD = 'Genève-2026!';

/** A real one-page PDF (the server parses every upload); `text` makes versions differ. */
export async function pdfBytes(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

/** A new address per test: the suite may run against a shared PostgreSQL. */
export function newEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
}

export async function signUpViaApi(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Léa', lastName: 'Martin', countryCode: '+41', phone: '79 123 45 67', accountType: 'client' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Session;
}

/**
 * Starts the page signed in, as if the user had signed in earlier on this browser: the session's refresh
 * token in the web's HttpOnly cookie, and the web's note of who is signed in (libs/web/api-client
 * SIGNED_IN_KEY; no token); the page load refreshes from the cookie.
 */
export async function useStoredSession(page: Page, session: Session): Promise<void> {
  await page.context().addCookies([
    { name: REFRESH_COOKIE, value: session.refresh_token, domain: 'localhost', path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
  await page.addInitScript((userId) => {
    if (!window.localStorage.getItem('capsuisse.signed-in')) window.localStorage.setItem('capsuisse.signed-in', userId);
  }, session.user.id);
}

/**
 * Opens `url` inside the app already loaded, as its links do (the router follows the history): the shell and
 * the remotes stay loaded, where `page.goto` would start them again.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The toasts on screen, closed and gone: what a check reads next is the page's own. */
export async function closeToasts(page: Page): Promise<void> {
  // A toast may arrive after the close buttons were read (a refusal answered late on busy cores): read again until none is left.
  await expect(async () => {
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Every CSS animation and transition under way (antd's motion) has ended: waited for, not guessed at 300 ms. */
export async function motionOver(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: a motion that a render has just asked for has started.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

export async function logOut(page: Page): Promise<void> {
  // A click on 'Déconnexion' while the menu is still opening is sometimes lost (about 1 run in 20 on two
  // busy cores, before and after issue 11): the menu is opened and clicked again until the sign-out starts.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Déconnexion' }).isVisible())) await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click({ timeout: 2_000 });
    await expect(page.getByText('✅ Déconnexion')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/login$/);
}

/** The demo accounts every fresh server seeds (DESIGN.md "Running it"). */
export const DEMO_PASSWORD = 'CapSuisse-Demo-1';

/** Those accounts: one per role the seed makes, plus an unpaid client. */
export const DEMO_CALLERS: readonly { email: string; role: Role; hasPaid: boolean }[] = [
  { email: 'client@demo.capsuisse.ch', role: 'client', hasPaid: true },
  { email: 'nouveau@demo.capsuisse.ch', role: 'client', hasPaid: false },
  { email: 'logement@demo.capsuisse.ch', role: 'client_se_loger', hasPaid: true },
  { email: 'coach@demo.capsuisse.ch', role: 'accompagnateur', hasPaid: true },
  { email: 'recruteur@demo.capsuisse.ch', role: 'recruteur', hasPaid: true },
  { email: 'axel@demo.capsuisse.ch', role: 'axel', hasPaid: true },
];

/** The housing guide, another site: the specs answer it locally (no internet). */
export const HOUSING_GUIDE = /^https:\/\/www\.ch\.ch\//;

export async function signInViaApi(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/token?grant_type=password', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** axel's users table in a browser of its own, searched for `email`: its row, the page, the context to close, and axel's session. */
export async function axelRowOf(browser: Browser, request: APIRequestContext, email: string): Promise<{ axel: Session; admin: Page; row: Locator; context: BrowserContext }> {
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await useStoredSession(admin, axel);
  await admin.goto('/axel-dashboard');
  await admin.getByRole('searchbox', { name: 'Rechercher par email' }).fill(email);
  return { axel, admin, context, row: admin.getByRole('row').filter({ hasText: email }) };
}

/** A new client who has paid (axel unblocks the account through the API): for journeys that change its figures. */
export async function paidClientViaApi(request: APIRequestContext, tag: string): Promise<{ email: string; session: Session }> {
  const email = newEmail(tag);
  const session = await signUpViaApi(request, email);
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${axel.access_token}` };
  const access = await request.put(`/api/admin/users/${session.user.id}/access`, { headers, data: { has_paid: true } });
  expect(access.status(), await access.text()).toBeLessThan(300);
  return { email, session };
}
