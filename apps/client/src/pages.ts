import type { RemotePagesModule } from '@capsuisse/web-ui';
import { DashboardPage } from './dashboard/components/DashboardPage';
import { PaymentPage } from './payment/components/PaymentPage';
import { PaymentSuccessPage } from './payment/components/PaymentSuccessPage';
import { UploadsPage } from './uploads/components/UploadsPage';

/** Exposed as 'client/pages': the pages of the client space, by path (the shell decides the routing). */
export const pages: RemotePagesModule['pages'] = {
  '/dashboard': DashboardPage,
  '/uploads': UploadsPage,
  '/payment': PaymentPage,
  '/payment-success': PaymentSuccessPage,
};
