import { useCallback, useState } from 'react';
import { RELOAD_AFTER_ACTION_MS } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useToast, type ToastText } from '@capsuisse/web-ui';
import { downloadFile, viewFile } from '@capsuisse/web-ui-files';
import { COACH_TOASTS } from '../texts';

/** View, download, validate and reject one document; a verdict reloads the list 500 ms later. */
export function useDocumentActions(onReviewed: () => Promise<void>) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const view = useCallback(
    async (id: string, mimeType: string) => {
      // Opened before the await so the browser still sees the click (no popup blocking).
      const tab = window.open('', '_blank');
      try {
        await viewFile(tab, (await api.documents.link(id)).url, mimeType);
      } catch {
        tab?.close();
        toast.error(COACH_TOASTS.openFailed);
      }
    },
    [toast],
  );

  const download = useCallback(
    async (id: string) => {
      try {
        downloadFile((await api.documents.link(id)).url);
      } catch {
        toast.error(COACH_TOASTS.downloadFailed);
      }
    },
    [toast],
  );

  const review = useCallback(
    async (id: string, action: () => Promise<unknown>, success: ToastText, failure: ToastText) => {
      setBusy(id);
      try {
        await action();
        toast.success(success);
        setTimeout(() => void onReviewed(), RELOAD_AFTER_ACTION_MS);
        return true;
      } catch {
        toast.error(failure);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [toast, onReviewed],
  );

  const validate = useCallback((id: string) => review(id, () => api.documents.validate(id), COACH_TOASTS.validated, COACH_TOASTS.validateFailed), [review]);

  /** An empty reason is refused here, nothing sent (the server refuses it too). */
  const reject = useCallback(
    async (id: string, reason: string) => {
      const { rejectSchema } = await import('../../schemas');
      const parsed = rejectSchema.safeParse({ reason });
      if (!parsed.success) {
        toast.error(COACH_TOASTS.reasonRequired);
        return false;
      }
      return review(id, () => api.documents.reject(id, parsed.data.reason), COACH_TOASTS.rejected, COACH_TOASTS.rejectFailed);
    },
    [review, toast],
  );

  return { view, download, validate, reject, busy };
}
