import { createContext } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** The notifications of the page, held by UiProviders (inside antd's theme) for useToast. */
export const ToastContext = createContext<NotificationInstance | null>(null);
