import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoachClientsResponse } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { COACH_TOASTS } from '../texts';

/** Waits for the coach to stop typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The coach's assigned clients, filtered by e-mail on the server (`GET /api/coach/clients?search=`). */
export function useCoachClients(search: string) {
  const [data, setData] = useState<CoachClientsResponse>();
  const [failed, setFailed] = useState(false);
  const toast = useToast();
  // Only the answer to the latest search is kept (an earlier, slower one must not overwrite it).
  const latest = useRef(0);

  const load = useCallback(
    async (term: string) => {
      const call = ++latest.current;
      try {
        const result = await api.coach.clients(term.trim());
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
    const timer = setTimeout(() => void load(search), search ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [search, load]);

  const reload = useCallback(() => load(search), [load, search]);
  return { data, failed, reload };
}
