import { Layout, TopBar, useToast } from '@capsuisse/web-ui';
import { Outlet, useNavigate } from '@capsuisse/web-router';
import { PAGES, TOASTS } from '@capsuisse/contracts';
import { sessionStore, useProfile, useSession } from '@capsuisse/web-api-client';
import { useRoleHome } from '@capsuisse/web-auth';
import { menuItems } from './menu-items';
import { NotificationBell } from '../notifications/NotificationBell';
import { UnreadBadge } from './UnreadBadge';

/** Frame of every signed-in page: the top bar, then the page (served by a remote). */
export function SignedInLayout() {
  const { session } = useSession();
  const { data: profile } = useProfile();
  const home = useRoleHome() ?? PAGES.dashboard.path;
  const toast = useToast();
  const navigate = useNavigate();

  const logout = async () => {
    try {
      await sessionStore.signOut('global');
      toast.success(TOASTS.logoutSuccess);
      navigate(PAGES.login.path, { replace: true });
    } catch {
      toast.error(TOASTS.logoutError);
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar
        homeHref={home}
        items={menuItems(session?.user.role, profile?.has_paid ?? false, home)}
        email={session?.user.email}
        onLogout={() => void logout()}
        extra={
          <>
            <UnreadBadge role={session?.user.role} />
            <NotificationBell />
          </>
        }
      />
      <Layout.Content className="cs-signed-in-page">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
