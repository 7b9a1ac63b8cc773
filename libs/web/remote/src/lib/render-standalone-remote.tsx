import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@capsuisse/web-router';
import { pagesOf, type PagePathOf, type RemoteName } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { PageGuard, RequireAuth } from '@capsuisse/web-auth';
import { initTheme } from '@capsuisse/web-theme';
import { PageLoader, UiProviders } from '@capsuisse/web-ui';
import type { RemotePages } from './remote-pages';

/**
 * A remote's own pages, for working on it alone (`nx serve <remote>`), behind the same guards as in the
 * shell (sign-in, role, payment), read from the registry. In the product the shell loads its ./pages
 * through remoteEntry.js and renders them inside its own layout.
 */
export function renderStandaloneRemote<R extends RemoteName>(remote: R, pages: RemotePages<R>): void {
  initTheme();
  void sessionStore.initialize();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element not found');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <UiProviders>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {pagesOf(remote).map((page) => {
                // pagesOf(remote) lists exactly the paths RemotePages<R> is keyed by.
                const Page: ComponentType = pages[page.path as PagePathOf<R>];
                const element =
                  page.access === 'public' ? (
                    <Page />
                  ) : (
                    <RequireAuth>
                      <PageGuard page={page}>
                        <Page />
                      </PageGuard>
                    </RequireAuth>
                  );
                return <Route key={page.path} path={page.path} element={element} />;
              })}
            </Routes>
          </Suspense>
        </UiProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
