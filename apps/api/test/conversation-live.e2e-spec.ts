import type { AddressInfo } from 'node:net';
import type { LiveEvent, MessageDto, Session } from '@capsuisse/contracts';
import { LiveEvents } from '@capsuisse/server-core';
import { TestApp } from './harness';

// Issue 30, live: the signed-in user's Server-Sent Events, on a real listening server (inject does not stream).
type Person = { user: { id: string }; session: Session };
const token = (p: Person) => p.session.access_token;

/** A stream held as a browser holds it: fetch with the Bearer header, frames parsed as they come. */
class Stream {
  readonly events: LiveEvent[] = [];
  ended = false;
  private readonly abort = new AbortController();
  private wake: () => void = () => undefined;

  private constructor(readonly status: number) {}

  static async open(app: TestApp, person: Person): Promise<Stream> {
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    const stream = new Stream(0);
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${token(person)}` }, signal: stream.abort.signal });
    Object.assign(stream, { status: response.status, type: response.headers.get('content-type') });
    if (response.ok && response.body) void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (const reader = body.getReader(); ; ) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) this.events.push(JSON.parse(data.slice(6)) as LiveEvent);
          this.wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
    this.ended = true;
    this.wake();
  }

  /** The first event `matches` accepts, within `ms`. */
  async next<E extends LiveEvent>(matches: (event: LiveEvent) => event is E, ms = 1_000): Promise<E> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      if (this.ended || Date.now() >= deadline) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
    }
  }

  ready = () => this.next((e): e is Extract<LiveEvent, { type: 'ready' }> => e.type === 'ready', 5_000);

  async endedWithin(ms: number): Promise<boolean> {
    for (const deadline = Date.now() + ms; !this.ended && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    return this.ended;
  }

  close(): void {
    this.abort.abort();
  }
}

const isMessage = (body: string) => (e: LiveEvent): e is Extract<LiveEvent, { type: 'message' }> => e.type === 'message' && e.message.body === body;
const isUnread = (messages: number) => (e: LiveEvent): e is Extract<LiveEvent, { type: 'unread' }> => e.type === 'unread' && e.unread.messages === messages;
const isRead = (e: LiveEvent): e is Extract<LiveEvent, { type: 'read' }> => e.type === 'read';

let t: TestApp;
let axel: Person;
let second: TestApp | undefined;
const replicas = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
beforeAll(async () => {
  t = await TestApp.start();
  // A second API on the same database and Redis (started before any row is made: the harness resets the database).
  if (replicas) second = await TestApp.start({ QUEUE_PREFIX: t.config.queuePrefix, DATABASE_URL: t.config.databaseUrl ?? '', JWT_SECRET: t.config.jwtSecret });
  await Promise.all([t, second].map((app) => app?.app.listen({ port: 0, host: '127.0.0.1' })));
  axel = await t.asAxel();
});
// Streams still open must not hold the close up.
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function clientWithCoach(): Promise<{ client: Person; coach: Person }> {
  const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
  const res = await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
  expect(res.status).toBe(204);
  return { client, coach };
}

describe('GET /api/events on one process (in-process without Redis)', () => {
  it('is refused signed out, and answers Server-Sent Events that no cache keeps', async () => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/api/events`)).status).toBe(401);
    const client = await t.asClient();
    const stream = await Stream.open(t, client);
    expect(stream.status).toBe(200);
    expect((stream as unknown as { type: string }).type).toMatch(/^text\/event-stream/);
    await stream.ready();
    stream.close();
  });

  it('brings a message, the receipts and the unread counts to the client and its coach, and nothing to another coach', async () => {
    const { client, coach } = await clientWithCoach();
    const stranger = await t.asCoach();
    const [ofClient, ofCoach, ofStranger] = await Promise.all([client, coach, stranger].map((p) => Stream.open(t, p)));
    await Promise.all([ofClient, ofCoach, ofStranger].map((s) => s.ready()));

    const sent = await t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Bonjour en direct' } });
    expect(sent.status).toBe(201);
    expect((await ofCoach.next(isMessage('Bonjour en direct'))).message).toEqual(sent.body);
    await ofCoach.next(isUnread(1));
    await ofClient.next(isMessage('Bonjour en direct'));
    await ofClient.next(isUnread(0));

    expect((await t.request('PUT', `/api/users/${client.user.id}/conversation/read`, { token: token(coach) })).status).toBe(200);
    await ofCoach.next(isUnread(0));
    const receipt = await ofClient.next((e): e is Extract<LiveEvent, { type: 'read' }> => isRead(e) && e.read.staff !== null);
    expect(receipt.client_id).toBe(client.user.id);

    await new Promise((r) => setTimeout(r, 200));
    expect(ofStranger.events).toEqual([{ type: 'ready' }]);
    for (const s of [ofClient, ofCoach, ofStranger]) s.close();
  });

  it("brings a client's message to axel while no coach is assigned", async () => {
    const client = await t.asClient();
    const ofAxel = await Stream.open(t, axel);
    await ofAxel.ready();
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: "Pour l'équipe" } });
    await ofAxel.next(isMessage("Pour l'équipe"));
    await ofAxel.next((e): e is Extract<LiveEvent, { type: 'unread' }> => e.type === 'unread');
    ofAxel.close();
  });

  it("moves the badges when axel assigns a client: its coach counts the client's waiting messages, axel no longer does", async () => {
    const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Quelqu’un ?' } });
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Toujours là ?' } });
    const axelBefore = (await t.request('GET', '/api/conversation/unread', { token: token(axel) })).body.messages as number;
    const [ofCoach, ofAxel] = await Promise.all([Stream.open(t, coach), Stream.open(t, axel)]);
    await Promise.all([ofCoach.ready(), ofAxel.ready()]);

    const res = await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    expect(res.status).toBe(204);
    await ofCoach.next(isUnread(2));
    await ofAxel.next(isUnread(axelBefore - 2));
    expect((await t.request('GET', '/api/conversation/unread', { token: token(coach) })).body).toEqual({ messages: 2 });
    for (const s of [ofCoach, ofAxel]) s.close();
  });

  it('frees the place of a stream its client left', async () => {
    const live = t.app.get(LiveEvents);
    const client = await t.asClient();
    const stream = await Stream.open(t, client);
    await stream.ready();
    const open = live.open;
    stream.close();
    for (const deadline = Date.now() + 2_000; live.open >= open && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    expect(live.open).toBe(open - 1);
  });

  it('ends when its access token expires, and when the session is signed out', async () => {
    const live = t.app.get(LiveEvents);
    const [expiring, signingOut] = await Promise.all([t.asClient(), t.asClient()]);
    const [a, b] = await Promise.all([Stream.open(t, expiring), Stream.open(t, signingOut)]);
    await Promise.all([a.ready(), b.ready()]);
    live.beat();
    expect(a.ended || b.ended).toBe(false);

    expect((await t.request('POST', '/api/auth/logout?scope=global', { token: token(signingOut) })).status).toBeLessThan(300);
    live.beat();
    expect(await b.endedWithin(1_000)).toBe(true);
    expect(a.ended).toBe(false);

    t.clock.advance(16 * 60_000);
    live.beat();
    expect(await a.endedWithin(1_000)).toBe(true);
  });
});

