import { useCallback } from 'react';
import type { AdminUsersQuery } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { serverMessage } from '../../shared/roles';
import { DASHBOARD_TOASTS } from '../texts';

/** One page of the users table (`GET /api/admin/users`): sorted, filtered and searched by the server. */
/** `refreshKey`: a change asks again (after a creation elsewhere on the dashboard). */
export function useAdminUsers(query: AdminUsersQuery, refreshKey = 0) {
  const toast = useToast();
  const { sort, order, role, search, page, page_size } = query;
  const load = useCallback(
    () => api.admin.users({ sort, order, role, search, page, page_size }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refreshKey only asks again
    [sort, order, role, search, page, page_size, refreshKey],
  );
  return useLatest(load, (error) => toast.error(DASHBOARD_TOASTS.loadFailed, serverMessage(error)));
}

/** The dashboard's counters (`GET /api/admin/counters`). */
export function useAdminCounters(refreshKey = 0) {
  const toast = useToast();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- refreshKey only asks again
  const load = useCallback(() => api.admin.counters(), [refreshKey]);
  return useLatest(load, (error) => toast.error(DASHBOARD_TOASTS.loadFailed, serverMessage(error)));
}
