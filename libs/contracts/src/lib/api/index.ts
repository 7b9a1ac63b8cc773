import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { coachRoutes } from './coach';
import { documentRoutes } from './documents';
import { milestoneRoutes } from './milestones';
import { paymentRoutes } from './payments';
import { privacyRoutes } from './privacy';
import { profileRoutes } from './profile';
import { programmeRoutes } from './programme';
import { recruiterRoutes } from './recruiter';
import { resourceRoutes, supportRoutes } from './resources';
import type { RouteDef } from './route';
import { systemRoutes } from './system';

export * from './route';
export { COACH_SEARCH_MAX } from './coach';

/**
 * Every endpoint the web calls, once (DESIGN.md "API surface"): the API binds each handler to its entry
 * with `@Endpoint`, the web client calls through it, and an API test checks both ways that they agree.
 * Outside on purpose: `GET /storage/:owner/:name` (signed file links) and `/payments/demo/:id` (an HTML page).
 */
export const API = {
  system: systemRoutes,
  auth: authRoutes,
  me: profileRoutes,
  privacy: privacyRoutes,
  documents: documentRoutes,
  coach: coachRoutes,
  milestones: milestoneRoutes,
  recruiter: recruiterRoutes,
  payments: paymentRoutes,
  admin: adminRoutes,
  resources: resourceRoutes,
  support: supportRoutes,
  programme: programmeRoutes,
};

/** The same entries as a flat list (the API's contract test walks it); a function, so bundles that never call it drop it. */
export const listRoutes = (): RouteDef[] => Object.values(API).flatMap((group) => Object.values(group) as RouteDef[]);
