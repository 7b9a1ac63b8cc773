import { render, screen, waitFor } from '@testing-library/react';
import { CALL_RULES, CALLS_TEXTS, callWhen, type CallDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeCall, routedFetch } from '@capsuisse/web-testing';
import { UserCallsCard } from './UserCallsCard';

const T = CALLS_TEXTS.axel;
const { fetchFn, setRoutes } = routedFetch();
const call = (id: string, starts: string, extra: Partial<CallDto>): CallDto => fakeCall(id, Date.parse(starts), { video_url: null, ...extra });

beforeEach(() => {
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it("lists a client's calls with their outcome in Swiss time, the missed count and the block", async () => {
  const calls = [call('a', '2027-03-10T09:00:00.000Z', { status: 'missed' }), call('b', '2027-03-02T08:00:00.000Z', { kind: 'first_call', status: 'held' })];
  setRoutes({ 'GET /api/admin/users/u1/calls': { status: 200, body: { calls, missed: 2, blocked: true } } });
  render(
    <UiProviders>
      <UserCallsCard userId="u1" />
    </UiProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('user-calls-missed').textContent).toBe(T.userMissed(2)));
  expect(screen.getByText(T.userBlocked)).toBeTruthy();
  expect(screen.getByText(callWhen(calls[0].starts_at, CALL_RULES.zone))).toBeTruthy();
  expect(screen.getByText('mercredi 10 mars à 10:00')).toBeTruthy();
  expect(screen.getByText('Absent')).toBeTruthy();
  expect(screen.getByText('A eu lieu')).toBeTruthy();
  expect(screen.getByText('Premier appel offert')).toBeTruthy();
});
