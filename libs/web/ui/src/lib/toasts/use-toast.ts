import { App } from 'antd';
import { useMemo } from 'react';

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

/** The toasts of spec §8, on antd notifications (themed through the App context of UiProviders). */
export function useToast(): Toasts {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (text: ToastText, description?: string) => {
      const { title, description: body } = parts(text, description);
      notification[kind]({ title, description: body, placement: 'topRight', duration: kind === 'error' ? 6 : 4 });
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
