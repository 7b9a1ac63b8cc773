import { lazyPage, type RemotePages } from '@capsuisse/web-remote';
import { CoachDashboardPage } from './dashboard/components/CoachDashboardPage';

/** Exposed as 'coach/pages': the coach space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'coach'> = {
  '/accompagnateur-dashboard': CoachDashboardPage,
  '/accompagnateur-agenda': lazyPage(() => import('./calls/components/AgendaPage'), (m) => m.AgendaPage),
  '/accompagnateur-disponibilites': lazyPage(() => import('./calls/components/AvailabilityPage'), (m) => m.AvailabilityPage),
};
