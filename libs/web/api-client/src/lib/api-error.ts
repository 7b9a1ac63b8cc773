import type { ApiErrorBody } from '@capsuisse/contracts';

/** Shown when the server cannot be reached at all (status 0). */
export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur, vérifiez votre connexion';

/** Every failed call throws this: `message` is the French text the user is shown. */
export class ApiError extends Error {
  readonly body: ApiErrorBody;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.body = body;
  }

  get status(): number {
    return this.body.statusCode;
  }

  /** Network failure or gateway trouble: worth retrying (the others will fail the same way). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['statusCode'] === 'number' && typeof v['message'] === 'string';
}

/** Builds the error of a non-2xx response, whatever its body looks like. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError({ ...body, error: body.error ?? response.statusText });
  return new ApiError({ statusCode: response.status, error: response.statusText, message: response.statusText || `HTTP ${response.status}` });
}

export function networkError(): ApiError {
  return new ApiError({ statusCode: 0, error: 'Network Error', message: NETWORK_ERROR_MESSAGE });
}
