import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { FloatingThemeToggle } from './FloatingThemeToggle';
import { PlatformBoundary } from './PlatformBoundary';

// Everything but the landing page and the sign-in form needs antd: it is loaded only when one of those routes is opened.
const loadPlatform = () => import('./Platform');
const Platform = lazy(() => loadPlatform().then((m) => ({ default: m.Platform })));
// The landing page and its texts are not every signed-in first visit's: a chunk of their own, asked for at boot when
// the visitor opens it, beside React's first render rather than after it.
const loadLanding = () => import('../landing/LandingPage');
if (window.location.pathname === '/') void loadLanding();
const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
// The sign-in form needs the session (the api-client), which the landing does without.
const SignInGate = lazy(() => import('../sign-in/SignInGate'));

const boot = <div className="cs-boot" aria-busy="true" />;

function Pages() {
  // Any page but /login needs the platform: its download starts beside the gate's, not after it.
  if (useLocation().pathname !== PAGES.login.path) void loadPlatform();
  return (
    <PlatformBoundary>
      <Suspense fallback={boot}>
        <SignInGate
          platform={
            <Suspense fallback={boot}>
              <Platform />
            </Suspense>
          }
        />
      </Suspense>
    </PlatformBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <Suspense fallback={boot}>
              <LandingPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Pages />} />
      </Routes>
      <FloatingThemeToggle />
    </BrowserRouter>
  );
}
