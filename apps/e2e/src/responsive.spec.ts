import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { canOpen, PAGE_LIST, PAGES, pathTo, type AdminUser, type PageDef, type Session } from '@capsuisse/contracts';
import { DEMO_CALLERS, DEMO_PASSWORD, HOUSING_GUIDE, motionOver, navigateInApp, newEmail, PASSWORD, pdfBytes, signInViaApi, useStoredSession } from './support';

// Issue 27: every page fits a phone (360 px) and a laptop (1366 px). Each route of the page registry, the
// landing and the 404 are opened by every account that may open them; once the content is there, the page
// must not scroll sideways, its header's controls must lie in the viewport, the fixed theme toggle must
// cover no control at the end of the page, and axe-core finds no serious or critical violation.

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

type Caller = (typeof DEMO_CALLERS)[number];


/** A further state of a page worth measuring (a coach's client opened, one of axel's tabs), reached from the last one. */
interface State {
  name: string;
  enter: (page: Page) => Promise<void>;
}

/** One visit: the URL, what shows that its content has loaded, and the states measured after the first. */
interface Visit {
  name: string;
  url: string;
  ready: (page: Page) => Locator;
  states?: (page: Page) => Promise<State[]>;
}

/** The registry page shown once `page` has settled: a paid page sends an unpaid client to /payment, /signup-general without a choice to /countries. */
function arrival(page: PageDef, caller: Caller | null): PageDef {
  if (caller && page.paid && !caller.hasPaid) return PAGES.payment;
  if (page === PAGES.signupGeneral) return PAGES.countries;
  return page;
}

/** The pages whose arrivals differ: an unpaid client's paid pages all show /payment, measured once (page-registry checks each sends it there). */
const onePerArrival = (pages: PageDef[], caller: Caller | null): PageDef[] =>
  pages.filter((page, index) => pages.findIndex((other) => arrival(other, caller) === arrival(page, caller)) === index);

const registryVisit = (page: PageDef, caller: Caller | null, params: Record<string, string>): Visit => ({
  name: page.path,
  // A session id keeps /payment-success on its page (without one it sends the user to /payment).
  url: `${pathTo(page.path, params)}${page === PAGES.paymentSuccess ? '?session_id=cs_e2e_unknown' : ''}`,
  ready: (p) => p.locator(`[data-page="${arrival(page, caller).path}"]`),
});

function signedOutVisits(): Visit[] {
  return [
    { name: '/', url: '/', ready: (p) => p.getByRole('heading', { level: 1, name: 'Ton emploi en Suisse' }) },
    ...onePerArrival(PAGE_LIST.filter((p) => p.access === 'public'), null).map((p) => registryVisit(p, null, {})),
    { name: '404', url: '/page-qui-n-existe-pas', ready: (p) => p.getByText('Page not found') },
  ];
}

function signedInVisits(caller: Caller, params: Record<string, string>, coachClientEmail?: string): Visit[] {
  return (
    onePerArrival(
      // The housing client's /dashboard is the housing guide, another site (spec §2).
      PAGE_LIST.filter((p) => p.access !== 'public' && canOpen(p, caller.role) && !(p === PAGES.dashboard && caller.role === 'client_se_loger')),
      caller,
    )
      .map((p) => {
        const visit = registryVisit(p, caller, params);
        if (p === PAGES.coachDashboard && coachClientEmail) return { ...visit, states: async () => [coachClientOpened(coachClientEmail)] };
        if (p === PAGES.axelDashboard) return { ...visit, states: everyTab };
        if (p === PAGES.recruiterDashboard) return { ...visit, states: async () => [candidateCardsAligned] };
        return visit;
      })
  );
}

/** The coach's client with a pending document, opened: its actions ('Voir', 'Télécharger', 'Valider', 'Rejeter') must all be on screen. */
const coachClientOpened = (email: string): State => ({
  name: 'client opened',
  enter: async (page) => {
    await page.getByLabel('Rechercher un client par email').fill(email);
    await expect(page.getByTestId('client-header')).toHaveCount(1);
    await page.getByTestId('client-header').click();
    const item = page.getByTestId('review-item-cv');
    for (const action of ['Voir', 'Télécharger', 'Valider', 'Rejeter']) await expectInViewport(page, item.getByRole('button', { name: action }), `'${action}'`);
  },
});

