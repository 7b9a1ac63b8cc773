import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAYMENT_MESSAGES, type Profile } from '@capsuisse/contracts';
import { api, ApiError, profileResource } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { PaymentSuccessPage } from './PaymentSuccessPage';

function renderPage(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <UiProviders>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/payment" element={<p>page paiement</p>} />
          <Route path="/dashboard" element={<p>tableau de bord</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

let reloadProfile: jest.SpyInstance;
beforeEach(() => {
  reloadProfile = jest.spyOn(profileResource, 'load').mockResolvedValue({ has_paid: true } as Profile);
});
afterEach(() => jest.restoreAllMocks());

describe('PaymentSuccessPage', () => {
  it("sends back to /payment with 'Session de paiement introuvable' when there is no session id", async () => {
    const verify = jest.spyOn(api.payments, 'verify');
    renderPage('/payment-success');
    expect(await screen.findByText(PAYMENT_MESSAGES.sessionMissing)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy());
    expect(verify).not.toHaveBeenCalled();
  });

  it('confirms a paid session, refreshes the profile and leads to the dashboard', async () => {
    const verify = jest.spyOn(api.payments, 'verify').mockResolvedValue({ paid: true });
    renderPage('/payment-success?session_id=cs_test_42');
    expect(await screen.findByText(PAYMENT_MESSAGES.confirmed)).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ session_id: 'cs_test_42' });
    // The cached profile is re-read so the dashboard opens unlocked.
    expect(reloadProfile).toHaveBeenCalledWith(true);
    expect(screen.getByText('Déposez vos documents')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
    expect(screen.getByText('tableau de bord')).toBeTruthy();
  });

  it("shows 'Paiement en attente' while unpaid, and checks again on demand", async () => {
    const verify = jest.spyOn(api.payments, 'verify').mockResolvedValue({ paid: false });
    renderPage('/payment-success?session_id=cs_test_42');
    expect(await screen.findByText(PAYMENT_MESSAGES.pending)).toBeTruthy();
    expect(reloadProfile).not.toHaveBeenCalled();
    verify.mockResolvedValue({ paid: true });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.confirmed)).toBeTruthy();
  });

  it('says the verification failed when the server cannot answer', async () => {
    jest
      .spyOn(api.payments, 'verify')
      .mockRejectedValue(
        new ApiError({ statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' }),
      );
    renderPage('/payment-success?session_id=cs_test_42');
    expect((await screen.findAllByText(PAYMENT_MESSAGES.verifyError)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Vérifier à nouveau' })).toBeTruthy();
  });
});
