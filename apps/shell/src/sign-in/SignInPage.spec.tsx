import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API_ERRORS, MFA_MESSAGES, type Session, TOASTS, VALIDATION } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { SignInPage } from './SignInPage';
import { takeWelcome } from './welcome';

// The kit (antd, for the toasts and the code step) loads lazily: its first transform here takes longer than any
// wait, so it is loaded before the tests; and on a loaded machine a toast takes more than the default second.
const SLOW = { timeout: 10_000 };
beforeAll(() => Promise.all([import('./KitToastHost'), import('./KitMfaStep')]), 60_000);

function open() {
  render(
    <MemoryRouter>
      <SignInPage />
    </MemoryRouter>,
  );
}

function submit(email = 'coach@example.ch', password = 'Genève-2026!') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter ✨' }));
}

async function passPassword() {
  jest.spyOn(sessionStore, 'signIn').mockResolvedValue({ mfa_required: true, mfa_token: 'challenge', expires_in: 300 });
  open();
  submit();
  expect(await screen.findByRole('heading', { name: 'Double authentification' }, SLOW)).toBeTruthy();
}

describe('/login', () => {
  jest.setTimeout(60_000);
  afterEach(() => {
    jest.restoreAllMocks();
    takeWelcome();
  });

  it('signs in with the typed email and password, and leaves the welcome to the platform that takes over', async () => {
    const signIn = jest.spyOn(sessionStore, 'signIn').mockResolvedValue({} as Session);
    open();
    submit();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ email: 'coach@example.ch', password: 'Genève-2026!' }));
    await waitFor(() => expect(takeWelcome()).toBe(true));
  });

  it('shows a refused sign-in as the error toast, with the server’s message, and the form usable again', async () => {
    jest.spyOn(sessionStore, 'signIn').mockRejectedValue(new ApiError({ statusCode: 401, error: 'Unauthorized', message: API_ERRORS.invalidCredentials }));
    open();
    submit();
    expect(await screen.findByText(TOASTS.loginError, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(API_ERRORS.invalidCredentials)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Se connecter ✨' }) as HTMLButtonElement).disabled).toBe(false);
    expect(takeWelcome()).toBe(false);
  });

  it("shows the API's refusal of a field as a validation error", async () => {
    jest.spyOn(sessionStore, 'signIn').mockRejectedValue(new ApiError({ statusCode: 400, error: 'Bad Request', message: VALIDATION.emailMax }));
    open();
    submit();
    expect(await screen.findByText(TOASTS.validationError, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailMax)).toBeTruthy();
  });

  it('shows the password on demand', () => {
    open();
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Masquer' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('/login with a second factor', () => {
  jest.setTimeout(60_000);
  afterEach(() => {
    jest.restoreAllMocks();
    takeWelcome();
  });

  it('asks for the 6-digit code after the password and completes the sign-in with it', async () => {
    const verify = jest.spyOn(sessionStore, 'verifyMfaChallenge').mockResolvedValue({} as Session);
    await passPassword();
    const input = screen.getByLabelText('Code de vérification');
    fireEvent.change(input, { target: { value: '12a 34-56789' } });
    expect((input as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier ✨' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('challenge', { code: '123456' }), SLOW);
    await waitFor(() => expect(takeWelcome()).toBe(true));
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
