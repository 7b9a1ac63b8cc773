import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_REDIRECT_MS, TOASTS } from '@capsuisse/contracts';
import { ApiError } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';

/**
 * An unpaid client gets 402 from the documents API: show the 🔒 toast once and go to /payment after
 * 1.5 s (spec §8). Returns true when the error was that case.
 */
export function usePaymentGate(): (error: unknown) => boolean {
  const toast = useToast();
  const navigate = useNavigate();
  const sent = useRef(false);
  return useCallback(
    (error) => {
      if (!(error instanceof ApiError && error.status === 402)) return false;
      if (!sent.current) {
        sent.current = true;
        toast.error(TOASTS.paymentRequired);
        setTimeout(() => navigate('/payment', { replace: true }), PAYMENT_REDIRECT_MS);
      }
      return true;
    },
    [toast, navigate],
  );
}
