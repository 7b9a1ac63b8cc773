import type { LiveEvent } from '@capsuisse/contracts';
import { fakeEventStream } from '@capsuisse/web-testing';
import { LiveConnection } from './live';
import type { AuthListener } from './session-store';

type Stream = ReturnType<typeof fakeEventStream>;

function setup(answers: (Stream | Error)[]) {
  let auth: AuthListener = () => undefined;
  const sessions = {
    getAccessToken: jest.fn(async () => 'token-1' as string | null),
    refreshSession: jest.fn(async () => ({ access_token: 'token-2' }) as never),
    onAuthStateChange: (listener: AuthListener) => {
      auth = listener;
      return () => undefined;
    },
  };
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    if (next instanceof Error) throw next;
    return next.response;
  });
  const live = new LiveConnection({ fetch, sessions, firstDelayMs: 5, maxDelayMs: 20, random: () => 0.5 });
  const events: LiveEvent[] = [];
  const stop = live.subscribe((event) => events.push(event));
  return { live, fetch, sessions, events, stop, auth: (event: Parameters<AuthListener>[0]) => auth(event, null) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('LiveConnection', () => {
  it('reads the stream with the Bearer header, is live from `ready`, and hands every event over, however the frames are cut', async () => {
    const stream = fakeEventStream();
    const { live, fetch, events } = setup([stream]);
    expect(live.getStatus()).toBe('connecting');
    await until(() => fetch.mock.calls.length === 1);
    expect(fetch.mock.calls[0][0]).toBe('/api/events');
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    stream.raw(': live\n\n');
    stream.send({ type: 'ready' });
    stream.raw('data: {"type":"unread",');
    stream.raw('"unread":{"messages":3}}\n\n: ping\n\n');
    await until(() => events.length === 2);
    expect(events).toEqual([{ type: 'ready' }, { type: 'unread', unread: { messages: 3 } }]);
    expect(live.getStatus()).toBe('live');
  });

  it('opens the stream again when it ends or fails, and each new one says `ready` again', async () => {
    const first = fakeEventStream();
    const third = fakeEventStream();
    const { live, fetch, events } = setup([first, new Error('network'), third]);
    first.send({ type: 'ready' });
    await until(() => events.length === 1);
    first.end();
    await until(() => fetch.mock.calls.length === 3);
    expect(live.getStatus()).toBe('connecting');
    third.send({ type: 'ready' });
    await until(() => events.length === 2);
    expect(live.getStatus()).toBe('live');
  });

  it('refreshes a token the server refused once, and stops when signed out', async () => {
    const refused = fakeEventStream(401);
    const stream = fakeEventStream();
    const { live, fetch, sessions, auth } = setup([refused, stream]);
    await until(() => fetch.mock.calls.length === 2);
    expect(sessions.refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[1][1]?.headers).toMatchObject({ Authorization: 'Bearer token-2' });
    stream.send({ type: 'ready' });
    await until(() => live.getStatus() === 'live');
    auth('SIGNED_OUT');
    expect(live.getStatus()).toBe('off');
    stream.end();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('closes with its last listener', async () => {
    const stream = fakeEventStream();
    const { live, fetch, stop } = setup([stream]);
    await until(() => fetch.mock.calls.length === 1);
    stop();
    expect(live.getStatus()).toBe('off');
    expect((fetch.mock.calls[0][1]?.signal as AbortSignal).aborted).toBe(true);
  });
});
