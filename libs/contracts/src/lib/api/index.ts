import type { INPUTS } from './inputs';
import type { RouteDef, WithInput } from './route';
import { ROUTES } from './routes';

export * from './route';
export { INPUTS, inputOf } from './inputs';
export { SUMMARIES, summaryOf } from './summaries';
export { COACH_SEARCH_MAX } from './coach';
export * from './responses';

type Routes = typeof ROUTES;
type InputAt<G, K> = G extends keyof typeof INPUTS
  ? K extends keyof (typeof INPUTS)[G]
    ? (typeof INPUTS)[G][K]
    : undefined
  : undefined;

/**
 * Every endpoint the web calls, once (DESIGN.md "API surface"): the API binds each handler to its entry
 * with `@Endpoint`, the web client calls through it, and an API test checks both ways that they agree.
 * Outside on purpose: `GET /storage/:owner/:name` (signed file links) and `/payments/demo/:id` (an HTML page).
 */
export const API: { [G in keyof Routes]: { [K in keyof Routes[G]]: WithInput<Routes[G][K], InputAt<G, K>> } } = ROUTES;

/** The same entries as a flat list (the API's contract test walks it); a function, so bundles that never call it drop it. */
export const listRoutes = (): RouteDef[] => Object.values(API).flatMap((group) => Object.values(group) as RouteDef[]);
