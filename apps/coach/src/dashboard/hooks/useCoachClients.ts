import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoachClientsResponse, CoachFilter } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { COACH_TOASTS } from '../texts';

/** Waits for the coach to stop typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One page of the coach's assigned clients, filtered by e-mail (and to those waiting for the coach) on the server (`GET /api/coach/clients?search=&page=&filter=`). */
export function useCoachClients(search: string, page: number, filter?: CoachFilter) {
  const [data, setData] = useState<CoachClientsResponse>();
  const [failed, setFailed] = useState(false);
  const toast = useToast();
  // Only the answer to the latest search is kept (an earlier, slower one must not overwrite it).
  const latest = useRef(0);

  const load = useCallback(
    async (term: string, pageNumber: number, only?: CoachFilter) => {
      const call = ++latest.current;
      try {
        const result = await api.coach.clients(term.trim(), pageNumber, only);
        if (call !== latest.current) return;
        setData(result);
        setFailed(false);
      } catch {
        if (call !== latest.current) return;
        setFailed(true);
        toast.error(COACH_TOASTS.loadFailed);
      }
    },
    [toast],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(search, page, filter), search ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [search, page, filter, load]);

  const reload = useCallback(() => load(search, page, filter), [load, search, page, filter]);
  return { data, failed, reload };
}
