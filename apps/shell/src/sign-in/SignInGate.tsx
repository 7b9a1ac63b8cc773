import type { ReactNode } from 'react';
import { PAGES } from '@capsuisse/contracts';
import { sessionStore, useSession } from '@capsuisse/web-api-client';
import { useLocation } from '@capsuisse/web-router';
import { SignInPage } from './SignInPage';

void sessionStore.initialize();

/**
 * Every page but the landing: at /login, while nobody is signed in, the plain sign-in form; anywhere else,
 * or once someone is signed in (now, or from before), the platform, which sends them to their role home
 * (spec §2, §6). The platform stays at one place in the tree, so it is not mounted again (nor its toasts
 * lost) on the way from /login home.
 */
export default function SignInGate({ platform }: { platform: ReactNode }) {
  const { pathname } = useLocation();
  const { ready, session } = useSession();
  if (pathname !== PAGES.login.path || session) return platform;
  return ready ? <SignInPage /> : <div className="cs-boot" aria-busy="true" />;
}
