import type { RemotePages } from '@capsuisse/web-remote';
import { DashboardPage } from './dashboard/components/DashboardPage';
import { PaymentPage } from './payment/components/PaymentPage';
import { PaymentSuccessPage } from './payment/components/PaymentSuccessPage';
import { TimelinePage } from './timeline/components/TimelinePage';
import { ResourcesPage } from './resources/components/ResourcesPage';
import { SupportPage } from './support/components/SupportPage';
import { FollowUpPage } from './programme/components/FollowUpPage';
import { TrainingPage } from './programme/components/TrainingPage';
import { UploadsPage } from './uploads/components/UploadsPage';

/** Exposed as 'client/pages': the client space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'client'> = {
  '/dashboard': DashboardPage,
  '/uploads': UploadsPage,
  '/timeline': TimelinePage,
  '/ressources': ResourcesPage,
  '/support': SupportPage,
  '/formation-5j': TrainingPage,
  '/suivi-10j': FollowUpPage,
  '/payment': PaymentPage,
  '/payment-success': PaymentSuccessPage,
};
