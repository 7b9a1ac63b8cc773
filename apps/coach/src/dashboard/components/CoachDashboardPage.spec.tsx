import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { COACH_PAGE_SIZE_DEFAULT, CONVERSATION_TEXTS, type ClientProgramme, type CoachClient, type CoachClientsResponse, type DocumentDto, type DocumentType, type FollowUpEntry } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeApplication, routedFetch } from '@capsuisse/web-testing';
import { CoachDashboardPage } from './CoachDashboardPage';

// The page's calls go through the real api-client to a fake fetch (the role is the guard's business:
// libs/web/auth RequireRole.spec).
const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

function doc(type: DocumentType, status: DocumentDto['status'], deadlineInHours = 30): DocumentDto {
  return {
    id: `lea-${type}`,
    user_id: 'lea',
    type,
    status,
    mime_type: 'application/pdf',
    size: 1000,
    created_at: '2026-11-20T09:00:00.000Z',
    validation_deadline: new Date(NOW + deadlineInHours * 3_600_000).toISOString(),
    reviewed_at: null,
    reviewer_notes: null,
    expired_at: null,
    history: [],
  };
}

const lea: CoachClient = {
  user_id: 'lea',
  email: 'lea.martin@example.ch',
  first_name: 'Léa',
  last_name: 'Martin',
  created_at: '2026-11-02T08:00:00.000Z',
  overall_progress: 12,
  first_login_completed: true,
  documents: [doc('cv', 'en_attente', 6), doc('photo', 'valide')],
  unread_messages: 2,
};
const marc: CoachClient = {
  user_id: 'marc',
  email: 'marc@example.ch',
  first_name: null,
  last_name: null,
  created_at: '2026-10-15T08:00:00.000Z',
  overall_progress: 25,
  first_login_completed: false,
  documents: [],
  unread_messages: 0,
};
const nestle = fakeApplication('f1', { day: 1, outcome: 'entretien' }) as FollowUpEntry;
const emptyProgramme: ClientProgramme = {
  training: { progress: 0, days: [] },
  follow_up: { progress: 0, days: Array.from({ length: 10 }, (_, i) => ({ day: i + 1, note: null, entries: [] })) },
  job_search: { applications: [], orp_number: null, month: { month: '2026-11', count: 0, target: 10, proof_downloaded_at: null } },
};
const leaProgramme: ClientProgramme = {
  training: {
    progress: 20,
    days: [
      { day: 1, title: 'Le CV suisse', summary: '', exercises: [{ id: 'e1', label: 'Photo', done: true }], video: { url: 'https://example.org/v1', content_type: 'video/mp4', duration_seconds: 8, poster_url: null, subtitles: true, position_seconds: 8, watched: true } },
      { day: 2, title: 'La lettre', summary: '', exercises: [{ id: 'e2', label: 'Brouillon', done: false }], video: null },
    ],
  },
  follow_up: {
    progress: 10,
    days: emptyProgramme.follow_up.days.map((d) =>
      d.day === 1
        ? { day: 1, note: 'Relancer Nestlé', entries: [nestle] }
        : d,
    ),
  },
  job_search: { applications: [nestle], orp_number: null, month: { month: '2026-11', count: 1, target: 10, proof_downloaded_at: null } },
};
const listing = (clients: CoachClient[], total = clients.length, page = 1): CoachClientsResponse => ({
  counters: { total, active: 1, average_progress: 18.5 },
  clients,
  page,
  page_size: COACH_PAGE_SIZE_DEFAULT,
  total,
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/accompagnateur-dashboard']}>
      <UiProviders>
        <Routes>
          <Route path="/accompagnateur-dashboard" element={<CoachDashboardPage />} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

// Found by label text: getByRole over antd's large tree is slow in jsdom.
function button(container: HTMLElement, label: string): HTMLButtonElement {
  const found = within(container).getByText(label).closest('button');
  if (!found) throw new Error(`no button '${label}'`);
  return found;
}

const headers = () => screen.getAllByTestId('client-header');
const postCalls = () => calls.filter((c) => c.method === 'POST');

async function expandLea() {
  renderPage();
  await screen.findByText('lea.martin@example.ch');
  fireEvent.click(screen.getByText('lea.martin@example.ch'));
  return screen.findByTestId('review-item-cv');
}

beforeEach(() => {
  calls.length = 0;
  setRoutes({
    'GET /api/coach/clients?page=1': { status: 200, body: listing([lea, marc]) },
    'GET /api/users/lea/programme': { status: 200, body: leaProgramme },
    'GET /api/users/marc/programme': { status: 200, body: emptyProgramme },
  });
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});
afterEach(() => jest.useRealTimers());

describe('CoachDashboardPage', () => {
  it("shows each client's unread messages, and 'À traiter' asks the server for those waiting for the coach", async () => {
    setRoutes({ 'GET /api/coach/clients?page=1': { status: 200, body: listing([lea, marc]) }, 'GET /api/coach/clients?page=1&filter=a_traiter': { status: 200, body: listing([lea]) } });
    renderPage();
    await screen.findByText('lea.martin@example.ch');
    const [first, second] = headers();
    expect(within(first).getByTestId('client-unread').textContent).toBe('2 messages non lus');
    expect(within(second).queryByTestId('client-unread')).toBeNull();

    const toTreat = screen.getByTestId('filter-to-treat');
    expect(toTreat.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toTreat);
    await waitFor(() => expect(headers()).toHaveLength(1));
    expect(calls.map((c) => c.url)).toContain('/api/coach/clients?page=1&filter=a_traiter');
    expect(screen.getByTestId('filter-to-treat').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the counters and each client with initials, signup date, badge, progress and document count', async () => {
    renderPage();
    expect(await screen.findByText('lea.martin@example.ch')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tableau de bord accompagnateur' })).toBeTruthy();
    expect(screen.getByTestId('counter-total').textContent).toContain('2');
    expect(screen.getByTestId('counter-active').textContent).toContain('1');
    expect(screen.getByTestId('counter-average').textContent).toContain('19');

    const [first, second] = headers();
    expect(first.textContent).toContain('LM');
    expect(first.textContent).toContain('02.11.2026');
    expect(within(first).getByTestId('client-badge').textContent).toBe('En attente');
    expect(within(first).getByTestId('client-progress').textContent).toBe('12%');
    expect(within(first).getByTestId('client-document-count').textContent).toBe('2 documents');
    expect(second.textContent).toContain('MA');
    // 25 % reached by the training and the follow-up, without a document: not validated.
    expect(within(second).getByTestId('client-badge').textContent).toBe('En attente');
    expect(within(second).getByTestId('client-document-count').textContent).toBe('0 document');
  });

  it("says 'Validé' when the three documents are, whatever the overall progress", async () => {
    const validated = { ...lea, overall_progress: 40, documents: [doc('cv', 'valide'), doc('formulaire', 'valide'), doc('photo', 'valide')] };
    routes['GET /api/coach/clients?page=1'] = { status: 200, body: listing([validated]) };
    renderPage();
    await screen.findByText('lea.martin@example.ch');
    expect(within(headers()[0]).getByTestId('client-badge').textContent).toBe('Validé');
  });

  it('searches by e-mail on the server and says when nobody matches', async () => {
    renderPage();
    await screen.findByText('lea.martin@example.ch');
    routes['GET /api/coach/clients?search=MARC&page=1'] = { status: 200, body: listing([marc]) };
    fireEvent.change(screen.getByLabelText('Rechercher un client par email'), { target: { value: 'MARC' } });
    await waitFor(() => expect(screen.queryByText('lea.martin@example.ch')).toBeNull());
    expect(screen.getByText('marc@example.ch')).toBeTruthy();

    routes['GET /api/coach/clients?search=zoe&page=1'] = { status: 200, body: listing([]) };
    fireEvent.change(screen.getByLabelText('Rechercher un client par email'), { target: { value: 'zoe' } });
    expect(await screen.findByText('Aucun client trouvé pour cette recherche')).toBeTruthy();
  });

  it('shows a page at a time, and starts again from the first page on a new search', async () => {
    const many = COACH_PAGE_SIZE_DEFAULT + 1;
    routes['GET /api/coach/clients?page=1'] = { status: 200, body: listing([lea], many) };
    routes['GET /api/coach/clients?page=2'] = { status: 200, body: listing([marc], many, 2) };
    renderPage();
    await screen.findByText('lea.martin@example.ch');
    expect(screen.getByTestId('counter-total').textContent).toContain(String(many));
    fireEvent.click(await screen.findByTitle('2'));
    expect(await screen.findByText('marc@example.ch')).toBeTruthy();
    expect(screen.queryByText('lea.martin@example.ch')).toBeNull();

    routes['GET /api/coach/clients?search=lea&page=1'] = { status: 200, body: listing([lea]) };
    fireEvent.change(screen.getByLabelText('Rechercher un client par email'), { target: { value: 'lea' } });
    expect(await screen.findByText('lea.martin@example.ch')).toBeTruthy();
    expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/coach/clients'))).toEqual([
      '/api/coach/clients?page=1',
      '/api/coach/clients?page=2',
      '/api/coach/clients?search=lea&page=1',
    ]);
    expect(screen.queryByTitle('2')).toBeNull();
  });

  it('says when no client is assigned', async () => {
    routes['GET /api/coach/clients?page=1'] = { status: 200, body: listing([]) };
    renderPage();
    expect(await screen.findByText('Aucun client assigné')).toBeTruthy();
  });

  it('expands a client: pending documents get a countdown and the review buttons, validated ones only view and download', async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    const cv = await expandLea();
    expect(cv.textContent).toContain('CV');
    expect(cv.textContent).toContain('20.11.2026');
    expect(within(cv).getByTestId('document-status').textContent).toBe('En attente');
    expect(within(cv).getByTestId('deadline-countdown').dataset['band']).toBe('red-pulse');
    for (const name of ['Voir', 'Télécharger', 'Valider', 'Rejeter']) expect(button(cv, name)).toBeTruthy();

    const photo = screen.getByTestId('review-item-photo');
    expect(within(photo).queryByTestId('deadline-countdown')).toBeNull();
    expect(within(photo).queryByText('Valider')).toBeNull();
    expect(button(photo, 'Voir')).toBeTruthy();
  });

  it("shows the expanded client's training and campaign: both progresses, its applications and notes", async () => {
    await expandLea();
    expect(calls.some((c) => c.url === '/api/users/lea/programme')).toBe(false);
    fireEvent.click(screen.getByText('Formation et campagne'));
    const programme = await screen.findByTestId('client-programme-lea');
    expect(within(programme).getByTestId('coach-progress-5j').textContent).toContain('20%');
    // Each day: its exercises ticked and, when it has a video, whether the client watched it.
    expect(programme.textContent).toContain('J1 1/1, vidéo vue · J2 0/1');
    expect(within(programme).getByTestId('coach-progress-10j').textContent).toContain('10%');
    expect(programme.textContent).toContain('Nestlé SA');
    expect(programme.textContent).toContain('Entretien');
    expect(programme.textContent).toContain('10.11.2026');
    expect(programme.textContent).toContain('Relancer Nestlé');
    expect(within(programme).getByTestId('coach-job-search-count').textContent).toBe('1 / 10 candidatures en novembre 2026');
  });

  it("shows 'Aucun document déposé' for a client without documents", async () => {
    renderPage();
    fireEvent.click(await screen.findByText('marc@example.ch'));
    expect(await screen.findByText('Aucun document déposé')).toBeTruthy();
  });

  it("opens the client's path in the row's 'Parcours' tab (the panel has its own spec)", async () => {
    routes['GET /api/users/lea/milestones'] = { status: 200, body: { milestones: [], overall_progress: 12 } };
    await expandLea();
    expect(calls.some((c) => c.url === '/api/users/lea/milestones')).toBe(false);
    fireEvent.click(screen.getByText('Parcours'));
    expect(await screen.findByText('Aucune étape configurée pour ce client')).toBeTruthy();
  });

  it("opens the client's thread in the row's 'Messages' tab, through the staff routes (the thread has its own spec)", async () => {
    routes['GET /api/users/lea/conversation'] = {
      status: 200,
      body: { client_id: 'lea', messages: [], has_more: false, read: { client: null, staff: null }, answerer: { kind: 'coach', name: 'Marie Coach' }, unread: 0 },
    };
    routes['PUT /api/users/lea/conversation/read'] = { status: 200, body: { messages: 0 } };
    await expandLea();
    expect(calls.some((c) => c.url === '/api/users/lea/conversation')).toBe(false);
    fireEvent.click(screen.getByText('Messages'));
    expect(await screen.findByText(CONVERSATION_TEXTS.empty)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/users/lea/conversation/read')).toBe(true));
  });

  it('refuses a rejection without a reason and sends nothing', async () => {
    const cv = await expandLea();
    fireEvent.click(button(cv, 'Rejeter'));
    fireEvent.change(within(cv).getByLabelText('Raison du rejet'), { target: { value: '   ' } });
    fireEvent.click(button(cv, 'Confirmer le rejet'));
    expect(await screen.findByText('Veuillez indiquer la raison du rejet')).toBeTruthy();
    expect(postCalls()).toHaveLength(0);

    fireEvent.click(button(cv, 'Annuler'));
    expect(within(cv).queryByTestId('reject-form')).toBeNull();
  });

  it('rejects with the reason, toasts and reloads the list 500 ms later', async () => {
    const cv = await expandLea();
    routes['POST /api/documents/lea-cv/reject'] = { status: 200, body: { ...doc('cv', 'a_corriger'), reviewer_notes: 'Ajoutez vos dates' } };
    fireEvent.click(button(cv, 'Rejeter'));
    fireEvent.change(within(cv).getByLabelText('Raison du rejet'), { target: { value: 'Ajoutez vos dates' } });
    fireEvent.click(button(cv, 'Confirmer le rejet'));
    expect(await screen.findByText('Document rejeté')).toBeTruthy();
    expect(postCalls()).toEqual([{ method: 'POST', url: '/api/documents/lea-cv/reject', body: { reason: 'Ajoutez vos dates' } }]);
    const lists = () => calls.filter((c) => c.url === '/api/coach/clients?page=1').length;
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('validates a pending document, and says so when it fails', async () => {
    const cv = await expandLea();
    routes['POST /api/documents/lea-cv/validate'] = { status: 200, body: doc('cv', 'valide') };
    fireEvent.click(button(cv, 'Valider'));
    expect(await screen.findByText('Le document a été validé avec succès')).toBeTruthy();

    routes['POST /api/documents/lea-cv/validate'] = { status: 409, body: { statusCode: 409, error: 'Conflict', message: "Ce document n'est plus en attente de validation" } };
    fireEvent.click(button(cv, 'Valider'));
    expect(await screen.findByText('Impossible de valider le document')).toBeTruthy();
  });

  it('shows the file fetched through the signed link in a new tab, and toasts when the link cannot be had', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom has no blob: URLs.
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:http://localhost/${blobs.push(blob)}`);
    URL.revokeObjectURL = jest.fn();
    const cv = await expandLea();
    routes['GET /api/documents/lea-cv/link'] = { status: 200, body: { url: '/api/files/signed?x=1', expires_at: '2026-11-23T10:00:00Z' } };
    routes['GET http://localhost/api/files/signed?x=1'] = { status: 200, body: '%PDF-1.7' };
    fireEvent.click(button(cv, 'Voir'));
    // Shown from a blob: of the type the server checked, not the signed link (an attachment).
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blobs[0].type).toBe('application/pdf');

    routes['GET /api/documents/lea-cv/link'] = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Accès refusé' } };
    fireEvent.click(button(cv, 'Voir'));
    expect(await screen.findByText("Impossible d'ouvrir le document")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    fireEvent.click(button(cv, 'Télécharger'));
    expect(await screen.findByText('Impossible de télécharger le document')).toBeTruthy();
    open.mockRestore();
  });

  it('toasts when the clients cannot be loaded', async () => {
    routes['GET /api/coach/clients?page=1'] = { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Erreur interne' } };
    renderPage();
    expect(await screen.findAllByText('Impossible de charger vos clients')).not.toHaveLength(0);
  });
});
