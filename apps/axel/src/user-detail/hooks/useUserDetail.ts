import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUserDetail } from '@capsuisse/contracts';
import { ApiError, api } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { serverMessage } from '../../shared/roles';
import { DETAIL_TOASTS } from '../texts';

export type DetailState = { kind: 'loading' } | { kind: 'found'; detail: AdminUserDetail } | { kind: 'not-found' } | { kind: 'failed' };

/**
 * `GET /api/admin/users/:id`. An id the server refuses (400, not a uuid) or does not know (404) is
 * "not found"; anything else is a load failure. `reload` keeps the page shown while it asks again.
 */
export function useUserDetail(userId: string) {
  const toast = useToast();
  const [state, setState] = useState<DetailState>({ kind: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    try {
      const detail = await api.admin.user(userId);
      if (call === latest.current) setState({ kind: 'found', detail });
    } catch (error) {
      if (call !== latest.current) return;
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        setState({ kind: 'not-found' });
        return;
      }
      setState((previous) => (previous.kind === 'found' ? previous : { kind: 'failed' }));
      toast.error(DETAIL_TOASTS.loadFailed, serverMessage(error));
    }
  }, [userId, toast]);

  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  return { state, reload: load };
}
