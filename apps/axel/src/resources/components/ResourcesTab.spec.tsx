import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RESOURCE_ERRORS, type ResourceDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { ResourcesTab } from './ResourcesTab';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const FORM: ResourceDto = {
  kind: 'formulaire',
  mime_type: 'application/pdf',
  size: 2 * 1024 * 1024,
  uploaded_at: '2026-11-20T09:00:00.000Z',
  link: { url: '/api/storage/resources/formulaire-1.pdf?expires=1&sig=abc', expires_at: '2026-11-20T10:00:00.000Z' },
};

const renderTab = () =>
  render(
    <UiProviders>
      <ResourcesTab />
    </UiProviders>,
  );
const pick = (kind: string, file: File) => fireEvent.change(screen.getByTestId(`admin-resource-input-${kind}`), { target: { files: [file] } });

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('shows what is online and uploads the address book, then reads the list again', async () => {
  let online = [FORM];
  setRoutes({
    'GET /api/admin/resources': () => ({ status: 200, body: online }),
    'POST /api/admin/resources/carnet': () => {
      online = [FORM, { ...FORM, kind: 'carnet', mime_type: 'text/csv', size: 300 }];
      return { status: 201, body: online[1] };
    },
  });
  renderTab();
  const form = await screen.findByTestId('admin-resource-formulaire');
  await within(form).findByText(/Déposé le .* · 2,0 Mo/);
  expect(within(form).getByRole('button', { name: /Remplacer/ })).toBeTruthy();
  const book = screen.getByTestId('admin-resource-carnet');
  expect(within(book).getByText(/Pas encore déposé/)).toBeTruthy();

  pick('carnet', new File(['Nom;Adresse\n'], 'carnet.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Ressource mise en ligne')).toBeTruthy();
  await within(book).findByText(/Déposé le .* · 1 Ko/);
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
});

it("shows the server's French refusal", async () => {
  setRoutes({
    'GET /api/admin/resources': { status: 200, body: [] },
    'POST /api/admin/resources/formulaire': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: RESOURCE_ERRORS.pdfOnly } },
  });
  renderTab();
  await screen.findAllByText(/Pas encore déposé/);
  pick('formulaire', new File(['pas un pdf'], 'formulaire.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(RESOURCE_ERRORS.pdfOnly)).toBeTruthy();
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
});
