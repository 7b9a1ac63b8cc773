import { useCallback } from 'react';
import { RECRUITER_PAGE_SIZE_DEFAULT } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { RECRUITER_TOASTS } from '../texts';

/** One page of the candidates (`GET /api/recruiter/candidates`), with the counters over all of them. */
export function useCandidates(page: number, pageSize = RECRUITER_PAGE_SIZE_DEFAULT) {
  const toast = useToast();
  const load = useCallback(() => api.recruiter.candidates(page, pageSize), [page, pageSize]);
  const { data, failed, loading } = useLatest(load, (error) =>
    toast.error(RECRUITER_TOASTS.loadFailed, error instanceof Error ? error.message : undefined),
  );
  return { data, failed, loading };
}
