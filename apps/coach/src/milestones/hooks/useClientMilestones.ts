import { useCallback, useState } from 'react';
import type { ClientMilestones, MilestoneCreate, MilestoneUpdate } from '@capsuisse/contracts';
import { api, ApiError, useLatest } from '@capsuisse/web-api-client';
import { useToast, type ToastText } from '@capsuisse/web-ui';
import { MILESTONE_TOASTS } from '../texts';

/**
 * One client's path as its coach manages it: each write answers with the whole path (codes, order,
 * progress), shown at once; `onChanged` lets the client list refresh its progress figure.
 */
export function useClientMilestones(clientId: string, onChanged: () => unknown) {
  const toast = useToast();
  const [written, setWritten] = useState<ClientMilestones>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => api.milestones.ofClient(clientId), [clientId]);
  const { data: loaded, failed } = useLatest(load, () => undefined);

  const write = useCallback(
    async (send: () => Promise<ClientMilestones>, success: ToastText): Promise<boolean> => {
      setBusy(true);
      try {
        setWritten(await send());
        toast.success(success);
        onChanged();
        return true;
      } catch (error) {
        // The server's French message says what was wrong (validation, not assigned, code taken…).
        toast.error(MILESTONE_TOASTS.failed, error instanceof ApiError ? error.message : undefined);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast, onChanged],
  );

  const path = written ?? loaded;
  return {
    path,
    failed: failed && !written,
    busy,
    create: (body: MilestoneCreate) => write(() => api.milestones.create(clientId, body), MILESTONE_TOASTS.created),
    update: (id: string, body: MilestoneUpdate) => write(() => api.milestones.update(clientId, id, body), MILESTONE_TOASTS.updated),
    complete: (id: string) => write(() => api.milestones.update(clientId, id, { status: 'termine' }), MILESTONE_TOASTS.completed),
    remove: (id: string) => write(() => api.milestones.remove(clientId, id), MILESTONE_TOASTS.removed),
    /** Swaps the step with its neighbour above (-1) or below (+1). */
    move: (id: string, by: -1 | 1) => {
      const ids = (path?.milestones ?? []).map((m) => m.id);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve(false);
      [ids[from], ids[to]] = [ids[to], ids[from]];
      return write(() => api.milestones.reorder(clientId, ids), MILESTONE_TOASTS.reordered);
    },
  };
}
