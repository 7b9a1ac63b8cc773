import type { RemotePages } from '@capsuisse/web-remote';
import { AxelDashboardPage } from './dashboard/components/AxelDashboardPage';
import { UserDetailPage } from './user-detail/components/UserDetailPage';

/** Exposed as 'axel/pages': the axel space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'axel'> = {
  '/axel-dashboard': AxelDashboardPage,
  '/user/:userId': UserDetailPage,
};
