import { type ReactNode, useRef } from 'react';
import { PAGES } from '@capsuisse/contracts';
import { sessionStore, useSession } from '@capsuisse/web-api-client';
import { useLocation } from '@capsuisse/web-router';
import { SignInPage } from './SignInPage';

void sessionStore.initialize();

/**
 * Every page but the landing: a first visit to /login, while nobody is signed in, gets the plain sign-in
 * form; anywhere else, or once someone is signed in (now, or from before), the platform, which sends them
 * to their role home (spec §2, §6) and, once there, stays (it has the sign-in form too): so neither the
 * way home nor a sign-out back to /login mounts it again and loses its toasts.
 */
export default function SignInGate({ platform }: { platform: ReactNode }) {
  const { pathname } = useLocation();
  const { ready, session } = useSession();
  const platformShown = useRef(false);
  if (pathname !== PAGES.login.path || session || platformShown.current) {
    platformShown.current = true;
    return platform;
  }
  if (!ready) return <div className="cs-boot" aria-busy="true" />;
  // Marked as the platform marks its pages, so a test knows which page is shown, and by whom.
  return (
    <div data-page={PAGES.login.path} data-remote="shell">
      <SignInPage />
    </div>
  );
}
