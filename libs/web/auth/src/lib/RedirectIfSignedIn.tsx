import { useEffect, type ReactNode } from 'react';
import { useSession } from '@capsuisse/web-api-client';
import { PageLoader } from '@capsuisse/web-ui';
import { useGoToRoleHome } from './use-role-home';

/** A signed-in user opening /login is sent to their role home (spec §2, §6); this also ends a login. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { ready, session } = useSession();
  const goHome = useGoToRoleHome();
  const role = session?.user.role;
  const signedIn = session !== null;

  useEffect(() => {
    if (ready && signedIn) void goHome(role);
  }, [ready, signedIn, role, goHome]);

  if (!ready || signedIn) return <PageLoader />;
  return children;
}
