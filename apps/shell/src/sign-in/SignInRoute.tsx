import type { ReactNode } from 'react';
import { sessionStore, useSession } from '@capsuisse/web-api-client';
import { SignInPage } from './SignInPage';

void sessionStore.initialize();

/**
 * /login: the plain sign-in page while nobody is signed in; once someone is (now, or from before), the
 * platform (`platform`), which sends them to their role home (spec §2, §6).
 */
export default function SignInRoute({ platform }: { platform: ReactNode }) {
  const { ready, session } = useSession();
  if (!ready) return <div className="cs-boot" aria-busy="true" />;
  return session ? platform : <SignInPage />;
}
