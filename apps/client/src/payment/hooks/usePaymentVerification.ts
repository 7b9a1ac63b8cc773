import { useCallback, useEffect, useState } from 'react';
import { PAYMENT_MESSAGES } from '@capsuisse/contracts';
import { api, profileResource } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';

export type VerificationStatus = 'checking' | 'paid' | 'pending' | 'failed';

/**
 * Asks the server whether the checkout session is paid (it asks the provider; the query string alone
 * proves nothing). Once paid, the shared profile is re-read so the dashboard unlocks at once.
 */
export function usePaymentVerification(sessionId: string | null): {
  status: VerificationStatus;
  check: () => Promise<void>;
} {
  const toast = useToast();
  const [status, setStatus] = useState<VerificationStatus>('checking');

  const check = useCallback(async () => {
    if (!sessionId) return;
    setStatus('checking');
    try {
      const { paid } = await api.payments.verify({ session_id: sessionId });
      if (paid) await profileResource.load(true).catch(() => undefined);
      setStatus(paid ? 'paid' : 'pending');
    } catch {
      toast.error(PAYMENT_MESSAGES.verifyError);
      setStatus('failed');
    }
  }, [sessionId, toast]);

  useEffect(() => {
    void check();
  }, [check]);

  return { status, check };
}
