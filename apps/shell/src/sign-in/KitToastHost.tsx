import { useEffect, useRef } from 'react';
import { UiProviders, useToast } from '@capsuisse/web-ui';
import type { PendingToast } from './use-kit-toasts';

function Show({ toasts }: { toasts: readonly PendingToast[] }) {
  const toast = useToast();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const t of toasts) {
      if (shown.current.has(t.id)) continue;
      shown.current.add(t.id);
      toast.error(t.text, t.description);
    }
  }, [toasts, toast]);
  return null;
}

/** The kit's toasts for a plain page, loaded with antd the first time one is shown. */
export default function KitToastHost({ toasts }: { toasts: readonly PendingToast[] }) {
  return (
    <UiProviders>
      <Show toasts={toasts} />
    </UiProviders>
  );
}
