import { useCallback } from 'react';
import { ApiError } from '@capsuisse/web-api-client';
import { usePaymentRedirect } from '@capsuisse/web-auth';

/**
 * The server's side of the gate: a 402 from the documents API (e.g. access withdrawn after the profile
 * was read) sends the client to /payment like the shell's guard. Returns true when it was that case.
 */
export function usePaymentGate(): (error: unknown) => boolean {
  const redirect = usePaymentRedirect();
  return useCallback(
    (error) => {
      if (!(error instanceof ApiError && error.status === 402)) return false;
      redirect();
      return true;
    },
    [redirect],
  );
}
