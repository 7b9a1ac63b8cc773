import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CALL_SIGNUP_INTENT, PAGES, type Session } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { SignupPage } from './SignupPage';

// Issue 31: 'Je réserve mon entretien' keeps /signup as its target; the intent it carries leads the new client to the booking.
jest.setTimeout(30_000);
const VALID = {
  Prénom: 'Marie',
  Nom: 'Dupont',
  Email: 'marie.dupont@example.ch',
  Téléphone: '79 123 45 67',
  'Mot de passe': 'Genève-2026!',
  'Confirmer le mot de passe': 'Genève-2026!',
};

function signUpFrom(entry: { pathname: string; search?: string; state?: unknown }) {
  jest.spyOn(sessionStore, 'signUp').mockResolvedValue({ user: { role: 'client' } } as Session);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <UiProviders>
        <Routes>
          <Route path={PAGES.signup.path} element={<SignupPage />} />
          <Route path={PAGES.calls.path} element={<p>page rendez-vous</p>} />
          <Route path={PAGES.dashboard.path} element={<p>page tableau de bord</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Je cherche un emploi/ }));
  for (const [label, value] of Object.entries(VALID)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

afterEach(() => jest.restoreAllMocks());

it.each([
  ['router state', { pathname: PAGES.signup.path, state: CALL_SIGNUP_INTENT }],
  ['?suite=appel', { pathname: PAGES.signup.path, search: `?suite=${CALL_SIGNUP_INTENT.suite}` }],
])('leads a new client who came to book a call to the booking (%s)', async (_, entry) => {
  signUpFrom(entry);
  expect(await screen.findByText('page rendez-vous', undefined, { timeout: 10_000 })).toBeTruthy();
});

it('leads any other new client home', async () => {
  signUpFrom({ pathname: PAGES.signup.path });
  expect(await screen.findByText('page tableau de bord', undefined, { timeout: 10_000 })).toBeTruthy();
});
