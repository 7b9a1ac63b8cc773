import { ApiError, NETWORK_ERROR_MESSAGE } from '@capsuisse/web-api-client';

/** The French text to show for a failed call: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}
