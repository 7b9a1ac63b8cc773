import type { RemotePagesModule } from '@capsuisse/web-ui';
import { CoachDashboardPage } from './dashboard/components/CoachDashboardPage';

/** Exposed as 'coach/pages': the pages of the coach space, by path (the shell decides the routing). */
export const pages: RemotePagesModule['pages'] = {
  '/accompagnateur-dashboard': CoachDashboardPage,
};
