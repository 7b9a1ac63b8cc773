import { useCallback } from 'react';
import { useNavigate } from '@capsuisse/web-router';
import { roleHome, type Role } from '@capsuisse/contracts';
import { configResource, usePublicConfig, useSession } from '@capsuisse/web-api-client';
import { isExternalUrl } from '@capsuisse/web-ui';

/** Where the signed-in user belongs (spec §6); undefined while the housing guide URL is loading. */
export function useRoleHome(): string | undefined {
  const { session } = useSession();
  const { data: config } = usePublicConfig();
  const role = session?.user.role;
  if (role === 'client_se_loger') return config ? roleHome(role, config.housingGuideUrl) : undefined;
  return roleHome(role, '');
}

/** Sends a user to their role home: in-app routes by the router, the housing guide by a full page load. */
export function useGoToRoleHome(): (role: Role | null | undefined) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (role) => {
      const guide = role === 'client_se_loger' ? (await configResource.load()).housingGuideUrl : '';
      const home = roleHome(role, guide);
      if (isExternalUrl(home)) window.location.assign(home);
      else navigate(home, { replace: true });
    },
    [navigate],
  );
}