/** The recruiter's candidate cards line up: the cards of a row start and end at the same heights. */
const candidateCardsAligned: State = {
  name: 'candidate cards aligned',
  enter: async (page) => {
    const boxes = (await Promise.all((await page.getByTestId('candidate-card').all()).map((card) => card.boundingBox()))).filter((b) => b !== null);
    expect(boxes.length).toBeGreaterThan(0);
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), Math.round(box.height)]);
    for (const [top, heights] of rows) expect.soft(new Set(heights).size, `cards of the row at ${top} px: heights ${heights.join(', ')}`).toBe(1);
  },
};

/** Each tab of the page but the first (shown on arrival), opened in turn: axel's tables, forms and charts. */
async function everyTab(page: Page): Promise<State[]> {
  const names = (await page.getByRole('tab').allInnerTexts()).slice(1);
  return names.map((name) => ({
    name: `tab ${name}`,
    enter: async (p) => {
      await p.getByRole('tab', { name }).click();
      await expect(p.getByRole('tabpanel', { name })).toBeVisible();
    },
  }));
}

/** A new paid client of the demo coach, with a CV waiting for review. */
async function clientWithPendingDocument(request: APIRequestContext, axel: Session, coachId: string): Promise<string> {
  const headers = { authorization: `Bearer ${axel.access_token}` };
  const email = newEmail('responsive');
  const created = await request.post('/api/admin/users', { headers, data: { email, password: PASSWORD, role: 'client' } });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as AdminUser;
  const assigned = await request.post('/api/admin/assignments', { headers, data: { accompagnateur_id: coachId, client_id: client.id } });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);
  const session = await signInViaApi(request, email, PASSWORD);
  const upload = await request.post('/api/documents/cv', {
    headers: { authorization: `Bearer ${session.access_token}` },
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('CV') } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return email;
}

// The measures are soft: one run lists every page and state that does not fit, not only the first.
async function expectInViewport(page: Page, control: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await control.scrollIntoViewIfNeeded();
  expectBoxInViewport(await control.boundingBox(), what, viewport.width);
}

function expectBoxInViewport(box: { x: number; width: number } | null, what: string, viewportWidth: number): void {
  expect.soft(box, `${what}: shown`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${what}: left edge in the viewport`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge in the viewport (${viewportWidth} px)`).toBeLessThanOrEqual(viewportWidth + 0.5);
}

