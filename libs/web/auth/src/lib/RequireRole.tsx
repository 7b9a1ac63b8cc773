import { useEffect, type ReactNode } from 'react';
import { TOASTS, canOpen, type PageDef } from '@capsuisse/contracts';
import { useSession } from '@capsuisse/web-api-client';
import { useToast } from '@capsuisse/web-ui';
import { useGoToRoleHome } from './use-role-home';

/**
 * A signed-in user whose role may not open the page gets its refusal toast and is sent to their role
 * home (spec §6), before the page renders or calls anything. The API refuses with 403 anyway.
 */
export function RequireRole({ page, children }: { page: PageDef; children: ReactNode }) {
  const { session } = useSession();
  const role = session?.user.role;
  const allowed = canOpen(page, role);
  const toast = useToast();
  const goHome = useGoToRoleHome();

  useEffect(() => {
    if (allowed) return;
    toast.error(page.denied ?? TOASTS.accessDenied);
    void goHome(role);
  }, [allowed, page, role, toast, goHome]);

  return allowed ? children : null;
}
