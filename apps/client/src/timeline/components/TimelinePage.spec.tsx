import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MilestoneDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { TIMELINE_TEXTS, TimelinePage } from './TimelinePage';

const { fetchFn: fakeFetch, setRoutes } = routedFetch();

const milestone = (code: string, extra: Partial<MilestoneDto> = {}): MilestoneDto => ({
  id: `m-${code}`,
  code,
  label: `Étape ${code}`,
  type: 'audit',
  status: 'a_faire',
  scheduled_at: null,
  notes_client: null,
  ...extra,
});

function renderPage(reply: { status: number; body: unknown }) {
  setRoutes({ 'GET /api/milestones': reply });
  render(
    <MemoryRouter initialEntries={['/timeline']}>
      <UiProviders>
        <Routes>
          <Route path="/timeline" element={<TimelinePage />} />
          <Route path="/payment" element={<p>page paiement</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);

beforeEach(() => {
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('TimelinePage', () => {
  it('lists the milestones in the order the API gives (code order) with type, badge, French long date and notes', async () => {
    renderPage({
      status: 200,
      body: [
        milestone('01', { label: 'Audit du profil', type: 'audit_profil', status: 'termine', scheduled_at: '2027-01-12T12:00:00.000Z' }),
        // Late in the evening in UTC is already the next day in Zurich.
        milestone('02', { label: 'Entretien RH', type: 'entretien_rh', status: 'planifie', scheduled_at: '2027-03-01T23:30:00.000Z', notes_client: 'Apportez votre CV' }),
        milestone('03', { label: 'Signature', type: 'signature' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Votre parcours' })).toBeTruthy();
    await screen.findByTestId('timeline');
    expect(texts('milestone-code')).toEqual(['01', '02', '03']);
    expect(texts('milestone-label')).toEqual(['Audit du profil', 'Entretien RH', 'Signature']);
    expect(texts('milestone-type')).toEqual(['audit profil', 'entretien rh', 'signature']);
    expect(texts('milestone-badge').map((t) => t?.trim())).toEqual(['Terminé', 'Planifié', 'À faire']);
    expect(texts('milestone-date').map((t) => t?.trim())).toEqual(['Prévue le 12 janvier 2027', 'Prévue le 2 mars 2027']);
    expect(texts('milestone-notes')).toEqual(['Apportez votre CV']);
    expect(screen.getAllByTestId('milestone').map((e) => e.dataset['status'])).toEqual(['termine', 'planifie', 'a_faire']);
    expect(screen.queryByTestId('timeline-empty')).toBeNull();
  });

  it('shows the empty state when the coach has not created the path yet', async () => {
    renderPage({ status: 200, body: [] });
    expect(await screen.findByText(TIMELINE_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByTestId('timeline')).toBeNull();
  });

  it('sends an unpaid client to /payment on the 402, without an error', async () => {
    renderPage({ status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Vous devez effectuer le paiement pour accéder à cette fonctionnalité' } });
    expect(await screen.findByText('🔒 Paiement requis')).toBeTruthy();
    expect(screen.queryByText(TIMELINE_TEXTS.loadFailed)).toBeNull();
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy(), { timeout: 3000 });
  });

  it('says so when the path cannot be loaded', async () => {
    renderPage({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Une erreur interne est survenue' } });
    expect(await screen.findByText(TIMELINE_TEXTS.loadFailed)).toBeTruthy();
  });
});
