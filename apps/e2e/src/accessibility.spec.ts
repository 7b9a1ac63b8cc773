import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, motionOver, signInViaApi, useStoredSession } from './support';

// axe-core on each page in both themes: no serious or critical violation. One row per page; the
// account is null for a signed-out visitor, else a demo account (see README). `ready` is a heading
// the page shows once its content has loaded; `prepare` brings it to the state worth checking.
interface Row {
  path: string;
  /** Tells two states of one path apart in the test names. */
  state?: string;
  account: string | null;
  ready: string | RegExp;
  prepare?: (page: Page) => Promise<void>;
}

const CLIENT = 'client@demo.capsuisse.ch';

/** The client's dashboard with a button of `selector` under the pointer: text stays readable on its hover colours too. */
function hovered(what: string, selector: string): Row {
  return {
    path: '/dashboard',
    state: `${what} hovered`,
    account: CLIENT,
    ready: 'Votre tableau de bord',
    prepare: (page) => page.locator(`${selector}:not([disabled]):visible`).first().hover(),
  };
}

const PAGES_TO_CHECK: Row[] = [
  { path: '/', account: null, ready: 'Ton emploi en Suisse' },
  { path: '/login', account: null, ready: /Bienvenue sur/ },
  { path: '/signup', account: null, ready: /^Rejoignez/ },
  {
    path: '/signup',
    state: 'form',
    account: null,
    ready: /^Rejoignez/,
    // The shared form appears once a profile is chosen.
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Je cherche un emploi' }).click();
      await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
    },
  },
  { path: '/countries', account: null, ready: 'Nos destinations' },
  { path: '/accompagnateur', account: null, ready: 'Devenez accompagnateur' },
  { path: '/dashboard', account: CLIENT, ready: 'Votre tableau de bord' },
  { path: '/uploads', account: CLIENT, ready: 'Vos documents' },
  hovered('a primary button', '.ant-btn-primary'),
  hovered('an outlined button', '.ant-btn-variant-outlined'),
  { path: '/timeline', account: CLIENT, ready: 'Votre parcours' },
  { path: '/formation-5j', account: CLIENT, ready: /^Formation 5 jours/ },
  { path: '/suivi-10j', account: CLIENT, ready: /^Campagne 10 jours/ },
  { path: '/ressources', account: CLIENT, ready: 'Ressources' },
  { path: '/support', account: CLIENT, ready: 'Support' },
];

const THEMES = ['dark', 'light'] as const;

for (const row of PAGES_TO_CHECK) {
  for (const theme of THEMES) {
    test(`${row.path}${row.state ? ` ${row.state}` : ''} (${row.account ?? 'signed out'}, ${theme} theme): no serious or critical axe violation`, async ({ page, request }) => {
      if (row.account) await useStoredSession(page, await signInViaApi(request, row.account, DEMO_PASSWORD));
      await page.goto(row.path);
      // A loaded machine may be slow to bring in a remote: the page's own heading says it is there.
      await expect(page.getByRole('heading', { name: row.ready }).first()).toBeVisible({ timeout: 20_000 });
      // Dark is the default; light is chosen with the theme toggle, as a visitor would.
      if (theme === 'light') await page.getByRole('button', { name: 'Thème clair' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await row.prepare?.(page);
      // Transitions (antd's motion, theme colours) over before reading contrast.
      await motionOver(page);

      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? '')}`).slice(0, 8).join(' | ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
