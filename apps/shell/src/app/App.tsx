import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { LandingPage } from '../landing/LandingPage';
import { FloatingThemeToggle } from './FloatingThemeToggle';
import { PlatformBoundary } from './PlatformBoundary';

// Everything but the landing page and the sign-in form needs antd: it is loaded only when one of those routes is opened.
const Platform = lazy(() => import('./Platform').then((m) => ({ default: m.Platform })));
// The sign-in form needs the session (the api-client), which the landing does without.
const SignInRoute = lazy(() => import('../sign-in/SignInRoute'));

const boot = <div className="cs-boot" aria-busy="true" />;
const platform = (
  <PlatformBoundary>
    <Suspense fallback={boot}>
      <Platform />
    </Suspense>
  </PlatformBoundary>
);

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route
          path={PAGES.login.path}
          element={
            <PlatformBoundary>
              <Suspense fallback={boot}>
                <SignInRoute platform={platform} />
              </Suspense>
            </PlatformBoundary>
          }
        />
        <Route path="*" element={platform} />
      </Routes>
      <FloatingThemeToggle />
    </BrowserRouter>
  );
}
