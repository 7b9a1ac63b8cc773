import type { RemotePagesModule } from '@capsuisse/web-ui';
import { DashboardPage } from './dashboard/components/DashboardPage';
import { UploadsPage } from './uploads/components/UploadsPage';

/** Exposed as 'client/pages': the pages of the client space, by path (the shell decides the routing). */
export const pages: RemotePagesModule['pages'] = {
  '/dashboard': DashboardPage,
  '/uploads': UploadsPage,
};
