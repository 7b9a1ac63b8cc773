import { TOASTS } from './messages';
import { ROLE_SETS, type Role } from './roles';

/** The role remotes the shell loads at run time (their names in `/remotes.json`). */
export const REMOTES = ['client', 'coach', 'recruiter', 'axel'] as const;
export type RemoteName = (typeof REMOTES)[number];

export interface PageDef {
  path: `/${string}`;
  /** Who renders it: the shell itself, or a role remote. */
  owner: 'shell' | RemoteName;
  /** 'public': anyone; otherwise the signed-in roles that may open it (the others are refused). */
  access: 'public' | readonly Role[];
  /** A client feature behind the payment gate: unpaid → /payment in the web, 402 from the API. */
  paid: boolean;
  /** Its label in the top bar's 'Mon compte' menu, when it is there ('Tableau de bord' leads to the role home, not to a page). */
  menu?: string;
  /** The roles whose home it is (spec §6). */
  homeOf?: readonly Role[];
  /** Shown to a signed-in user of another role before they are sent home (spec §6); every page that refuses a role has one. */
  denied?: { title: string; description: string };
}

/**
 * Every page the platform serves, once (spec §2). The shell's routes and guards, the role homes, the
 * payment gate, the top bar's menu and each remote's page list are derived from it; a page is added
 * here when it is built, so nothing links to a path no route serves.
 */
export const PAGES = {
  login: { path: '/login', owner: 'shell', access: 'public', paid: false },
  signup: { path: '/signup', owner: 'shell', access: 'public', paid: false },
  countries: { path: '/countries', owner: 'shell', access: 'public', paid: false },
  signupGeneral: { path: '/signup-general', owner: 'shell', access: 'public', paid: false },
  coachRecruitment: { path: '/accompagnateur', owner: 'shell', access: 'public', paid: false },
  forgotPassword: { path: '/forgot-password', owner: 'shell', access: 'public', paid: false },
  resetPassword: { path: '/reset-password', owner: 'shell', access: 'public', paid: false },
  unsubscribe: { path: '/desabonnement', owner: 'shell', access: 'public', paid: false },
  // "Any other or missing role" lands here (spec §6): it is the default home.
  dashboard: { path: '/dashboard', owner: 'client', access: ROLE_SETS.dashboard, paid: false, denied: TOASTS.clientsOnly },
  uploads: { path: '/uploads', owner: 'client', access: ROLE_SETS.clients, paid: true, menu: 'Documents', denied: TOASTS.clientsOnly },
  timeline: { path: '/timeline', owner: 'client', access: ROLE_SETS.clients, paid: true, menu: 'Parcours', denied: TOASTS.clientsOnly },
  messages: { path: '/messages', owner: 'client', access: ROLE_SETS.clients, paid: true, menu: 'Messages', denied: TOASTS.clientsOnly },
  ressources: { path: '/ressources', owner: 'client', access: ROLE_SETS.clients, paid: true, denied: TOASTS.clientsOnly },
  support: { path: '/support', owner: 'client', access: ROLE_SETS.clients, paid: true, denied: TOASTS.clientsOnly },
  training: { path: '/formation-5j', owner: 'client', access: ROLE_SETS.clients, paid: true, denied: TOASTS.clientsOnly },
  followUp: { path: '/suivi-10j', owner: 'client', access: ROLE_SETS.clients, paid: true, denied: TOASTS.clientsOnly },
  jobSearch: { path: '/recherches', owner: 'client', access: ROLE_SETS.clients, paid: true, menu: "Recherches d'emploi", denied: TOASTS.clientsOnly },
  calls: { path: '/rendez-vous', owner: 'client', access: ROLE_SETS.clients, paid: false, denied: TOASTS.clientsOnly },
  payment: { path: '/payment', owner: 'client', access: ROLE_SETS.clients, paid: false, denied: TOASTS.clientsOnly },
  paymentSuccess: { path: '/payment-success', owner: 'client', access: ROLE_SETS.clients, paid: false, denied: TOASTS.clientsOnly },
  account: { path: '/compte', owner: 'shell', access: ROLE_SETS.everyone, paid: false, menu: 'Sécurité et données' },
  notifications: { path: '/notifications', owner: 'shell', access: ROLE_SETS.everyone, paid: false },
  coachDashboard: {
    path: '/accompagnateur-dashboard',
    owner: 'coach',
    access: ROLE_SETS.coachSpace,
    paid: false,
    homeOf: ['accompagnateur'],
    denied: TOASTS.coachDenied,
  },
  coachAgenda: { path: '/accompagnateur-agenda', owner: 'coach', access: ROLE_SETS.coachSpace, paid: false, denied: TOASTS.coachDenied },
  coachAvailability: { path: '/accompagnateur-disponibilites', owner: 'coach', access: ROLE_SETS.coachSpace, paid: false, denied: TOASTS.coachDenied },
  recruiterDashboard: {
    path: '/recruiter-dashboard',
    owner: 'recruiter',
    access: ROLE_SETS.recruiterSpace,
    paid: false,
    homeOf: ['recruteur'],
    denied: TOASTS.recruiterDenied,
  },
  axelDashboard: {
    path: '/axel-dashboard',
    owner: 'axel',
    access: ROLE_SETS.axelSpace,
    paid: false,
    homeOf: ['axel'],
    denied: TOASTS.axelDenied,
  },
  // A react-router pattern: whatever reads paths matches it as one (see `matchPath`), never as a literal.
  userDetail: { path: '/user/:userId', owner: 'axel', access: ROLE_SETS.axelSpace, paid: false, denied: TOASTS.axelOnly },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof PAGES;
type Pages = typeof PAGES;
/** The paths a given owner (the shell, or one remote) must render. */
export type PagePathOf<O extends PageDef['owner']> = { [K in PageId]: Pages[K]['owner'] extends O ? Pages[K]['path'] : never }[PageId];

export const PAGE_LIST: readonly PageDef[] = Object.values(PAGES);

export const pagesOf = (owner: PageDef['owner']): readonly PageDef[] => PAGE_LIST.filter((p) => p.owner === owner);

const pathPattern = (pattern: string): RegExp =>
  new RegExp(`^${pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/** The page serving a URL path: registry paths may hold `:param` segments (one segment each). */
export const pageAt = (path: string): PageDef | undefined => PAGE_LIST.find((p) => pathPattern(p.path).test(path));

/** A registry path with its `:param` segments filled in (URI-encoded). */
export const pathTo = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** May this role open the page? (Public pages: anyone.) */
export const canOpen = (page: PageDef, role: Role | null | undefined): boolean =>
  page.access === 'public' || (role != null && page.access.includes(role));

/**
 * Where a signed-in user lands (spec §6): the page whose home it is, the housing guide for
 * `client_se_loger` (`housingGuideUrl` is configuration), /dashboard for any other or missing role.
 */
export function roleHome(role: Role | null | undefined, housingGuideUrl: string): string {
  if (role === 'client_se_loger') return housingGuideUrl;
  const home = role ? PAGE_LIST.find((p) => p.homeOf?.includes(role)) : undefined;
  return (home ?? PAGES.dashboard).path;
}
