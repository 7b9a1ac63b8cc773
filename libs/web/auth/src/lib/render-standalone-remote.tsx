import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@capsuisse/web-api-client';
import { type RemotePagesModule, UiProviders, initTheme } from '@capsuisse/web-ui';
import { PaymentGate } from './PaymentGate';
import { RequireAuth } from './RequireAuth';

/**
 * A remote's own page, for working on it alone (`nx serve <remote>`); in the product the shell loads
 * its ./pages through remoteEntry.js and renders them inside its own layout.
 */
export function renderStandaloneRemote(pages: RemotePagesModule['pages']): void {
  initTheme();
  void sessionStore.initialize();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element not found');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <UiProviders>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireAuth>
                    <PaymentGate path={path}>
                      <Page />
                    </PaymentGate>
                  </RequireAuth>
                }
              />
            ))}
          </Routes>
        </UiProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
