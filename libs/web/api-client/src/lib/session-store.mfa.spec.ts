import type { AuthEvent, Session } from '@capsuisse/contracts';
import { fakeResponse } from '@capsuisse/web-testing';
import { HttpClient } from './http-client';
import { SessionStore, SIGNED_IN_KEY } from './session-store';

const session = (id: string, factors: Session['user']['factors'] = []): Session => ({
  access_token: `access-${id}`,
  refresh_token: `refresh-${id}`,
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  token_type: 'bearer',
  user: { id: 'u1', email: 'marie@example.ch', role: 'accompagnateur', factors },
});
const verified = { id: 'f1', factor_type: 'totp' as const, friendly_name: null, status: 'verified' as const };

function setup() {
  localStorage.clear();
  const replies: { status: number; body?: unknown }[] = [];
  const calls: { url: string; body: unknown }[] = [];
  const http = new HttpClient('/api', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${url}`);
    return fakeResponse(reply);
  });
  const store = new SessionStore({ http, storage: localStorage, win: null });
  const events: [AuthEvent, string | null][] = [];
  store.onAuthStateChange((event, s) => events.push([event, s?.access_token ?? null]));
  return { store, replies, calls, events };
}

describe('SessionStore with a second factor', () => {
  it('keeps no session after the password of an enrolled account, then signs in with the code (MFA_CHALLENGE_VERIFIED)', async () => {
    const { store, replies, calls, events } = setup();
    replies.push({ status: 200, body: { mfa_required: true, mfa_token: 'challenge', expires_in: 300 } });
    const result = await store.signIn({ email: 'marie@example.ch', password: 'x' });
    expect(result).toEqual({ mfa_required: true, mfa_token: 'challenge', expires_in: 300 });
    expect(store.session).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(events).toEqual([]);

    replies.push({ status: 200, body: session('a', [verified]) });
    await store.verifyMfaChallenge('challenge', { code: '123456' });
    expect(calls[1]).toEqual({ url: '/api/auth/token?grant_type=mfa&transport=cookie', body: { mfa_token: 'challenge', code: '123456' } });
    expect(events).toEqual([['MFA_CHALLENGE_VERIFIED', 'access-a']]);
    expect(store.session?.access_token).toBe('access-a');
    expect(store.assuranceLevel()).toBe('aal2');
  });

  it('verifying a new factor refreshes the session (now aal2, factor verified) and hands back the recovery codes', async () => {
    const { store, replies, calls, events } = setup();
    replies.push({ status: 200, body: session('a') });
    await store.signIn({ email: 'marie@example.ch', password: 'x' });
    replies.push({ status: 200, body: { factor: verified, recovery_codes: ['abcd-efgh-jkmn-pqrs'] } }, { status: 200, body: session('b', [verified]) });
    const result = await store.verifyFactor('f1', '123456');
    expect(result.recovery_codes).toEqual(['abcd-efgh-jkmn-pqrs']);
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/auth/factors/f1/verify', '/api/auth/token?grant_type=refresh_token&transport=cookie']);
    expect(events.at(-1)).toEqual(['MFA_CHALLENGE_VERIFIED', 'access-b']);
    expect(store.session?.user.factors).toEqual([verified]);
  });
});