(replicas ? describe : describe.skip)('two API processes on one PostgreSQL and one Redis', () => {
  it('a message posted on one reaches a stream held on the other within a second, with the unread count; a stranger hears nothing', async () => {
    const other = second as TestApp;
    // A session of the clock's time, and one time on both processes: the expiry test moved the first's on.
    axel = await t.asAxel();
    other.clock.advance(t.clock.now().getTime() - other.clock.now().getTime());
    const { client, coach } = await clientWithCoach();
    const stranger = await t.asCoach();
    const [ofCoach, ofStranger, ofClient] = await Promise.all([coach, stranger, client].map((p) => Stream.open(other, p)));
    await Promise.all([ofCoach, ofStranger, ofClient].map((s) => s.ready()));

    const posted = Date.now();
    const sent = await t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body: "D'une réplique à l'autre" } });
    expect(sent.status).toBe(201);
    expect((await ofCoach.next(isMessage("D'une réplique à l'autre"), 1_000)).message).toEqual(sent.body);
    await ofCoach.next(isUnread(1), 1_000);
    expect(Date.now() - posted).toBeLessThan(1_000 + 500);
    await ofClient.next(isMessage("D'une réplique à l'autre"));

    // The coach answers on the second process: the client's stream there, and the first's, hear it.
    const ofClientHere = await Stream.open(t, client);
    await ofClientHere.ready();
    const answer = await other.request('POST', `/api/users/${client.user.id}/conversation/messages`, { token: token(coach), body: { body: 'Bien reçu' } });
    expect(answer.body).toMatchObject({ body: 'Bien reçu' });
    await ofClientHere.next(isMessage('Bien reçu'));
    await ofClientHere.next(isUnread(1));

    await new Promise((r) => setTimeout(r, 200));
    expect(ofStranger.events).toEqual([{ type: 'ready' }]);
    for (const s of [ofCoach, ofStranger, ofClient, ofClientHere]) s.close();
  });

  it('a stream still open does not hold up the close of its process, and ends with it', async () => {
    const other = second as TestApp;
    const stream = await Stream.open(other, await t.asClient());
    await stream.ready();
    second = undefined;
    const closing = Date.now();
    await other.close();
    // Not held for the server's keep-alive (72 s): a pod has 30 s to stop.
    expect(Date.now() - closing).toBeLessThan(5_000);
    expect(await stream.endedWithin(1_000)).toBe(true);
  });
});