/** What a visit checks once the page's content is there. */
async function checkPage(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const where = new URL(page.url()).pathname;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > viewport.width) {
    // Names the elements that stick out the most, deepest first, to say what to fix.
    const culprits = await page.evaluate((width) => {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].slice(0, 2).join('.')} '${(el.textContent ?? '').trim().slice(0, 30)}'`;
      return [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
        .slice(0, 6)
        .map((el) => `${describe(el.parentElement ?? el)} > ${describe(el)} (right ${Math.round(el.getBoundingClientRect().right)})`);
    }, viewport.width);
    expect.soft(scrollWidth, `${where}: the page is ${scrollWidth} px wide in a ${viewport.width} px viewport: ${culprits.join(' | ')}`).toBeLessThanOrEqual(viewport.width);
  }

  // The header's controls: the top bar of signed-in pages, the public header, the sign-in screens' logo.
  // Measured in the page in one call (five calls a control took half a second a page): what isVisible,
  // scrollIntoViewIfNeeded and boundingBox do, in the same order.
  for (const header of await page.getByRole('banner').all()) {
    const controls = await header.locator('a, button').evaluateAll((elements) =>
      elements
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          return el.checkVisibility() && getComputedStyle(el).visibility === 'visible' && rect.width > 0 && rect.height > 0;
        })
        .map((el) => {
          const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText;
          (el as HTMLElement & { scrollIntoViewIfNeeded(center?: boolean): void }).scrollIntoViewIfNeeded(true);
          const { x, width } = el.getBoundingClientRect();
          return { name, box: { x, width } };
        }),
    );
    for (const { name, box } of controls) expectBoxInViewport(box, `${where}: header control '${name.trim()}'`, viewport.width);
  }

  // A theme toggle fixed over the page (public pages) leaves room for the end of the page: it covers no control there.
  const toggle = page.getByTestId('theme-toggle');
  if ((await toggle.count()) === 1 && (await toggle.evaluate((el) => getComputedStyle(el).position === 'fixed'))) {
    const covered = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const bar = document.querySelector('[data-testid="theme-toggle"]');
      if (!bar) return [];
      const t = bar.getBoundingClientRect();
      return [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
        .filter((el) => !bar.contains(el))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
        })
        .map((el) => el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40));
    });
    expect.soft(covered, `${where}: controls under the fixed theme toggle at the end of the page`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  // A toast that came during the checks is measured at rest: halfway through its fade its title has no contrast.
  await motionOver(page);
  await expectNoSeriousAxeViolation(new AxeBuilder({ page }), where);
}

async function expectNoSeriousAxeViolation(axe: AxeBuilder, where: string): Promise<void> {
  const { violations } = await axe.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? '')}`).slice(0, 6).join(' | ')}`);
  expect.soft(blocking, `${where}: serious or critical axe violations`).toEqual([]);
}

// The first visit loads the app; the others open inside it, as a user's clicks do (a page load each cost a
// second of a visit's two: what is measured, the page once its content is there, is the same).
async function visitAll(page: Page, visits: Visit[]): Promise<void> {
  for (const [index, visit] of visits.entries()) {
    await test.step(visit.name, async () => {
      if (index === 0) await page.goto(visit.url);
      else await navigateInApp(page, visit.url);
      // A loaded machine may be slow to bring in a remote: the page's marker says it is there.
      await expect(visit.ready(page).first()).toBeVisible({ timeout: 20_000 });
      await settle(page);
      await checkPage(page);
    });
    const states = (await visit.states?.(page)) ?? [];
    // Each further state is a visit's worth of checks: the budget grows with them.
    if (states.length) test.setTimeout(test.info().timeout + STATE_BUDGET * states.length);
    for (const state of states) {
      await test.step(`${visit.name}, ${state.name}`, async () => {
        await state.enter(page);
        await settle(page);
        await checkPage(page);
      });
    }
  }
}

/** The page's data has come (no skeleton or spinner left) and antd's motion is over. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await motionOver(page);
}

// A visit costs a few seconds (a remote, axe-core): the budget grows with the routes.
const budget = (visits: number) => 30_000 + 15_000 * visits;
const STATE_BUDGET = 12_000;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out: the landing, the public pages and the 404 fit', async ({ page }) => {
      const visits = signedOutVisits();
      test.setTimeout(budget(visits.length));
      await visitAll(page, visits);
    });

    for (const caller of DEMO_CALLERS) {
      test(`${caller.email}: every page the role may open fits, and so does the top bar's menu`, async ({ page, request }) => {
        const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
        const session = await signInViaApi(request, caller.email, DEMO_PASSWORD);
        // The user detail shows a real user: the demo client, the one with the most to show.
        const users = await request.get(`/api/admin/users?search=${encodeURIComponent('client@demo.capsuisse.ch')}`, {
          headers: { authorization: `Bearer ${axel.access_token}` },
        });
        const client = ((await users.json()) as { users: AdminUser[] }).users.find((u) => u.email === 'client@demo.capsuisse.ch');
        expect(client).toBeDefined();
        const coachClient = caller.role === 'accompagnateur' ? await clientWithPendingDocument(request, axel, session.user.id) : undefined;
        const visits = signedInVisits(caller, { userId: client?.id ?? '' }, coachClient);
        test.setTimeout(budget(visits.length + 1));

        // The housing guide is another site: answered locally, the test needs no internet.
        await page.route(HOUSING_GUIDE, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Guide du logement</h1>' }));
        await useStoredSession(page, session);
        await visitAll(page, visits);

        await test.step("the top bar's menu", async () => {
          await navigateInApp(page, visits[0].url);
          await expect(visits[0].ready(page).first()).toBeVisible({ timeout: 20_000 });
          const banner = page.getByRole('banner');
          // On a laptop the theme buttons are in the top bar itself (the accessibility spec clicks them there).
          if (viewport.name === 'desktop') await expect(banner.getByRole('button', { name: 'Thème clair' })).toBeVisible();
          await banner.getByRole('button', { name: /Mon compte/ }).click();
          await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
          const menu = page.getByRole('menu');
          // On a phone the email and the theme choices are in the menu (the bar keeps icons only).
          if (viewport.name === 'phone') {
            await expect(menu).toContainText(caller.email);
            await expect(menu.getByRole('menuitemradio', { name: 'Thème clair' })).toBeVisible();
          }
          for (const item of await menu.locator('[role^="menuitem"]').all()) {
            const box = await item.boundingBox();
            const label = (await item.innerText()).trim();
            expect.soft(box, `menu item '${label}' shown`).not.toBeNull();
            if (!box) continue;
            expect.soft(box.x, `menu item '${label}': left edge`).toBeGreaterThanOrEqual(0);
            expect.soft(box.x + box.width, `menu item '${label}': right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
            expect.soft(box.y + box.height, `menu item '${label}': bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
          }
          await motionOver(page);
          await expectNoSeriousAxeViolation(new AxeBuilder({ page }).include('.ant-dropdown'), "the top bar's menu");
          await page.keyboard.press('Escape');
        });
      });
    }
  });
}
