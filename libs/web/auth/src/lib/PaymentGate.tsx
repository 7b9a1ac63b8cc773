import { useEffect, type ReactNode } from 'react';
import type { PageDef } from '@capsuisse/contracts';
import { useProfile } from '@capsuisse/web-api-client';
import { PageLoader } from '@capsuisse/web-ui';
import { usePaymentRedirect } from './use-payment-redirect';

/**
 * The payment gate in the browser: on a page the registry marks `paid`, an unpaid user gets the 🔒
 * toast and /payment after 1.5 s instead of the page. Other pages (dashboard, /payment itself) pass
 * through. The server answers 402 anyway; this spares the user a page that cannot load.
 */
export function PaymentGate({ page, children }: { page: PageDef; children: ReactNode }) {
  const gated = page.paid;
  const { data: profile, error } = useProfile();
  const redirect = usePaymentRedirect();
  const unpaid = gated && profile?.has_paid === false;

  useEffect(() => {
    if (unpaid) redirect();
  }, [unpaid, redirect]);

  if (!gated) return children;
  // Without a profile (still loading) nothing is shown; if it cannot be read the page and its 402 decide.
  if (unpaid || (!profile && !error)) return <PageLoader />;
  return children;
}
