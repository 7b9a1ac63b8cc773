import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@capsuisse/web-router';
import { LandingPage } from '../landing/LandingPage';
import { FloatingThemeToggle } from './FloatingThemeToggle';
import { PlatformBoundary } from './PlatformBoundary';

// Everything but the landing page needs antd: it is loaded only when one of those routes is opened.
const Platform = lazy(() => import('./Platform').then((m) => ({ default: m.Platform })));

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route
          path="*"
          element={
            <PlatformBoundary>
              <Suspense fallback={<div className="cs-boot" aria-busy="true" />}>
                <Platform />
              </Suspense>
            </PlatformBoundary>
          }
        />
      </Routes>
      <FloatingThemeToggle />
    </BrowserRouter>
  );
}
