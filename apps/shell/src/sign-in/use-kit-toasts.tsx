import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { ToastText } from '@capsuisse/web-ui';

export interface PendingToast {
  id: number;
  text: ToastText;
  description?: string;
}

const KitToastHost = lazy(() => import('./KitToastHost'));

let nextId = 0;

/**
 * Error toasts (spec §8) on a page drawn without antd: the kit comes with the first one and shows it, and
 * the later ones, as everywhere else. `host` goes into the page.
 */
export function useKitToasts(): { error: (text: ToastText, description?: string) => void; host: ReactNode } {
  const [toasts, setToasts] = useState<readonly PendingToast[]>([]);
  const error = useCallback((text: ToastText, description?: string) => setToasts((all) => [...all, { id: nextId++, text, description }]), []);
  const host =
    toasts.length > 0 ? (
      <Suspense fallback={null}>
        <KitToastHost toasts={toasts} />
      </Suspense>
    ) : null;
  return { error, host };
}
