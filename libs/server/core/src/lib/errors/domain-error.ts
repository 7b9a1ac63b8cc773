import { API_ERRORS, type ApiErrorBody } from '@capsuisse/contracts';

/** Status of each domain error code; the filter maps them to HTTP (services know no HTTP). */
export const DOMAIN_ERROR_STATUS = {
  unauthenticated: 401,
  invalid_credentials: 401,
  session_expired: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_input: 400,
  too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/** A rule said no. `message` is the French text the user is shown. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Sent as `Retry-After` (a rate limit's refusal). */
    readonly retryAfterSeconds?: number,
    /** What the body carries besides the message (a taken slot's next free ones). */
    readonly extra?: Pick<ApiErrorBody, 'next_slots'>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }
}

export const Errors = {
  unauthenticated: () => new DomainError('unauthenticated', API_ERRORS.unauthenticated),
  sessionExpired: () => new DomainError('session_expired', API_ERRORS.sessionExpired),
  invalidCredentials: () => new DomainError('invalid_credentials', API_ERRORS.invalidCredentials),
  paymentRequired: () => new DomainError('payment_required', API_ERRORS.paymentRequired),
  forbidden: (message: string = API_ERRORS.forbidden) => new DomainError('forbidden', message),
  notFound: (message: string = API_ERRORS.notFound) => new DomainError('not_found', message),
  conflict: (message: string = API_ERRORS.conflict) => new DomainError('conflict', message),
  invalid: (message: string) => new DomainError('invalid_input', message),
  tooManyRequests: (retryAfterSeconds: number, message: string = API_ERRORS.tooManyRequests) => new DomainError('too_many_requests', message, retryAfterSeconds),
  /** A body over its cap (an upload over 10 MB). */
  tooLarge: (message: string) => new DomainError('too_large', message),
  /** An outside service (the payment provider) failed; `message` says what the user could not do. */
  unavailable: (message: string) => new DomainError('unavailable', message),
};
