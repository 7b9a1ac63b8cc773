import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from '@capsuisse/web-router';
import { PAGE_LIST, type PageDef, type PagePathOf, TOASTS } from '@capsuisse/contracts';
import { sessionStore, useSession } from '@capsuisse/web-api-client';
import { PageGuard, RedirectIfSignedIn, RequireAuth } from '@capsuisse/web-auth';
import { lazyPage } from '@capsuisse/web-remote';
import { PageLoader, UiProviders, useToast } from '@capsuisse/web-ui';
import { RemotePage } from '../federation/RemotePage';
import { SignedInLayout } from '../layout/SignedInLayout';
import { SignInPage } from '../sign-in/SignInPage';
import { takeWelcome } from '../sign-in/welcome';

// The session starts with the first page that can use it: the landing page does not download the api-client.
void sessionStore.initialize();

// A signed-in user opening /login is sent home instead (spec §2, §6), welcomed when they have just signed in.
function LoginRoute() {
  const toast = useToast();
  const signedIn = useSession().session !== null;
  useEffect(() => {
    if (signedIn && takeWelcome()) toast.success(TOASTS.loginSuccess);
  }, [signedIn, toast]);
  return (
    <RedirectIfSignedIn>
      <SignInPage />
    </RedirectIfSignedIn>
  );
}

/**
 * The shell's own registry pages: a page the registry gives the shell without a component (or one too many)
 * fails the type check. Each but the sign-in page is a chunk of its own, downloaded when it is opened.
 */
const SHELL_PAGES: Record<PagePathOf<'shell'>, ComponentType> = {
  '/login': LoginRoute,
  '/signup': lazyPage(() => import('../auth/components/SignupPage'), (m) => m.SignupPage),
  '/forgot-password': lazyPage(() => import('../auth/components/ForgotPasswordPage'), (m) => m.ForgotPasswordPage),
  '/reset-password': lazyPage(() => import('../auth/components/ResetPasswordPage'), (m) => m.ResetPasswordPage),
  '/countries': lazyPage(() => import('../countries/CountriesPage'), (m) => m.CountriesPage),
  '/signup-general': lazyPage(() => import('../auth/components/SignupGeneralPage'), (m) => m.SignupGeneralPage),
  '/accompagnateur': lazyPage(() => import('../coach-recruitment/CoachRecruitmentPage'), (m) => m.CoachRecruitmentPage),
  '/compte': lazyPage(() => import('../account/AccountPage'), (m) => m.AccountPage),
  '/notifications': lazyPage(() => import('../notifications/NotificationsPage'), (m) => m.NotificationsPage),
  '/desabonnement': lazyPage(() => import('../notifications/UnsubscribePage'), (m) => m.UnsubscribePage),
};

// Like the pages above: a chunk of its own (with antd's Result), which no first visit downloads.
const NotFoundPage = lazyPage(() => import('../not-found/NotFoundPage'), (m) => m.NotFoundPage);

function pageElement(page: PageDef) {
  if (page.owner !== 'shell') return <RemotePage remote={page.owner} path={page.path} />;
  const Page = SHELL_PAGES[page.path as PagePathOf<'shell'>];
  // Marked as the remotes' pages are (RemotePage), so a test knows which page is shown, and by whom.
  return (
    <Suspense fallback={<PageLoader />}>
      <div data-page={page.path} data-remote="shell">
        <Page />
      </div>
    </Suspense>
  );
}

const PUBLIC_PAGES = PAGE_LIST.filter((page) => page.access === 'public');
const SIGNED_IN_PAGES = PAGE_LIST.filter((page) => page.access !== 'public');

/**
 * The routes that use antd, all from the page registry: public pages alone, signed-in pages inside the
 * top bar's layout behind their guards (role, payment), and the 404.
 */
export function Platform() {
  return (
    <UiProviders>
      <Routes>
        {PUBLIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={pageElement(page)} />
        ))}
        <Route
          element={
            <RequireAuth>
              <SignedInLayout />
            </RequireAuth>
          }
        >
          {SIGNED_IN_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageGuard page={page}>{pageElement(page)}</PageGuard>} />
          ))}
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoader />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
    </UiProviders>
  );
}
