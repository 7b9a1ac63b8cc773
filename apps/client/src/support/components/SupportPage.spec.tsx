import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOASTS } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { FAQ } from '../faq';
import { SupportPage } from './SupportPage';

const { fetchFn: fakeFetch, setRoutes } = routedFetch();

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/support']}>
      <UiProviders>
        <Routes>
          <Route path="/support" element={<SupportPage />} />
          <Route path="/payment" element={<p>page paiement</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('links to the configured mailbox, keeps WhatsApp disabled and answers the four questions', async () => {
  setRoutes({ 'GET /api/support': { status: 200, body: { email: 'aide@example.ch' } } });
  renderPage();
  const mail = await screen.findByRole('link', { name: /aide@example\.ch/ });
  expect(mail.getAttribute('href')).toBe('mailto:aide@example.ch');
  expect(screen.getByRole('button', { name: /WhatsApp \(bientôt\)/ }).hasAttribute('disabled')).toBe(true);

  expect(FAQ).toHaveLength(4);
  for (const { question } of FAQ) expect(screen.getByRole('button', { name: question })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: FAQ[1].question }));
  expect(await screen.findByText(/48 heures ouvrées environ\. Vous recevez un e-mail/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: FAQ[3].question }));
  expect(await screen.findByText(/vous recevez par e-mail un lien/)).toBeTruthy();
});

it('sends an unpaid client to /payment on a 402', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  setRoutes({ 'GET /api/support': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: TOASTS.paymentRequired.description } } });
  renderPage();
  expect(await screen.findByText(TOASTS.paymentRequired.title)).toBeTruthy();
  jest.advanceTimersByTime(2000);
  expect(await screen.findByText('page paiement')).toBeTruthy();
  jest.useRealTimers();
});
