/**
 * The client features of spec §2 that need `has_paid` (spec §4 "Payment gate"): the one list the web
 * gate reads. A page added later on one of these paths is gated as soon as it is routed.
 */
export const PAID_PATHS: readonly string[] = [
  '/uploads',
  '/timeline',
  '/formation-5j',
  '/suivi-10j',
  '/ressources',
  '/support',
];

export const isPaidPath = (path: string): boolean => PAID_PATHS.includes(path);
