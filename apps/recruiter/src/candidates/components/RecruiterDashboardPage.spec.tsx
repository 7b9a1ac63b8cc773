import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RECRUITER_MESSAGES, type RecruiterCandidate, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { RecruiterDashboardPage } from './RecruiterDashboardPage';

// The page's calls go through the real api-client to a fake fetch (the role is the guard's business).
const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const lea: RecruiterCandidate = { id: 'id-lea', email: 'lea@example.ch', created_at: '2026-11-02T08:00:00.000Z', progress_5j: 100, progress_10j: 60 };
const marc: RecruiterCandidate = { id: 'id-marc', email: 'marc@example.ch', created_at: '2026-10-15T23:30:00.000Z', progress_5j: 20, progress_10j: 0 };

const listing = (candidates: RecruiterCandidate[], page = 1, total = candidates.length): RecruiterCandidatesResponse => ({
  counters: { total, training_done: 1, follow_up_done: 0 },
  candidates,
  page,
  page_size: 24,
  total,
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/recruiter-dashboard']}>
      <UiProviders>
        <Routes>
          <Route path="/recruiter-dashboard" element={<RecruiterDashboardPage />} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

const PAGE = (page: number) => `GET /api/recruiter/candidates?page=${page}&page_size=24`;
const cards = () => screen.getAllByTestId('candidate-card');

beforeEach(() => {
  calls.length = 0;
  setRoutes({ [PAGE(1)]: { status: 200, body: listing([lea, marc]) } });
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('RecruiterDashboardPage', () => {
  it('shows the three counters and a card per candidate: email, fr-FR date, badge, banded progress', async () => {
    renderPage();
    expect(await screen.findByText('lea@example.ch')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tableau de bord recruteur' })).toBeTruthy();
    expect(screen.getByTestId('counter-total').textContent).toBe('Total Candidats2');
    expect(screen.getByTestId('counter-training').textContent).toBe('Formation 5j Complétée1');
    expect(screen.getByTestId('counter-follow-up').textContent).toBe('Suivi 10j Complété0');

    const [first, second] = cards();
    expect(within(first).getByTestId('candidate-registered').textContent).toBe('Inscrit le 02/11/2026');
    expect(within(first).getByTestId('candidate-badge').textContent).toBe('Candidat');
    expect(within(first).getByTestId('candidate-progress-5j').dataset['band']).toBe('high');
    expect(within(first).getByTestId('candidate-progress-5j').textContent).toContain('Formation 5j');
    expect(within(first).getByTestId('candidate-progress-5j').textContent).toContain('100%');
    expect(within(first).getByTestId('candidate-progress-10j').dataset['band']).toBe('medium');
    expect(within(first).getByTestId('candidate-progress-10j').textContent).toContain('Suivi 10j');
    // Late in the evening UTC is the next day in Zurich.
    expect(within(second).getByTestId('candidate-registered').textContent).toBe('Inscrit le 16/10/2026');
    expect(within(second).getByTestId('candidate-progress-5j').dataset['band']).toBe('low');
  });

  it("answers 'Contacter le candidat' with the under-development message, and calls nothing", async () => {
    renderPage();
    await screen.findByText('lea@example.ch');
    const before = calls.length;
    fireEvent.click(within(cards()[0]).getByText('Contacter le candidat'));
    expect(await screen.findByText('Fonctionnalité en cours de développement')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it("'Voir la fiche' reads the candidate's card from the server (which audits the view)", async () => {
    routes['GET /api/recruiter/candidates/id-marc'] = { status: 200, body: marc };
    renderPage();
    await screen.findByText('lea@example.ch');
    fireEvent.click(within(cards()[1]).getByText('Voir la fiche'));
    const detail = await screen.findByTestId('candidate-detail');
    expect(calls.some((c) => c.method === 'GET' && c.url.endsWith('/api/recruiter/candidates/id-marc'))).toBe(true);
    expect(detail.textContent).toContain('marc@example.ch');
    expect(detail.textContent).toContain('16/10/2026');
  });

  it('pages through the candidates', async () => {
    routes[PAGE(1)] = { status: 200, body: listing([lea], 1, 30) };
    routes[PAGE(2)] = { status: 200, body: listing([marc], 2, 30) };
    renderPage();
    await screen.findByText('lea@example.ch');
    fireEvent.click(await screen.findByTitle('2'));
    expect(await screen.findByText('marc@example.ch')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('lea@example.ch')).toBeNull());
  });

  it('says when there is no candidate', async () => {
    routes[PAGE(1)] = { status: 200, body: listing([]) };
    renderPage();
    expect(await screen.findByText('Aucun candidat pour le moment')).toBeTruthy();
  });

  it("toasts '❌ Erreur' with the server's message when the list cannot be loaded", async () => {
    routes[PAGE(1)] = { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' } };
    renderPage();
    expect(await screen.findByText('Une erreur interne est survenue')).toBeTruthy();
    expect(screen.getAllByText('❌ Erreur').length).toBeGreaterThan(0);
  });

  it('tells a recruiter axel has not approved yet that its account waits, with no counters, cards or error toast', async () => {
    routes[PAGE(1)] = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: RECRUITER_MESSAGES.pending } };
    renderPage();
    const notice = await screen.findByTestId('recruiter-approval');
    expect(notice.textContent).toContain('Compte en attente de validation');
    expect(notice.textContent).toContain("Votre compte recruteur est en attente de validation par l'équipe CapSuisse.");
    expect(notice.className).toContain('ant-alert-info');
    expect(screen.queryByTestId('counter-total')).toBeNull();
    expect(screen.queryByTestId('candidate-card')).toBeNull();
    expect(screen.queryByText('❌ Erreur')).toBeNull();
  });

  it('tells a refused recruiter so', async () => {
    routes[PAGE(1)] = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: RECRUITER_MESSAGES.refused } };
    renderPage();
    const notice = await screen.findByTestId('recruiter-approval');
    expect(notice.textContent).toContain('Compte recruteur refusé');
    expect(notice.textContent).toContain(RECRUITER_MESSAGES.refused);
    expect(notice.className).toContain('ant-alert-error');
  });
});
