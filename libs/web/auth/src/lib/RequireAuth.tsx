import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { useSession } from '@capsuisse/web-api-client';
import { PageLoader } from '@capsuisse/web-ui';

/** Pages that need a signed-in user: everyone else goes to /login (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { ready, session } = useSession();
  const location = useLocation();
  if (!ready) return <PageLoader />;
  if (!session) return <Navigate to={PAGES.login.path} replace state={{ from: location.pathname }} />;
  return children;
}
