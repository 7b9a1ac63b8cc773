import { useCallback, useState } from 'react';
import { api, useLatest } from '@capsuisse/web-api-client';
import { usePaymentGate } from '../../uploads/hooks/usePaymentGate';

/** The client's own path (`GET /api/milestones`); a 402 (access withdrawn) sends it to /payment instead of an error. */
export function useMyMilestones() {
  const paymentGate = usePaymentGate();
  const [unpaid, setUnpaid] = useState(false);
  const load = useCallback(() => api.milestones.mine(), []);
  const onError = useCallback((error: unknown) => setUnpaid(paymentGate(error)), [paymentGate]);
  const { data, failed } = useLatest(load, onError);
  return { milestones: data, failed: failed && !unpaid, unpaid };
}
