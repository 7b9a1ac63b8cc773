import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API_ERRORS, TOASTS, VALIDATION, type Session } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { SignupForm } from './SignupForm';

const VALID = {
  Prénom: 'Marie',
  Nom: 'Dupont',
  Email: 'marie.dupont@example.ch',
  Téléphone: '79 123 45 67',
  'Mot de passe': 'Genève-2026!',
  'Confirmer le mot de passe': 'Genève-2026!',
};

function renderForm() {
  render(
    <MemoryRouter>
      <UiProviders>
        <SignupForm accountType="client" />
      </UiProviders>
    </MemoryRouter>,
  );
}

function fill(values: Partial<typeof VALID>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

describe('SignupForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the first validation issue as the toast, with the spec texts', async () => {
    const signUp = jest.spyOn(sessionStore, 'signUp');
    renderForm();
    submit();
    expect(await screen.findByText(TOASTS.validationError)).toBeTruthy();
    expect(screen.getAllByText(VALIDATION.emailFormat).length).toBeGreaterThan(0);
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    [{ 'Mot de passe': 'abc', 'Confirmer le mot de passe': 'abc' }, VALIDATION.passwordMin],
    [{ 'Mot de passe': 'genève-2026!', 'Confirmer le mot de passe': 'genève-2026!' }, VALIDATION.passwordUpper],
    [{ 'Confirmer le mot de passe': 'Autre-2026!' }, VALIDATION.passwordsMismatch],
    [{ Prénom: '   ' }, VALIDATION.firstNameRequired],
    [{ Téléphone: '' }, VALIDATION.phoneRequired],
  ])('%o → %s', async (patch, message) => {
    renderForm();
    fill({ ...VALID, ...patch });
    submit();
    const toast = (await screen.findByText(TOASTS.validationError)).closest('.ant-notification-notice');
    expect(toast?.textContent).toContain(message);
  });

  it('shows the server message when sign-up fails', async () => {
    jest.spyOn(sessionStore, 'signUp').mockRejectedValue(new ApiError({ statusCode: 409, error: 'Conflict', message: API_ERRORS.emailTaken }));
    renderForm();
    fill(VALID);
    submit();
    const toast = (await screen.findByText(TOASTS.signupError)).closest('.ant-notification-notice');
    expect(toast?.textContent).toContain(API_ERRORS.emailTaken);
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeTruthy(); // loading cleared
  });

  it('sends the payload with the default +41 dial code and confirms the account', async () => {
    const signUp = jest.spyOn(sessionStore, 'signUp').mockResolvedValue({ user: { role: 'client' } } as Session);
    renderForm();
    fill(VALID);
    submit();
    expect(await screen.findByText(TOASTS.signupSuccess)).toBeTruthy();
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    expect(signUp.mock.calls[0][0]).toMatchObject({
      email: 'marie.dupont@example.ch',
      firstName: 'Marie',
      countryCode: '+41',
      phone: '79 123 45 67',
      accountType: 'client',
    });
    expect(screen.getByRole('button', { name: /Création\.\.\./ })).toBeTruthy();
  });
});
