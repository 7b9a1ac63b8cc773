import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminUser, AdminUsersResponse, AuditResponse } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { AxelDashboardPage } from './AxelDashboardPage';

const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const user = (email: string, role: AdminUser['role'], extra: Partial<AdminUser> = {}): AdminUser => ({
  id: `id-${email.split('@')[0]}`,
  email,
  role,
  has_paid: true,
  overall_progress: 30,
  documents_state: 'validated',
  created_at: '2026-11-02T08:00:00.000Z',
  first_name: null,
  last_name: null,
  deletion_requested_at: null,
  recruiter_approval: role === 'recruteur' ? 'approved' : null,
  ...extra,
});

const lea = user('lea@example.ch', 'client');
const coach = user('coach@example.ch', 'accompagnateur', { overall_progress: 0 });
const housing = user('maison@example.ch', 'client_se_loger', { overall_progress: 25, documents_state: 'pending' });
const listing = (users: AdminUser[]): AdminUsersResponse => ({ users, total: users.length, page: 1, page_size: 20 });

const USERS = (query = 'sort=created_at&order=desc&page=1&page_size=20') => `GET /api/admin/users?${query}`;
const BY_ROLE = (role: string) => USERS(`role=${role}&sort=email&order=asc&page_size=100`);
const audit: AuditResponse = {
  entries: [
    {
      id: 'a1',
      actor_id: 'axel-id',
      actor_email: 'axel@demo.capsuisse.ch',
      action: 'admin.user.role',
      target_type: 'user',
      target_id: 'id-lea',
      details: { before: { role: 'client' }, after: { role: 'recruteur' } },
      request_id: null,
      created_at: '2026-11-03T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/axel-dashboard']}>
      <UiProviders>
        <Routes>
          <Route path="/axel-dashboard" element={<AxelDashboardPage />} />
          <Route path="/user/:userId" element={<p>detail page</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

const usersCalls = () => calls.filter((c) => c.url.startsWith('/api/admin/users')).map((c) => c.url);
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

beforeEach(() => {
  calls.length = 0;
  setRoutes({
    'GET /api/admin/counters': { status: 200, body: { users: 12, coaches: 2, clients: 7, recruiters: 3 } },
    [USERS()]: { status: 200, body: listing([lea, coach, housing]) },
    [BY_ROLE('accompagnateur')]: { status: 200, body: listing([coach]) },
    [BY_ROLE('client')]: { status: 200, body: listing([lea]) },
    [BY_ROLE('client_se_loger')]: { status: 200, body: listing([housing]) },
    'GET /api/admin/audit?page=1&page_size=20': { status: 200, body: audit },
  });
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

// antd renders slowly in jsdom, the more so beside other jobs on two cores; toasts, refetches and lazy tabs
// get the 15 s of libs/web/jest.setup.ts (5 s here had made the lazy 'Assigner' tab fail on a busy machine).
jest.setTimeout(60_000);

describe('AxelDashboardPage', () => {
  it('shows the four counters and the users, with a dash for the progress of roles other than client', async () => {
    renderPage();
    expect(await screen.findByText('lea@example.ch')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('counter-users').textContent).toBe('Utilisateurs12'));
    expect(screen.getByTestId('counter-coaches').textContent).toBe('Accompagnateurs2');
    expect(screen.getByTestId('counter-clients').textContent).toBe('Clients7');
    expect(screen.getByTestId('counter-recruiters').textContent).toBe('Recruteurs3');
    for (const name of ['Utilisateurs', 'Assigner', 'Créer', 'Journal']) expect(screen.getByRole('tab', { name })).toBeTruthy();

    const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
    expect(within(row('lea@example.ch')).getByText('30%')).toBeTruthy();
    expect(within(row('lea@example.ch')).getByText('Validé')).toBeTruthy();
    expect(within(row('lea@example.ch')).getByText('02.11.2026')).toBeTruthy();
    expect(within(row('coach@example.ch')).queryByText('0%')).toBeNull();
    // 25 % without the three documents validated (training and follow-up count too): still waiting.
    expect(within(row('maison@example.ch')).getByText('En attente')).toBeTruthy();
    expect(within(row('maison@example.ch')).queryByText('25%')).toBeNull();
  });

  it('deletes a user from its trash button after a confirmation naming it, then asks for the list again', async () => {
    routes['DELETE /api/admin/users/id-lea'] = { status: 204 };
    renderPage();
    await screen.findByText('lea@example.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer lea@example.ch' }));
    expect(await screen.findByText('Supprimer définitivement lea@example.ch ?')).toBeTruthy();
    // The row was not opened by the click on its trash button.
    expect(screen.queryByText('detail page')).toBeNull();
    const before = usersCalls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Utilisateur supprimé')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/users/id-lea')).toBe(true);
    await waitFor(() => expect(usersCalls().length).toBeGreaterThan(before));
  });

  it('says so when a deletion is refused, with the server message', async () => {
    routes['DELETE /api/admin/users/id-lea'] = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Impossible de supprimer le dernier compte axel' } };
    renderPage();
    await screen.findByText('lea@example.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer lea@example.ch' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Impossible de supprimer l'utilisateur")).toBeTruthy();
    expect(screen.getByText('Impossible de supprimer le dernier compte axel')).toBeTruthy();
  });

  it('sorts by the server: a click on a sortable header asks again with sort and order', async () => {
    routes[USERS('sort=email&order=asc&page=1&page_size=20')] = { status: 200, body: listing([coach, lea]) };
    routes[USERS('sort=email&order=desc&page=1&page_size=20')] = { status: 200, body: listing([lea, coach]) };
    renderPage();
    await screen.findByText('lea@example.ch');
    fireEvent.click(screen.getByRole('columnheader', { name: /^Email/ }));
    await waitFor(() => expect(usersCalls()).toContain('/api/admin/users?sort=email&order=asc&page=1&page_size=20'));
    fireEvent.click(screen.getByRole('columnheader', { name: /^Email/ }));
    await waitFor(() => expect(usersCalls()).toContain('/api/admin/users?sort=email&order=desc&page=1&page_size=20'));
  });

  it('searches by email once the typing pauses, and filters by role', async () => {
    routes[USERS('sort=created_at&order=desc&search=lea&page=1&page_size=20')] = { status: 200, body: listing([lea]) };
    routes[USERS('sort=created_at&order=desc&role=accompagnateur&search=lea&page=1&page_size=20')] = { status: 200, body: listing([]) };
    renderPage();
    await screen.findByText('lea@example.ch');
    const search = screen.getByLabelText('Rechercher par email');
    fireEvent.change(search, { target: { value: 'l' } });
    fireEvent.change(search, { target: { value: 'le' } });
    fireEvent.change(search, { target: { value: 'lea' } });
    await waitFor(() => expect(usersCalls()).toContain('/api/admin/users?sort=created_at&order=desc&search=lea&page=1&page_size=20'));
    // Debounced: the partial inputs were never sent.
    expect(usersCalls().some((url) => /search=le?&/.test(url))).toBe(false);

    fireEvent.mouseDown(within(screen.getByTestId('role-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Accompagnateur'));
    await waitFor(() =>
      expect(usersCalls()).toContain('/api/admin/users?sort=created_at&order=desc&role=accompagnateur&search=lea&page=1&page_size=20'),
    );
    expect(await screen.findByText('Aucun utilisateur')).toBeTruthy();
  });

  it("shows a recruiter's approval and lets axel approve a waiting one or refuse it after a confirmation", async () => {
    const waiting = user('rita@example.ch', 'recruteur', { recruiter_approval: 'pending' });
    const approved = user('romain@example.ch', 'recruteur');
    routes[USERS()] = { status: 200, body: listing([lea, waiting, approved]) };
    routes['PUT /api/admin/users/id-rita/recruiter-approval'] = { status: 200, body: { ...waiting, recruiter_approval: 'approved' } };
    renderPage();
    await screen.findByText('rita@example.ch');
    const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
    expect(within(row('rita@example.ch')).getByTestId('recruiter-approval').textContent).toBe('En attente de validation');
    expect(within(row('romain@example.ch')).getByTestId('recruiter-approval').textContent).toBe('Recruteur validé');
    // An approved recruiter can be refused, not approved again; a client has neither button.
    expect(within(row('romain@example.ch')).queryByRole('button', { name: 'Valider romain@example.ch' })).toBeNull();
    expect(within(row('romain@example.ch')).getByRole('button', { name: 'Refuser romain@example.ch' })).toBeTruthy();
    expect(within(row('lea@example.ch')).queryByRole('button', { name: /^(Valider|Refuser)/ })).toBeNull();

    const before = usersCalls().length;
    fireEvent.click(within(row('rita@example.ch')).getByRole('button', { name: 'Valider rita@example.ch' }));
    expect(await screen.findByText('rita@example.ch peut voir les candidats')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/admin/users/id-rita/recruiter-approval', body: { decision: 'approved' } });
    // The click did not open the row, and the table is asked again.
    expect(screen.queryByText('detail page')).toBeNull();
    await waitFor(() => expect(usersCalls().length).toBeGreaterThan(before));

    routes['PUT /api/admin/users/id-romain/recruiter-approval'] = { status: 200, body: { ...approved, recruiter_approval: 'refused' } };
    fireEvent.click(within(row('romain@example.ch')).getByRole('button', { name: 'Refuser romain@example.ch' }));
    expect(await screen.findByText('Refuser le compte recruteur romain@example.ch ?')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('romain@example.ch ne verra aucun candidat')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ decision: 'approved' }, { decision: 'refused' }]);
  });

  it("says so when a recruiter's approval is refused by the server, with its message", async () => {
    const waiting = user('rita@example.ch', 'recruteur', { recruiter_approval: 'pending' });
    routes[USERS()] = { status: 200, body: listing([waiting]) };
    routes['PUT /api/admin/users/id-rita/recruiter-approval'] = { status: 409, body: { statusCode: 409, error: 'Conflict', message: "Ce compte n'est pas un compte recruteur : il n'y a rien à valider" } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Valider rita@example.ch' }));
    expect(await screen.findByText('Impossible de valider ou de refuser le recruteur')).toBeTruthy();
    expect(screen.getByText("Ce compte n'est pas un compte recruteur : il n'y a rien à valider")).toBeTruthy();
  });

  it('opens the user detail on a row click', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('lea@example.ch'));
    expect(await screen.findByText('detail page')).toBeTruthy();
  });

  it("toasts 'Impossible de charger les utilisateurs' when the list fails", async () => {
    routes[USERS()] = { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' } };
    renderPage();
    expect(await screen.findByText('Impossible de charger les utilisateurs')).toBeTruthy();
  });

  it('creates a user: both fields required, 8 characters minimum, then the role and payment box are sent', async () => {
    routes['POST /api/admin/users'] = { status: 201, body: user('neo@example.ch', 'accompagnateur', { has_paid: false }) };
    renderPage();
    await screen.findByText('lea@example.ch');
    tab('Créer');
    const submit = await screen.findByRole('button', { name: "Créer l'utilisateur" });

    fireEvent.click(submit);
    expect(await screen.findByText('Email et mot de passe requis')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'neo@example.ch' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'court' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'assez-long-1' } });
    fireEvent.mouseDown(within(screen.getByTestId('create-role')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Accompagnateur'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paiement requis' }));
    fireEvent.click(submit);
    expect(await screen.findByText('Utilisateur créé')).toBeTruthy();
    expect(screen.getByText('neo@example.ch a été créé : paiement requis')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'neo@example.ch', password: 'assez-long-1', role: 'accompagnateur', payment_required: true });
  });

  it("shows the server's message when the creation is refused", async () => {
    routes['POST /api/admin/users'] = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Un compte existe déjà avec cet email' } };
    renderPage();
    await screen.findByText('lea@example.ch');
    tab('Créer');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'lea@example.ch' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'assez-long-1' } });
    fireEvent.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await screen.findByText("Impossible de créer l'utilisateur")).toBeTruthy();
    expect(screen.getByText('Un compte existe déjà avec cet email')).toBeTruthy();
  });

  it('assigns a client to a coach, both required', async () => {
    routes['POST /api/admin/assignments'] = { status: 204 };
    renderPage();
    await screen.findByText('lea@example.ch');
    tab('Assigner');
    const submit = await screen.findByRole('button', { name: 'Assigner' });
    fireEvent.click(submit);
    expect(await screen.findByText('Sélectionnez un accompagnateur et un client')).toBeTruthy();

    fireEvent.mouseDown(within(screen.getByTestId('assign-coach')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('coach@example.ch'));
    fireEvent.mouseDown(within(screen.getByTestId('assign-client')).getByRole('combobox'));
    // Job clients and housing clients are both listed.
    expect(await screen.findByTitle('maison@example.ch (Client (Se loger))')).toBeTruthy();
    fireEvent.click(screen.getByTitle('lea@example.ch (Client)'));
    fireEvent.click(submit);
    expect(await screen.findByText("Client assigné à l'accompagnateur")).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accompagnateur_id: 'id-coach', client_id: 'id-lea' });
  });

  it('lists the journal and filters it by action and target', async () => {
    routes['GET /api/admin/audit?target=id-lea&action=admin.user.role&page=1&page_size=20'] = { status: 200, body: audit };
    renderPage();
    await screen.findByText('lea@example.ch');
    tab('Journal');
    expect(await screen.findByText('Changement de rôle')).toBeTruthy();
    expect(screen.getByText('axel@demo.capsuisse.ch')).toBeTruthy();
    expect(screen.getByTestId('audit-before').textContent).toBe('Avant : {"role":"client"}');
    expect(screen.getByTestId('audit-after').textContent).toBe('Après : {"role":"recruteur"}');

    fireEvent.mouseDown(within(screen.getByTestId('audit-action')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Changement de rôle'));
    fireEvent.change(screen.getByLabelText('Cible (identifiant)'), { target: { value: ' id-lea ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/admin/audit?target=id-lea&action=admin.user.role&page=1&page_size=20'));
  });
});
