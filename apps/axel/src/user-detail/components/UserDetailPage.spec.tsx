import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminUserDetail, Profile } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { UserDetailPage } from './UserDetailPage';

const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const ID = '2f1c7a4e-0000-4000-8000-000000000001';
const profile: Profile = {
  user_id: ID,
  email: 'lea@example.ch',
  role: 'client',
  first_name: 'Léa',
  last_name: 'Martin',
  country_code: '+41',
  phone: '79 123 45 67',
  has_paid: false,
  overall_progress: 25,
  documents_state: 'validated',
  progress_5j: 40,
  progress_10j: 10,
  risk_flag: true,
  first_login_completed: true,
  date_close: null,
  calendly_link: 'https://calendly.com/capsuisse/lea',
  crm_contact_id: 'crm-42',
  created_at: '2026-11-02T08:00:00.000Z',
  recruiter_visible: true,
  recruiter_consent_at: '2026-11-02T08:00:00.000Z',
  recruiter_withdrawn_at: null,
  recruiter_approval: null,
  recruiter_decided_at: null,
  deletion_requested_at: null,
};
const detail = (changes: Partial<Profile> = {}): AdminUserDetail => ({
  profile: { ...profile, ...changes },
  role: changes.role ?? 'client',
  documents: [
    {
      id: 'd1',
      user_id: ID,
      type: 'cv',
      status: 'a_corriger',
      mime_type: 'application/pdf',
      size: 1000,
      created_at: '2026-11-03T08:00:00.000Z',
      validation_deadline: null,
      reviewed_at: '2026-11-04T08:00:00.000Z',
      reviewer_notes: 'Ajoutez vos dates',
      expired_at: null,
      history: [],
      link: { url: '/api/storage/signed-cv', expires_at: '2999-01-01T00:00:00.000Z' },
    },
  ],
  milestones: [],
  coaches: [],
  clients: [],
});
const adminUser = { id: ID, email: profile.email, role: 'client', has_paid: true, overall_progress: 25, created_at: profile.created_at, first_name: 'Léa', last_name: 'Martin' };

const GET = `GET /api/admin/users/${ID}`;

