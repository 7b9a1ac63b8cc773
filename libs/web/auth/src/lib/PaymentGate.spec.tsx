import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Profile } from '@capsuisse/contracts';
import { UiProviders } from '@capsuisse/web-ui';
import { PaymentGate } from './PaymentGate';
import { PAID_PATHS } from './paid-paths';

let profile: Partial<Profile> | undefined;

jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn() }),
}));

function renderAt(path: string, p: Partial<Profile> | undefined) {
  profile = p;
  render(
    <MemoryRouter initialEntries={[path]}>
      <UiProviders>
        <Routes>
          <Route
            path={path}
            element={
              <PaymentGate path={path}>
                <p>contenu</p>
              </PaymentGate>
            }
          />
          <Route path="/payment" element={<p>page paiement</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

describe('PaymentGate', () => {
  it('gates the six client features of the spec', () => {
    expect(PAID_PATHS).toEqual(['/uploads', '/timeline', '/formation-5j', '/suivi-10j', '/ressources', '/support']);
  });

  it('sends an unpaid user from a paid feature to /payment with the 🔒 toast', async () => {
    renderAt('/timeline', { has_paid: false });
    expect(screen.queryByText('contenu')).toBeNull();
    expect(await screen.findByText('🔒 Paiement requis')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy(), { timeout: 3000 });
  });

  it('lets a paid user through', () => {
    renderAt('/uploads', { has_paid: true });
    expect(screen.getByText('contenu')).toBeTruthy();
  });

  it('leaves the dashboard to unpaid users (it is dimmed there, not redirected)', () => {
    renderAt('/dashboard', { has_paid: false });
    expect(screen.getByText('contenu')).toBeTruthy();
  });
});
