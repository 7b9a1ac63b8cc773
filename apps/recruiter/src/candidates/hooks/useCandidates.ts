import { useCallback, useState } from 'react';
import { RECRUITER_PAGE_SIZE_DEFAULT } from '@capsuisse/contracts';
import { api, ApiError, useLatest } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { RECRUITER_TOASTS } from '../texts';

/**
 * One page of the candidates (`GET /api/recruiter/candidates`), with the counters over all of them. A 403 is
 * the server saying this recruiter is not approved (yet): its text is kept for the page, not toasted.
 */
export function useCandidates(page: number, pageSize = RECRUITER_PAGE_SIZE_DEFAULT) {
  const toast = useToast();
  const [denied, setDenied] = useState<string | null>(null);
  const load = useCallback(() => api.recruiter.candidates(page, pageSize), [page, pageSize]);
  const { data, failed, loading } = useLatest(load, (error) => {
    if (error instanceof ApiError && error.status === 403) setDenied(error.message);
    else toast.error(RECRUITER_TOASTS.loadFailed, error instanceof Error ? error.message : undefined);
  });
  return { data, failed, loading, denied };
}
