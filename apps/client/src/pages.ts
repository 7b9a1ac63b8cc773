import { lazyPage, type RemotePages } from '@capsuisse/web-remote';

/** Exposed as 'client/pages': the client space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'client'> = {
  '/dashboard': lazyPage(() => import('./dashboard/components/DashboardPage'), (m) => m.DashboardPage),
  '/uploads': lazyPage(() => import('./uploads/components/UploadsPage'), (m) => m.UploadsPage),
  '/timeline': lazyPage(() => import('./timeline/components/TimelinePage'), (m) => m.TimelinePage),
  '/messages': lazyPage(() => import('./messages/components/MessagesPage'), (m) => m.MessagesPage),
  '/ressources': lazyPage(() => import('./resources/components/ResourcesPage'), (m) => m.ResourcesPage),
  '/support': lazyPage(() => import('./support/components/SupportPage'), (m) => m.SupportPage),
  '/formation-5j': lazyPage(() => import('./programme/components/TrainingPage'), (m) => m.TrainingPage),
  '/suivi-10j': lazyPage(() => import('./programme/components/FollowUpPage'), (m) => m.FollowUpPage),
  '/recherches': lazyPage(() => import('./job-search/components/JobSearchPage'), (m) => m.JobSearchPage),
  '/rendez-vous': lazyPage(() => import('./calls/components/CallsPage'), (m) => m.CallsPage),
  '/payment': lazyPage(() => import('./payment/components/PaymentPage'), (m) => m.PaymentPage),
  '/payment-success': lazyPage(() => import('./payment/components/PaymentSuccessPage'), (m) => m.PaymentSuccessPage),
};
