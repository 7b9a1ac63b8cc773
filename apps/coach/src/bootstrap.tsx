import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@capsuisse/web-api-client';
import { RequireAuth } from '@capsuisse/web-auth';
import { UiProviders, initTheme } from '@capsuisse/web-ui';
import { pages } from './pages';

// Standalone page for working on this remote alone (`nx serve coach`); in the product the shell
// loads ./pages through remoteEntry.js and renders them inside its own layout.
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
                  <Page />
                </RequireAuth>
              }
            />
          ))}
        </Routes>
      </UiProviders>
    </BrowserRouter>
  </StrictMode>,
);
