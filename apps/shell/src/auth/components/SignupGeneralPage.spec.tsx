import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOASTS, type ServiceChoice, type Session } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { SignupGeneralPage } from './SignupGeneralPage';

// antd's form validates asynchronously: on a loaded machine the toast takes more than the default second.
const SLOW = { timeout: 10_000 };

const VALID = {
  Prénom: 'Inès',
  Nom: 'Favre',
  Email: 'ines.favre@example.ch',
  Téléphone: '79 765 43 21',
  'Mot de passe': 'Genève-2026!',
  'Confirmer le mot de passe': 'Genève-2026!',
};

function open(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/signup-general', state }]}>
      <UiProviders>
        <Routes>
          <Route path="/signup-general" element={<SignupGeneralPage />} />
          <Route path="/countries" element="page:/countries" />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

async function signUpWith(choice: ServiceChoice) {
  const signUp = jest.spyOn(sessionStore, 'signUp').mockResolvedValue({ user: { role: 'client' } } as Session);
  open(choice);
  expect(screen.getByTestId('service-choice').textContent).toContain(`${choice.country} · ${choice.service}`);
  for (const [label, value] of Object.entries(VALID)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  expect(await screen.findByText(TOASTS.signupSuccess, undefined, SLOW)).toBeTruthy();
  await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1), SLOW);
  return signUp.mock.calls[0][0];
}

describe('/signup-general', () => {
  jest.setTimeout(60_000);
  afterEach(() => jest.restoreAllMocks());

  it("signs up a housing seeker for 'Se loger', keeping the country and service on the account", async () => {
    expect(await signUpWith({ country: 'Suisse', service: 'Se loger' })).toMatchObject({
      accountType: 'client_se_loger',
      metadata: { country: 'Suisse', service: 'Se loger' },
    });
  });

  it('signs up a client for the other services', async () => {
    expect(await signUpWith({ country: 'Maroc', service: 'Création de société' })).toMatchObject({
      accountType: 'autre',
      metadata: { country: 'Maroc', service: 'Création de société' },
    });
  });

  it('goes back to /countries with its back button', () => {
    open({ country: 'Suisse', service: 'Entreprendre' });
    fireEvent.click(screen.getByRole('button', { name: /Retour aux destinations/ }));
    expect(screen.getByText('page:/countries')).toBeTruthy();
  });

  it.each([undefined, { country: 'Australie', service: 'Travailler' }, { country: 'Monaco', service: 'Se loger' }])('sends %o to /countries to choose', (state) => {
    open(state);
    expect(screen.getByText('page:/countries')).toBeTruthy();
  });
});
