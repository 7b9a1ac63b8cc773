export { Logo } from './lib/brand/Logo';
export { isExternalUrl } from './lib/navigation';
export { UiProviders, BRAND_RED } from './lib/providers/UiProviders';
export { useToast, type ToastText, type Toasts } from './lib/toasts/use-toast';
export { TopBar, type TopBarItem, type TopBarProps } from './lib/top-bar/TopBar';
export { PasswordStrengthMeter } from './lib/password/PasswordStrengthMeter';
export { PageLoader } from './lib/feedback/PageLoader';
// Dates come from the one module that formats them for the web, the mails and the PDFs.
export { formatDate, formatDateTime } from '@capsuisse/contracts';
export { Card, type CardProps } from './lib/card/Card';
export * from './lib/kit';
