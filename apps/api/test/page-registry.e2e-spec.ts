import { API, canOpen, PAGES, ROLES, type PageId, type Role, type RouteDef } from '@capsuisse/contracts';
import { TestApp } from './harness';

// The page registry's other half: the API route each signed-in page loads its content from answers
// exactly the page's roles (403 for the others) and its payment gate (402 for an unpaid client).

type SignedInPageId = { [K in PageId]: (typeof PAGES)[K]['access'] extends 'public' ? never : K }[PageId];

/**
 * Every signed-in page needs an entry: a new page without one fails typecheck. `shared`: the route also
 * serves every signed-in page (the top bar reads the profile), so it answers more roles than the page opens to.
 */
const PAGE_DATA: Record<SignedInPageId, { route: RouteDef; body?: unknown; shared?: true }> = {
  dashboard: { route: API.me.get, shared: true },
  uploads: { route: API.documents.list },
  timeline: { route: API.milestones.mine },
  messages: { route: API.conversation.mine },
  ressources: { route: API.resources.list },
  support: { route: API.support.contact },
  training: { route: API.programme.training },
  followUp: { route: API.programme.followUp },
  jobSearch: { route: API.programme.applications },
  payment: { route: API.payments.checkout, body: { currency: 'CHF' } },
  calls: { route: API.calls.mine },
  paymentSuccess: { route: API.payments.verify, body: { session_id: 'cs_test_unknown' } },
  account: { route: API.auth.user },
  notifications: { route: API.notifications.list },
  coachDashboard: { route: API.coach.clients },
  coachAgenda: { route: API.calls.agenda },
  coachAvailability: { route: API.calls.availability },
  recruiterDashboard: { route: API.recruiter.candidates },
  axelDashboard: { route: API.admin.users },
  userDetail: { route: API.admin.user },
};

// Routes with `:param` segments are called with an id nobody has: the role checks come before the lookup.
const ABSENT_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (route: RouteDef) => `/api${route.path.replace(/:[A-Za-z]\w*/g, ABSENT_ID)}`;

const entries = Object.entries(PAGE_DATA) as [SignedInPageId, (typeof PAGE_DATA)[SignedInPageId]][];

const callers: { name: string; role: Role; hasPaid: boolean }[] = [
  ...ROLES.map((role) => ({ name: role, role, hasPaid: true })),
  { name: 'unpaid client', role: 'client', hasPaid: false },
];

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

it("declares each page's route with the page's roles and payment gate", () => {
  for (const [id, { route, shared }] of entries) {
    const page = PAGES[id];
    const roles = route.access.kind === 'signed-in' ? ROLES : route.access.kind === 'roles' ? route.access.roles : [];
    const pageRoles = shared ? ROLES : page.access;
    expect({ page: page.path, roles: [...roles].sort() }).toEqual({ page: page.path, roles: [...pageRoles].sort() });
    expect({ page: page.path, paid: route.access.kind === 'roles' && route.access.paid }).toEqual({ page: page.path, paid: page.paid });
  }
});

it('answers every role on each page as the registry says (403 refused, 402 unpaid, allowed otherwise)', async () => {
  const mismatches: string[] = [];
  for (const caller of callers) {
    const { session } = await t.userWith(caller.role, { hasPaid: caller.hasPaid });
    for (const [id, { route, body, shared }] of entries) {
      const page = PAGES[id];
      const res = await t.request(route.method, urlOf(route), { token: session.access_token, body });
      const want = !shared && !canOpen(page, caller.role) ? 403 : page.paid && !caller.hasPaid ? 402 : 'allowed';
      const ok = want === 'allowed' ? ![401, 402, 403].includes(res.status) && res.status < 500 : res.status === want;
      if (!ok) mismatches.push(`${page.path} (${route.method} ${route.path}) as ${caller.name}: expected ${want}, got ${res.status}`);
    }
  }
  expect(mismatches).toEqual([]);
});
