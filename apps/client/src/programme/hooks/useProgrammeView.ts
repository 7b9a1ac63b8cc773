import { API } from '@capsuisse/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, useProfile } from '@capsuisse/web-api-client';
import { type ToastText, useToast } from '@capsuisse/web-ui';
import { usePaymentGate } from '../../uploads/hooks/usePaymentGate';

export const PROGRAMME_TOASTS = {
  failed: 'Erreur',
  entryAdded: 'Candidature ajoutée',
  entryUpdated: 'Candidature modifiée',
  entryDeleted: 'Candidature supprimée',
  noteSaved: 'Note enregistrée',
  proofFailed: 'Le PDF n’a pas pu être téléchargé',
} as const;

/**
 * One programme view (training or follow-up) read from the server. Every change answers the updated view
 * with its progress: it replaces the one shown, and the shared profile (overall progress) is re-read.
 */
export function useProgrammeView<T>(load: () => Promise<T>) {
  const [view, setView] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const paymentGate = usePaymentGate();
  const toast = useToast();
  const { reload: reloadProfile } = useProfile();

  useEffect(() => {
    load().then(setView, (e: unknown) => {
      if (!paymentGate(e)) setError(e instanceof ApiError ? e : undefined);
    });
  }, [load, paymentGate]);

  const change = useCallback(
    async (call: () => Promise<T>, success?: ToastText): Promise<boolean> => {
      try {
        setView(await call());
        void reloadProfile().catch(() => undefined);
        if (success) toast.success(success);
        return true;
      } catch (e) {
        if (!paymentGate(e)) toast.error(PROGRAMME_TOASTS.failed, e instanceof ApiError ? e.message : undefined);
        return false;
      }
    },
    [paymentGate, reloadProfile, toast],
  );

  /** A change the server already answered (a video's progress report): applied to the view shown, the overall progress re-read. */
  const patch = useCallback(
    (apply: (view: T) => T) => {
      setView((shown) => (shown === undefined ? shown : apply(shown)));
      void reloadProfile().catch(() => undefined);
    },
    [reloadProfile],
  );

  return { view, error, change, patch };
}

export const loadTraining = () => api.call(API.programme.training);
export const loadFollowUp = () => api.call(API.programme.followUp);
