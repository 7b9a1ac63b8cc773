// Business constants of spec §9, in one place for API and web.
export const PRICES = { CHF: 399, EUR: 448 } as const;
export type Currency = keyof typeof PRICES;

/** Prices as people read them (DESIGN.md "Conventions for people"): `CHF 399.–`. */
export const formatPrice = (currency: Currency): string => `${currency} ${PRICES[currency]}.–`;

export const EMAIL_MAX = 255;
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNUP_PASSWORD_MAX = 128;
export const ADMIN_CREATE_PASSWORD_MIN = 8;
export const ADMIN_RESET_PASSWORD_MIN = 6;
export const NAME_MAX = 100;
export const DEFAULT_DIAL_CODE = '+41';

export const SIGNUP_REDIRECT_MS = 1000;
export const PAYMENT_REDIRECT_MS = 1500;
export const RELOAD_AFTER_ACTION_MS = 500;
export const SIGNED_LINK_SECONDS = 3600;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const COUNTDOWN_RED_HOURS = 12;
export const COUNTDOWN_ORANGE_HOURS = 24;
export const VALIDATION_WORKING_HOURS = 48;
export const TRAINING_DAYS = 5;
export const FOLLOW_UP_DAYS = 10;

export const SESSION_REFRESH_CHECK_MS = 30_000;
export const SESSION_REFRESH_BACKOFF_START_MS = 200;
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const RESET_TOKEN_SECONDS = 3600;

/** The landing page's marketing figures (spec §9), shown as people read them. */
export const MARKETING_FIGURES = {
  placementRate: '87 %',
  weeksToOffer: '4-5 semaines',
  medianSalary: '85k CHF',
  satisfaction: '4.8/5',
  initialCallMinutes: 30,
} as const;
