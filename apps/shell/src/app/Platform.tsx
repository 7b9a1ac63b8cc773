import { Route, Routes } from 'react-router-dom';
import { PaymentGate, RedirectIfSignedIn, RequireAuth } from '@capsuisse/web-auth';
import { UiProviders } from '@capsuisse/web-ui';
import { ForgotPasswordPage } from '../auth/components/ForgotPasswordPage';
import { LoginPage } from '../auth/components/LoginPage';
import { ResetPasswordPage } from '../auth/components/ResetPasswordPage';
import { SignupPage } from '../auth/components/SignupPage';
import { RemotePage } from '../federation/RemotePage';
import { remoteRoutes } from '../federation/remote-routes';
import { SignedInLayout } from '../layout/SignedInLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** The routes that use antd: sign-in screens, signed-in pages served by remotes, and the 404. */
export function Platform() {
  return (
    <UiProviders>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          element={
            <RequireAuth>
              <SignedInLayout />
            </RequireAuth>
          }
        >
          {remoteRoutes.map(({ remote, path }) => (
            <Route
              key={path}
              path={path}
              element={
                <PaymentGate path={path}>
                  <RemotePage remote={remote} path={path} />
                </PaymentGate>
              }
            />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </UiProviders>
  );
}
