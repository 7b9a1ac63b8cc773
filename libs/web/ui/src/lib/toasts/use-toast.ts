import { useContext, useMemo } from 'react';
import { ToastContext } from './toast-context';

/** A toast is a title with an optional description, as in the TOASTS texts of the contracts. */
export type ToastText = string | { title: string; description?: string };

export interface Toasts {
  success: (text: ToastText, description?: string) => void;
  error: (text: ToastText, description?: string) => void;
  info: (text: ToastText, description?: string) => void;
}

function parts(text: ToastText, description?: string) {
  return typeof text === 'string' ? { title: text, description } : { title: text.title, description: description ?? text.description };
}

// The spec's titles mostly start with their own sign (❌, ✅, ⚠️, 🔒, 📧): antd's icon for the kind would show it twice.
const OWN_SIGN = /^\p{Extended_Pictographic}/u;

/** The toasts of spec §8, on antd notifications (themed: UiProviders holds them). */
export function useToast(): Toasts {
  const notification = useContext(ToastContext);
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (text: ToastText, description?: string) => {
      if (!notification) throw new Error('A toast needs UiProviders around it');
      const { title, description: body } = parts(text, description);
      const config = { title, description: body, placement: 'topRight' as const, duration: kind === 'error' ? 6 : 4 };
      if (OWN_SIGN.test(title)) notification.open(config);
      else notification[kind](config);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
