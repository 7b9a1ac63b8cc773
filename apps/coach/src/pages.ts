import type { RemotePages } from '@capsuisse/web-remote';
import { CoachDashboardPage } from './dashboard/components/CoachDashboardPage';

/** Exposed as 'coach/pages': the coach space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'coach'> = {
  '/accompagnateur-dashboard': CoachDashboardPage,
};
