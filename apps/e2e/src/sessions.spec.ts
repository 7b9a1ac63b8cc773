import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { REFRESH_COOKIE, SESSIONS_TEXTS } from '@capsuisse/contracts';
import { PASSWORD, logOut, newEmail, signUpViaApi } from './support';

/** A new client whose sign-up session (the API's, not a browser's) is ended at once. */
async function newAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = newEmail(tag);
  const session = await signUpViaApi(request, email);
  expect((await request.post('/api/auth/logout?scope=local', { headers: { Authorization: `Bearer ${session.access_token}` } })).status()).toBe(204);
  return email;
}

// Issue 10 items 2 and 9 in Chromium: the refresh token in an HttpOnly cookie, the access token in memory,
// sessions that survive reloads and follow each other across tabs, and "Connexions actives" on /compte.

// Several sign-ins, pages and browsers per test.
test.describe.configure({ timeout: 90_000 });

async function signInThroughTheForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('client-dashboard')).toBeVisible({ timeout: 20_000 });
}

/** Everything the page's scripts can read of its storage. */
const readableStorage = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));

test('signed in, the page keeps no token where scripts read it; a reload keeps the session', async ({ page, context, request }) => {
  const email = await newAccount(request, 'cookie');
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/auth/token')) tokens.push(((await response.json().catch(() => ({}))) as { access_token?: string }).access_token ?? '');
  });
  await signInThroughTheForm(page, email);

  const [cookie] = (await context.cookies()).filter((c) => c.name === REFRESH_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
  await page.reload();
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const readable = await readableStorage(page);
  expect(readable).not.toContain(cookie.value);
  for (const token of tokens.filter(Boolean)) expect(readable).not.toContain(token);
  expect(readable).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT at all
  expect(tokens.length).toBeGreaterThanOrEqual(2); // the sign-in, then the reload's refresh from the cookie
  // The rotated cookie replaced the first one.
  expect((await context.cookies()).find((c) => c.name === REFRESH_COOKIE)?.value).not.toBe(cookie.value);
});

test('a page reloaded while its refresh is on the way stays signed in (the answer lost, the cookie sent again)', async ({ page, context, request }) => {
  const email = await newAccount(request, 'reload-mid-refresh');
  await signInThroughTheForm(page, email);
  // The reload's refresh reaches the server, which rotates the cookie, but its answer never reaches the page: the
  // browser keeps the cookie it sent and sends it again on the next load, as when a navigation cuts a request short.
  const [cookie] = (await context.cookies()).filter((c) => c.name === REFRESH_COOKIE);
  let sent = '';
  let reached!: () => void;
  const rotated = new Promise<void>((resolve) => (reached = resolve));
  const tokenGrant = (url: URL) => url.pathname === '/api/auth/token';
  await page.route(tokenGrant, async (route) => {
    sent = new RegExp(`${REFRESH_COOKIE}=([^;]+)`).exec((await route.request().allHeaders())['cookie'] ?? '')?.[1] ?? '';
    expect((await route.fetch()).status()).toBe(200);
    // The answer's new cookie is lost with it.
    await context.addCookies([{ ...cookie, value: sent }]);
    reached();
  });
  void page.reload().catch(() => undefined);
  await rotated;
  await page.unroute(tokenGrant);
  expect(sent).not.toBe('');
  await page.goto('/dashboard');
  await expect(page.getByTestId('client-dashboard')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a second tab is signed in; signing out in one tab signs the other out', async ({ page, context, request }) => {
  const email = await newAccount(request, 'tabs');
  await signInThroughTheForm(page, email);

  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByTestId('client-dashboard')).toBeVisible();
  // Both tabs load again at the same time: their refreshes take turns, neither trips the reuse detection.
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByTestId('client-dashboard')).toBeVisible();
  await expect(second.getByTestId('client-dashboard')).toBeVisible();

  await logOut(second);
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('ending a session from /compte signs that other browser out', async ({ page, browser, request }) => {
  const email = await newAccount(request, 'end-session');
  await signInThroughTheForm(page, email);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInThroughTheForm(other, email);

  await page.goto('/compte');
  const section = page.getByRole('region', { name: SESSIONS_TEXTS.title });
  // One row per session, named by its device (its buttons sit in lists of their own).
  const rows = section.getByRole('listitem').filter({ has: page.getByRole('heading') });
  // This browser (current) and the other one.
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ hasText: SESSIONS_TEXTS.current });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Chrome sur Linux');
  const others = rows.filter({ hasNotText: SESSIONS_TEXTS.current });
  await expect(others).toContainText('Chrome sur Linux');
  await others.getByRole('button', { name: SESSIONS_TEXTS.end }).click();
  await page.getByRole('button', { name: SESSIONS_TEXTS.end }).last().click(); // the confirmation's
  await expect(page.getByText(SESSIONS_TEXTS.ended)).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The other browser's next call is refused, its refresh too: signed out.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  // This one is still signed in.
  await page.reload();
  await expect(rows).toHaveCount(1);
});
