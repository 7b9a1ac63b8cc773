import { useCallback, useState } from 'react';
import { useNavigate } from '@capsuisse/web-router';
import { PAGES, PAYMENT_MESSAGES, type Currency } from '@capsuisse/contracts';
import { api, ApiError, profileResource } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';

/**
 * Creates the checkout session and opens the provider in a new tab. The tab is opened synchronously
 * inside the click (popup blockers allow that), then sent to the provider once its URL is known.
 */
export function useCheckout(): { checkout: (currency: Currency) => Promise<void>; opening: boolean } {
  const toast = useToast();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  const checkout = useCallback(
    async (currency: Currency) => {
      const tab = window.open('', '_blank');
      setOpening(true);
      try {
        const { url } = await api.payments.checkout({ currency });
        if (tab) {
          // The provider's page must not be able to script this tab back.
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
      } catch (error) {
        tab?.close();
        if (error instanceof ApiError && error.status === 401) {
          toast.error(PAYMENT_MESSAGES.authError, 'Veuillez vous connecter pour effectuer le paiement');
          navigate(PAGES.login.path, { replace: true });
        } else if (error instanceof ApiError && error.status === 409) {
          // Paid meanwhile (e.g. in another tab): the page turns into the member view.
          toast.info(PAYMENT_MESSAGES.alreadyPaid);
          await profileResource.load(true).catch(() => undefined);
        } else {
          toast.error(PAYMENT_MESSAGES.checkoutError);
        }
      } finally {
        setOpening(false);
      }
    },
    [toast, navigate],
  );

  return { checkout, opening };
}