function renderPage(id = ID) {
  render(
    <MemoryRouter initialEntries={[`/user/${id}`]}>
      <UiProviders>
        <Routes>
          <Route path="/user/:userId" element={<UserDetailPage />} />
          <Route path="/axel-dashboard" element={<p>dashboard page</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

const writes = () => calls.filter((c) => c.method !== 'GET');

jest.setTimeout(60_000);
// Toasts and refetches come late when other jobs share the two cores: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  calls.length = 0;
  setRoutes({ [GET]: { status: 200, body: detail() } });
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('UserDetailPage', () => {
  it('shows the header, general info, progression and documents with reviewer notes', async () => {
    renderPage();
    expect(await screen.findByTestId('user-email')).toBeTruthy();
    expect(screen.getByTestId('user-email').textContent).toBe('lea@example.ch');
    expect(screen.getByText(ID)).toBeTruthy();
    expect(screen.getByTestId('role-badge').textContent).toBe('Client');
    expect(screen.getByTestId('general-status').textContent).toBe('Validé');
    expect(screen.getByTestId('general-risk').textContent).toBe('Signalé');
    expect(screen.getByTestId('general-created').textContent).toBe('02.11.2026');
    expect(screen.getByText('crm-42')).toBeTruthy();
    expect(screen.getByText('https://calendly.com/capsuisse/lea').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('progress-5j').textContent).toContain('Formation 5j');
    expect(screen.getByTestId('progress-5j').textContent).toContain('40%');
    expect(screen.getByTestId('progress-10j').textContent).toContain('10%');
    expect(screen.getByTestId('reviewer-notes').textContent).toBe('Note du relecteur : Ajoutez vos dates');
    expect(screen.getByTestId('access-label').textContent).toBe('En attente de paiement');
  });

  it("shows a document fetched through its signed link in a new tab", async () => {
    const tab = { location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom has no blob: URLs.
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/cv');
    URL.revokeObjectURL = jest.fn();
    routes['GET http://localhost/api/storage/signed-cv'] = { status: 200, body: '%PDF-1.7' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Voir/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/cv'));
    expect(open).toHaveBeenCalledWith('', '_blank');
  });

  it('edits the client info: Modifier, then Enregistrer sends the fields (empty ones included), Annuler leaves', async () => {
    routes[`PATCH /api/admin/users/${ID}`] = { status: 200, body: adminUser };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('textbox', { name: 'Indicatif' }).getAttribute('placeholder')).toBe('+33');
    fireEvent.change(screen.getByRole('textbox', { name: 'Prénom' }), { target: { value: 'Léana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Téléphone' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ first_name: 'Léana', last_name: 'Martin', country_code: '+41', phone: '' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('textbox', { name: 'Prénom' })).toBeNull();
    expect(writes()).toHaveLength(1);
  });

  it("says 'Impossible de mettre à jour le profil' with the server's message", async () => {
    routes[`PATCH /api/admin/users/${ID}`] = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Le prénom ne peut pas dépasser 100 caractères' } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de mettre à jour le profil')).toBeTruthy();
    expect(screen.getByText('Le prénom ne peut pas dépasser 100 caractères')).toBeTruthy();
  });

  it('opens the access with the switch, then shows the member label', async () => {
    let paid = false;
    routes[GET] = () => ({ status: 200, body: detail({ has_paid: paid }) });
    routes[`PUT /api/admin/users/${ID}/access`] = () => {
      paid = true;
      return { status: 200, body: adminUser };
    };
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Accès aux fonctionnalités client' }));
    expect(await screen.findByText('Accès débloqué')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ has_paid: true });
    await waitFor(() => expect(screen.getByTestId('access-label').textContent).toBe('Membre de la communauté'));
  });

  it("says 'Impossible de modifier l'accès' when the switch is refused", async () => {
    routes[`PUT /api/admin/users/${ID}/access`] = { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' } };
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Accès aux fonctionnalités client' }));
    expect(await screen.findByText("Impossible de modifier l'accès")).toBeTruthy();
    expect(screen.getByTestId('access-label').textContent).toBe('En attente de paiement');
  });

  it('keeps the role button disabled until another role is chosen', async () => {
    let role: Profile['role'] = 'client';
    routes[GET] = () => ({ status: 200, body: detail({ role }) });
    routes[`PUT /api/admin/users/${ID}/role`] = () => {
      role = 'recruteur';
      return { status: 200, body: { ...adminUser, role } };
    };
    renderPage();
    const button = await screen.findByRole('button', { name: 'Mettre à jour le rôle' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('role-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Recruteur'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mettre à jour le rôle' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour le rôle' }));
    expect(await screen.findByText('Rôle mis à jour')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ role: 'recruteur' });
    await waitFor(() => expect(screen.getByTestId('role-badge').textContent).toBe('Recruteur'));
    expect(screen.getByRole('button', { name: 'Mettre à jour le rôle' }).hasAttribute('disabled')).toBe(true);
  });

  it('resets the password in a dialog, refusing fewer than 6 characters', async () => {
    routes[`POST /api/admin/users/${ID}/password`] = { status: 204 };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Réinitialiser le mot de passe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nouveau mot de passe'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nouveau mot de passe'), { target: { value: 'abcdef' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Mot de passe réinitialisé')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ new_password: 'abcdef' });
  });

  it("shows 'Utilisateur non trouvé' with a way back to the dashboard", async () => {
    routes[GET] = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Utilisateur non trouvé' } };
    renderPage();
    expect(await screen.findByText('Utilisateur non trouvé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retour au tableau de bord/ }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it("toasts 'Impossible de charger les détails de l'utilisateur' when the load fails", async () => {
    routes[GET] = { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' } };
    renderPage();
    expect((await screen.findAllByText("Impossible de charger les détails de l'utilisateur")).length).toBeGreaterThan(0);
  });
});
