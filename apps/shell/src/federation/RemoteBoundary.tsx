import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '@capsuisse/web-ui';
import { ErrorBoundary } from '../errors/ErrorBoundary';

// Its own chunk, with antd's Result: downloaded when a remote fails, not by every signed-in first visit.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable').then((m) => ({ default: m.RemoteUnavailable })));

/** A remote that cannot be loaded (or crashes) shows a French message; the shell around it keeps working. */
export function RemoteBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      what="Remote"
      fallback={
        <Suspense fallback={<PageLoader />}>
          <RemoteUnavailable />
        </Suspense>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
