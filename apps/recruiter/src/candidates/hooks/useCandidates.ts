import { useEffect, useRef, useState } from 'react';
import { RECRUITER_PAGE_SIZE_DEFAULT, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { RECRUITER_TOASTS } from '../texts';

/** One page of the candidates (`GET /api/recruiter/candidates`), with the counters over all of them. */
export function useCandidates(page: number, pageSize = RECRUITER_PAGE_SIZE_DEFAULT) {
  const [data, setData] = useState<RecruiterCandidatesResponse>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const toast = useToast();
  // Only the answer to the latest page asked is kept (an earlier, slower one must not overwrite it).
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    api.recruiter.candidates(page, pageSize).then(
      (result) => {
        if (call !== latest.current) return;
        setData(result);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        setFailed(true);
        setLoading(false);
        toast.error(RECRUITER_TOASTS.loadFailed, error instanceof Error ? error.message : undefined);
      },
    );
  }, [page, pageSize, toast]);

  return { data, failed, loading };
}
