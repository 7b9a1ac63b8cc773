import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@capsuisse/web-router';
import { PAGES, PAYMENT_REDIRECT_MS, TOASTS } from '@capsuisse/contracts';
import { useToast } from '@capsuisse/web-ui';

/**
 * Sends an unpaid user to /payment the way spec §8 says: the 🔒 toast at once, the redirect after
 * 1.5 s. Calling it again does nothing, so a guard and a 402 on the same page show one toast.
 */
export function usePaymentRedirect(): () => void {
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the page before the delay (e.g. signing out) must not pull the user to /payment later.
  // The ref is cleared too: StrictMode remounts once in development, and the remount must redirect.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  return useCallback(() => {
    if (timer.current) return;
    toast.error(TOASTS.paymentRequired);
    // Cleared once done: the router keeps this gate mounted from page to page, and the next paid page must redirect too.
    timer.current = setTimeout(() => {
      timer.current = null;
      navigate(PAGES.payment.path, { replace: true });
    }, PAYMENT_REDIRECT_MS);
  }, [toast, navigate]);
}
