import type { RemotePages } from '@capsuisse/web-remote';
import { RecruiterDashboardPage } from './candidates/components/RecruiterDashboardPage';

/** Exposed as 'recruiter/pages': the recruiter space's registry pages, by path (the shell decides the routing). */
export const pages: RemotePages<'recruiter'> = {
  '/recruiter-dashboard': RecruiterDashboardPage,
};
