import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type ResourceDto, TOASTS } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { ResourcesPage } from './ResourcesPage';

const { fetchFn: fakeFetch, setRoutes } = routedFetch();

const FORM: ResourceDto = {
  kind: 'formulaire',
  mime_type: 'application/pdf',
  size: 1234,
  uploaded_at: '2026-11-20T09:00:00.000Z',
  link: { url: '/api/storage/resources/formulaire-1.pdf?expires=1&sig=abc', expires_at: '2026-11-20T10:00:00.000Z' },
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/ressources']}>
      <UiProviders>
        <Routes>
          <Route path="/ressources" element={<ResourcesPage />} />
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

it("offers the uploaded form as a download and shows the address book as coming soon", async () => {
  setRoutes({ 'GET /api/resources': { status: 200, body: [FORM] } });
  renderPage();
  const form = await screen.findByTestId('resource-formulaire');
  const download = within(form).getByRole('link', { name: /Télécharger/ });
  expect(download.getAttribute('href')).toBe(FORM.link.url);
  expect(download.getAttribute('download')).toBe('formulaire-vierge.pdf');
  const book = screen.getByTestId('resource-carnet');
  expect(within(book).getByText("Carnet d'adresses")).toBeTruthy();
  expect(within(book).getByRole('button', { name: /Bientôt disponible/ }).hasAttribute('disabled')).toBe(true);
});

it('shows both downloads disabled before axel uploads anything', async () => {
  setRoutes({ 'GET /api/resources': { status: 200, body: [] } });
  renderPage();
  await screen.findByTestId('resources-page');
  const buttons = screen.getAllByRole('button', { name: /Bientôt disponible/ });
  expect(buttons).toHaveLength(2);
  expect(buttons.every((b) => b.hasAttribute('disabled'))).toBe(true);
  expect(screen.queryByRole('link', { name: /Télécharger/ })).toBeNull();
});

it('sends an unpaid client to /payment on a 402', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  setRoutes({ 'GET /api/resources': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: TOASTS.paymentRequired.description } } });
  renderPage();
  expect(await screen.findByText(TOASTS.paymentRequired.title)).toBeTruthy();
  jest.advanceTimersByTime(2000);
  expect(await screen.findByText('page paiement')).toBeTruthy();
  jest.useRealTimers();
});
