import { lazyPage, type RemotePages } from '@capsuisse/web-remote';

/** Exposed as 'axel/pages': the axel space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'axel'> = {
  '/axel-dashboard': lazyPage(() => import('./dashboard/components/AxelDashboardPage'), (m) => m.AxelDashboardPage),
  '/user/:userId': lazyPage(() => import('./user-detail/components/UserDetailPage'), (m) => m.UserDetailPage),
};
