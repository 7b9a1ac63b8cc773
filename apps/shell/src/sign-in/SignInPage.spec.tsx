import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MFA_MESSAGES, type Session, TOASTS, VALIDATION } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { LoginPage } from './LoginPage';

// antd's form validates asynchronously: on a loaded machine the toast takes more than the default second.
const SLOW = { timeout: 10_000 };

function open() {
  render(
    <MemoryRouter>
      <UiProviders>
        <LoginPage />
      </UiProviders>
    </MemoryRouter>,
  );
}

async function passPassword() {
  jest.spyOn(sessionStore, 'signIn').mockResolvedValue({ mfa_required: true, mfa_token: 'challenge', expires_in: 300 });
  open();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'coach@example.ch' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Genève-2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter ✨' }));
  expect(await screen.findByRole('heading', { name: 'Double authentification' }, SLOW)).toBeTruthy();
}

describe('/login with a second factor', () => {
  jest.setTimeout(60_000);
  afterEach(() => jest.restoreAllMocks());

  it('asks for the 6-digit code after the password and completes the sign-in with it', async () => {
    const verify = jest.spyOn(sessionStore, 'verifyMfaChallenge').mockResolvedValue({} as Session);
    await passPassword();
    const input = screen.getByLabelText('Code de vérification');
    fireEvent.change(input, { target: { value: '12a 34-56789' } });
    expect((input as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier ✨' }));
    expect(await screen.findByText(TOASTS.loginSuccess.title, undefined, SLOW)).toBeTruthy();
    expect(verify).toHaveBeenCalledWith('challenge', { code: '123456' });
  });

  it('refuses a short code before calling, and offers a recovery code instead', async () => {
    const verify = jest.spyOn(sessionStore, 'verifyMfaChallenge').mockResolvedValue({} as Session);
    await passPassword();
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier ✨' }));
    expect(await screen.findByText(MFA_MESSAGES.codeFormat, undefined, SLOW)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    fireEvent.change(screen.getByLabelText('Code de secours'), { target: { value: 'ABCD EFGH JKMN PQRS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier ✨' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('challenge', { recovery_code: 'abcd-efgh-jkmn-pqrs' }), SLOW);
  });
});

describe('/login fields', () => {
  jest.setTimeout(60_000);
  afterEach(() => jest.restoreAllMocks());

  it("shows the API's refusal of a field as a validation error, and the page stays usable", async () => {
    const signIn = jest
      .spyOn(sessionStore, 'signIn')
      .mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message: VALIDATION.emailMax }));
    open();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'coach@example.ch' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Genève-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter ✨' }));
    expect(await screen.findByText(TOASTS.validationError, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailMax)).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith({ email: 'coach@example.ch', password: 'Genève-2026!' });
    expect((screen.getByRole('button', { name: 'Se connecter ✨' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
