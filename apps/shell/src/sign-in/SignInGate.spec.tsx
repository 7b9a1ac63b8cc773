import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import SignInGate from './SignInGate';

jest.mock('./SignInPage', () => ({ SignInPage: () => 'the plain sign-in form' }));

function open(state: { ready: boolean; session: Session | null }, path = '/login') {
  jest.spyOn(sessionStore, 'getSnapshot').mockReturnValue(state);
  render(
    <MemoryRouter initialEntries={[path]}>
      <SignInGate platform="the platform" />
    </MemoryRouter>,
  );
}

const signedIn = { user: { id: 'u1', email: 'u@example.ch', role: 'client', factors: [] } } as unknown as Session;

afterEach(() => jest.restoreAllMocks());

it('shows only the boot frame while the session is not known', () => {
  open({ ready: false, session: null });
  expect(screen.queryByText('the plain sign-in form')).toBeNull();
  expect(document.querySelector('.cs-boot')).not.toBeNull();
});

it('shows the plain form to a visitor, marked as the platform marks its pages', () => {
  open({ ready: true, session: null });
  expect(screen.getByText('the plain sign-in form').closest('[data-page="/login"][data-remote="shell"]')).not.toBeNull();
});

it('gives /login to the platform once someone is signed in', () => {
  open({ ready: true, session: signedIn });
  expect(screen.getByText('the platform')).toBeTruthy();
  expect(screen.queryByText('the plain sign-in form')).toBeNull();
});

it('keeps the platform once shown: a sign-out back to /login stays in it', () => {
  const snapshot = jest.spyOn(sessionStore, 'getSnapshot').mockReturnValue({ ready: true, session: signedIn });
  const { rerender } = render(
    <MemoryRouter initialEntries={['/login']}>
      <SignInGate platform="the platform" />
    </MemoryRouter>,
  );
  expect(screen.getByText('the platform')).toBeTruthy();
  snapshot.mockReturnValue({ ready: true, session: null });
  rerender(
    <MemoryRouter initialEntries={['/login']}>
      <SignInGate platform="the platform" />
    </MemoryRouter>,
  );
  expect(screen.getByText('the platform')).toBeTruthy();
});

it('gives every other page to the platform, signed in or not', () => {
  open({ ready: true, session: null }, '/forgot-password');
  expect(screen.getByText('the platform')).toBeTruthy();
});
