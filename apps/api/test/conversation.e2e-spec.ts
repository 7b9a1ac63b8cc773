import { API_ERRORS, CONVERSATION_ERRORS, CONVERSATION_TEXTS, DOCUMENT_ERRORS, type SignedLink, type ConversationDto, type LatestMessageDto, MESSAGE_LIMITS, type NotificationsDto, type MessageDto, type Session, type UnreadDto } from '@capsuisse/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HTML_AS_PDF, PDF, PNG, pdf } from './files';
import { TestApp } from './harness';

let t: TestApp;
let axel: { user: { id: string }; session: Session };
beforeAll(async () => {
  t = await TestApp.start();
  axel = await t.asAxel();
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;
const staffPath = (clientId: string, rest = '') => `/api/users/${clientId}/conversation${rest}`;
const storedCount = async (clientId: string) => Number((await t.rows<{ n: string }>('select count(*) as n from messages where client_id = ?', [clientId]))[0].n);

async function clientWithCoach() {
  const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
  const res = await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
  expect(res.status).toBe(204);
  return { client, coach };
}

describe('a client and its coach talk in one thread', () => {
  it('exchange messages, each sees who wrote and when, read receipts and unread counts follow', async () => {
    const { client, coach } = await clientWithCoach();
    const sent = await t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body: '  Bonjour, voici mon CV : https://exemple.ch/cv.pdf  ' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ client_id: client.user.id, sender_id: client.user.id, sender_kind: 'client', body: 'Bonjour, voici mon CV : https://exemple.ch/cv.pdf' });
    expect(Date.parse(sent.body.created_at)).not.toBeNaN();

    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(coach) })).body).toEqual({ messages: 1 });
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(client) })).body).toEqual({ messages: 0 });

    const seen = await t.request<ConversationDto>('GET', staffPath(client.user.id), { token: token(coach) });
    expect(seen.status).toBe(200);
    expect(seen.body.messages).toEqual([sent.body]);
    expect(seen.body).toMatchObject({ has_more: false, unread: 1, read: { staff: null }, answerer: { kind: 'coach' } });

    // The coach's bell tells of it, leading to its page; reading the thread reads the notification.
    const bell = async () => (await t.request<NotificationsDto>('GET', '/api/notifications', { token: token(coach) })).body;
    expect((await bell()).items.map((n) => [n.kind, n.body, n.link, n.read_at])).toEqual([['message', sent.body.body, '/accompagnateur-dashboard', null]]);
    expect((await bell()).items[0].title).toMatch(/^Nouveau message de /);
    expect((await t.request<UnreadDto>('PUT', staffPath(client.user.id, '/read'), { token: token(coach) })).body).toEqual({ messages: 0 });
    expect((await bell()).unread).toBe(0);
    const answer = await t.request<MessageDto>('POST', staffPath(client.user.id, '/messages'), { token: token(coach), body: { body: 'Merci, je le relis demain.' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ sender_kind: 'coach', sender_id: coach.user.id });

    const mine = await t.request<ConversationDto>('GET', '/api/conversation', { token: token(client) });
    expect(mine.body.messages.map((m) => m.body)).toEqual(['Bonjour, voici mon CV : https://exemple.ch/cv.pdf', 'Merci, je le relis demain.']);
    expect(mine.body.unread).toBe(1);
    // The coach read the client's message: its receipt; the client has not read the answer yet.
    expect(Date.parse(mine.body.read.staff ?? '')).toBeGreaterThanOrEqual(Date.parse(sent.body.created_at));
    expect(Date.parse(mine.body.read.client ?? '')).toBeLessThan(Date.parse(answer.body.created_at) + 1);
    // The dashboard's card: the coach's newest message, unread until the client opens the thread.
    expect((await t.request<LatestMessageDto>('GET', '/api/conversation/latest', { token: token(client) })).body).toEqual({ message: answer.body, unread: true });
    expect((await t.request<UnreadDto>('PUT', '/api/conversation/read', { token: token(client) })).body).toEqual({ messages: 0 });
    expect((await t.request<LatestMessageDto>('GET', '/api/conversation/latest', { token: token(client) })).body).toEqual({ message: answer.body, unread: false });
  });

  it('a client without a coach is answered by the team, and axel reads it (audited) and counts it unread', async () => {
    const client = await t.asClient();
    const mine = await t.request<ConversationDto>('GET', '/api/conversation', { token: token(client) });
    expect(mine.body).toMatchObject({ messages: [], has_more: false, answerer: { kind: 'axel', name: CONVERSATION_TEXTS.teamName }, unread: 0 });
    expect((await t.request<LatestMessageDto>('GET', '/api/conversation/latest', { token: token(client) })).body).toEqual({ message: null, unread: false });
    const before = (await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(axel) })).body.messages;
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Qui me répond ?' } });
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(axel) })).body.messages).toBe(before + 1);

    const read = await t.request<ConversationDto>('GET', staffPath(client.user.id), { token: token(axel) });
    expect(read.status).toBe(200);
    const answer = await t.request<MessageDto>('POST', staffPath(client.user.id, '/messages'), { token: token(axel), body: { body: 'Bonjour, ici l’équipe.' } });
    expect(answer.body.sender_kind).toBe('axel');
    const audit = (await t.request('GET', `/api/admin/audit?target=${client.user.id}`, { token: token(axel) })).body.entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['conversation.view', 'conversation.message']));
  });

  it('pages the history 50 at a time, oldest first, with ?before=', async () => {
    const { client } = await clientWithCoach();
    const rows = Array.from({ length: MESSAGE_LIMITS.page + 5 }, (_, i) => [client.user.id, `message ${i}`, new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString()]);
    for (const [clientId, body, at] of rows) await t.rows("insert into messages (id, client_id, sender_id, sender_kind, body, created_at) values (gen_random_uuid(), ?, ?, 'client', ?, ?)", [clientId, clientId, body, at]);
    const newest = await t.request<ConversationDto>('GET', '/api/conversation', { token: token(client) });
    expect(newest.body.has_more).toBe(true);
    expect(newest.body.messages.map((m) => m.body)).toEqual(rows.slice(5).map((r) => r[1]));
    const older = await t.request<ConversationDto>('GET', `/api/conversation?before=${newest.body.messages[0].id}`, { token: token(client) });
    expect(older.body).toMatchObject({ has_more: false });
    expect(older.body.messages.map((m) => m.body)).toEqual(rows.slice(0, 5).map((r) => r[1]));
    const unknown = await t.request('GET', '/api/conversation?before=00000000-0000-4000-8000-000000000000', { token: token(client) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CONVERSATION_ERRORS.before);
  });
});

describe('what is refused stores nothing', () => {
  it('empty, blank, missing or too long: a French 400', async () => {
    const client = await t.asClient();
    for (const [body, message] of [
      [{ body: '   ' }, CONVERSATION_ERRORS.bodyRequired],
      [{ body: 'x'.repeat(MESSAGE_LIMITS.body + 1) }, CONVERSATION_ERRORS.bodyMax],
      [{}, CONVERSATION_ERRORS.bodyRequired],
    ] as const) {
      const res = await t.request('POST', '/api/conversation/messages', { token: token(client), body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'x'.repeat(MESSAGE_LIMITS.body) } })).status).toBe(201);
    expect(await storedCount(client.user.id)).toBe(1);
  });

  it('an unpaid client gets the payment gate; staff cannot write to it', async () => {
    const client = await t.asUnpaidClient();
    const coach = await t.asCoach();
    await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    const res = await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Bonjour' } });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(API_ERRORS.paymentRequired);
    const staff = await t.request('POST', staffPath(client.user.id, '/messages'), { token: token(coach), body: { body: 'Bonjour' } });
    expect(staff.status).toBe(409);
    expect(staff.body.message).toBe(CONVERSATION_ERRORS.unpaidClient);
    expect(await storedCount(client.user.id)).toBe(0);
  });

  it("another coach's client, or a recruiter: 404 or 403, nothing read or written", async () => {
    const { client } = await clientWithCoach();
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Privé' } });
    const [stranger, recruiter] = await Promise.all([t.asCoach(), t.asRecruiter()]);
    for (const [method, path] of [['GET', ''], ['POST', '/messages'], ['PUT', '/read']] as const) {
      const res = await t.request(method, staffPath(client.user.id, path), { token: token(stranger), body: method === 'POST' ? { body: 'Intrus' } : undefined });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Privé');
      expect((await t.request(method, staffPath(client.user.id, path), { token: token(recruiter), body: method === 'POST' ? { body: 'Intrus' } : undefined })).status).toBe(403);
    }
    expect(await storedCount(client.user.id)).toBe(1);
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(stranger) })).body).toEqual({ messages: 0 });
  });

  it('messages sent at once are written together, each with its notification, and all counted', async () => {
    const coach = await t.asCoach();
    const clients = await Promise.all(Array.from({ length: 12 }, () => t.asClient()));
    const assign = async (clientId: string) => expect((await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: clientId } })).status).toBe(204);
    for (const client of clients) await assign(client.user.id);
    const bodies = clients.map((_, i) => `Ensemble ${i}`);
    const sent = await Promise.all(clients.map((client, i) => t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body: bodies[i] } })));
    expect(sent.map((r) => [r.status, r.body.body])).toEqual(bodies.map((body) => [201, body]));
    // The first went alone; those sent while it was written shared the next transaction.
    const ids = clients.map((c) => c.user.id);
    const [{ n }] = await t.rows<{ n: string }>(`select count(distinct xmin::text) as n from messages where client_id in (${ids.map(() => '?').join(', ')})`, ids);
    expect(Number(n)).toBeLessThan(clients.length);
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(coach) })).body).toEqual({ messages: 12 });
    const bell = (await t.request<NotificationsDto>('GET', '/api/notifications', { token: token(coach) })).body;
    expect(bell.items.map((item) => item.body).sort()).toEqual([...bodies].sort());

    // A client who wrote before having a coach counts for the coach it is then given; reading it counts it off.
    const late = await t.asClient();
    expect((await t.request('POST', '/api/conversation/messages', { token: token(late), body: { body: 'Avant mon coach' } })).status).toBe(201);
    await assign(late.user.id);
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(coach) })).body).toEqual({ messages: 13 });
    expect((await t.request<UnreadDto>('PUT', staffPath(late.user.id, '/read'), { token: token(coach) })).body).toEqual({ messages: 12 });
  });

  it("one person's messages sent at once share a batch: each is stored and told, and the person's read is written once", async () => {
    const coach = await t.asCoach();
    const client = await t.asClient();
    expect((await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
    const bodies = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'];
    const sent = await Promise.all(bodies.map((body) => t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body } })));
    expect(sent.map((r) => r.status)).toEqual(bodies.map(() => 201));
    const [{ n }] = await t.rows<{ n: string }>('select count(distinct xmin::text) as n from messages where client_id = ?', [client.user.id]);
    expect(Number(n)).toBeLessThan(bodies.length);
    const reads = await t.rows<{ userId: string }>('select user_id from conversation_reads where client_id = ?', [client.user.id]);
    expect(reads.map((r) => r.userId)).toEqual([client.user.id]);
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(client) })).body).toEqual({ messages: 0 });
    expect((await t.request<UnreadDto>('GET', '/api/conversation/unread', { token: token(coach) })).body).toEqual({ messages: bodies.length });
    const bell = (await t.request<NotificationsDto>('GET', '/api/notifications', { token: token(coach) })).body;
    expect(bell.items.map((item) => item.body).sort()).toEqual([...bodies].sort());
  });

  it('a text is stored as sent, whatever array or SQL syntax it holds (a batch sends its values as arrays)', async () => {
    const client = await t.asClient();
    const bodies = ['NULL', '{"a","b"}, c', 'back\\slash "quote"', "' OR '1'='1' --", 'é😀\nligne 2'];
    const sent = await Promise.all(bodies.map((body) => t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body } })));
    expect(sent.map((r) => r.status)).toEqual(bodies.map(() => 201));
    const thread = (await t.request<ConversationDto>('GET', '/api/conversation', { token: token(client) })).body;
    expect(thread.messages.map((m) => m.body).sort()).toEqual([...bodies].sort());
  });

  it('30 messages a minute per user, then a French 429 with Retry-After', async () => {
    const client = await t.asClient();
    for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++) expect((await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: `n° ${i}` } })).status).toBe(201);
    const refused = await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'un de trop' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CONVERSATION_ERRORS.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount(client.user.id)).toBe(MESSAGE_LIMITS.perMinute);
  });
});

describe('files in the thread', () => {
  const sendFile = (who: { session: Session }, content: Buffer, options: { filename?: string; fields?: Record<string, string>; clientId?: string } = {}) =>
    t.upload(token(who), '', content, { filename: options.filename ?? 'lettre.pdf', fields: options.fields, url: options.clientId ? staffPath(options.clientId, '/messages/file') : '/api/conversation/messages/file' });
  /** The stored objects of a client's folder (the local storage of the embedded default and of these tests). */
  const objectsOf = (clientId: string) => {
    try {
      return readdirSync(join(t.dataDir, 'storage', clientId)).filter((name) => name.startsWith('message-') && !name.endsWith('.type'));
    } catch {
      return [];
    }
  };
  const download = async (link: SignedLink) => (await t.app.inject({ method: 'GET', url: link.url })).rawPayload;

  it('a client sends a PDF with a word, its coach opens it through a signed link; a file alone is told by its name', async () => {
    const { client, coach } = await clientWithCoach();
    const content = pdf('Ma lettre');
    const sent = await sendFile(client, content, { filename: 'C:\\Users\\léa\\Lettre de motivation Léa.pdf', fields: { body: '  Pouvez-vous relire ma lettre ?  ' } });
    expect(sent.status).toBe(201);
    const message = sent.body as MessageDto;
    expect(message).toMatchObject({ body: 'Pouvez-vous relire ma lettre ?', sender_kind: 'client', attachment: { name: 'Lettre de motivation Léa.pdf', mime_type: 'application/pdf', size: content.length } });

    const seen = await t.request<ConversationDto>('GET', staffPath(client.user.id), { token: token(coach) });
    expect(seen.body.messages).toEqual([message]);
    const link = await t.request<SignedLink>('GET', staffPath(client.user.id, `/messages/${message.id}/attachment`), { token: token(coach) });
    expect(link.status).toBe(200);
    expect((await download(link.body)).equals(content)).toBe(true);
    const own = await t.request<SignedLink>('GET', `/api/conversation/messages/${message.id}/attachment`, { token: token(client) });
    expect((await download(own.body)).equals(content)).toBe(true);

    // The coach answers with a file alone (a PNG, re-encoded as documents' photos are): its notification names it.
    const answer = await sendFile(coach, PNG, { filename: 'annotations.png', clientId: client.user.id });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ body: '', attachment: { name: 'annotations.png', mime_type: 'image/png' } });
    const bell = (await t.request<NotificationsDto>('GET', '/api/notifications', { token: token(client) })).body;
    expect(bell.items[0].body).toBe(CONVERSATION_TEXTS.attachmentOnly('annotations.png'));
    expect((await t.request<LatestMessageDto>('GET', '/api/conversation/latest', { token: token(client) })).body.message?.attachment?.name).toBe('annotations.png');
    expect(objectsOf(client.user.id)).toHaveLength(2);
  });

  it("nobody else opens a thread's file: another coach, another client, a message without one (404)", async () => {
    const { client } = await clientWithCoach();
    const { body: withFile } = await sendFile(client, PDF);
    const { body: plain } = await t.request<MessageDto>('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Sans fichier' } });
    const [stranger, other] = await Promise.all([t.asCoach(), t.asClient()]);
    expect((await t.request('GET', staffPath(client.user.id, `/messages/${withFile.id}/attachment`), { token: token(stranger) })).status).toBe(404);
    expect((await t.request('GET', `/api/conversation/messages/${withFile.id}/attachment`, { token: token(other) })).status).toBe(404);
    expect((await t.request('GET', `/api/conversation/messages/${plain.id}/attachment`, { token: token(client) })).status).toBe(404);
    // A stranger cannot put a file in the thread either.
    expect((await sendFile(stranger, PDF, { clientId: client.user.id })).status).toBe(404);
    expect(await storedCount(client.user.id)).toBe(2);
  });

  it('a forbidden, disguised, oversized or missing file, a text too long or an unpaid client: a French error, nothing stored', async () => {
    const { client, coach } = await clientWithCoach();
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]);
    for (const [res, status, message] of [
      [await sendFile(client, docx, { filename: 'cv.docx' }), 400, CONVERSATION_ERRORS.attachmentType],
      [await sendFile(client, HTML_AS_PDF), 400, undefined],
      [await sendFile(client, pdf('gros', 10 * 1024 * 1024 + 1)), 413, DOCUMENT_ERRORS.tooLarge],
      [await sendFile(client, PDF, { fields: { body: 'x'.repeat(MESSAGE_LIMITS.body + 1) } }), 400, CONVERSATION_ERRORS.bodyMax],
      [await sendFile(client, PDF, { fields: { sujet: 'Bonjour' } }), 400, undefined],
      [await t.request('POST', '/api/conversation/messages/file', { token: token(client), body: { body: 'pas de fichier' } }), 400, DOCUMENT_ERRORS.missingFile],
    ] as const) {
      expect(res.status).toBe(status);
      expect(typeof res.body.message).toBe('string');
      if (message) expect(res.body.message).toBe(message);
    }
    const unpaid = await t.asUnpaidClient();
    expect((await sendFile(unpaid, PDF)).status).toBe(402);
    await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: unpaid.user.id } });
    expect((await sendFile(coach, PDF, { clientId: unpaid.user.id })).status).toBe(409);

    expect(await storedCount(client.user.id)).toBe(0);
    expect(await storedCount(unpaid.user.id)).toBe(0);
    expect(objectsOf(client.user.id)).toEqual([]);
    expect(await t.rows('select key from pending_objects')).toEqual([]);
  });

  it("the files are in the client's export and go with its erasure", async () => {
    const { client } = await clientWithCoach();
    const { body: sent } = await sendFile(client, PDF, { filename: 'attestation.pdf' });
    const archive = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: `Bearer ${token(client)}` } });
    expect(archive.statusCode).toBe(200);
    // The archive is a zip: its entries' names are plain text in it.
    expect(archive.rawPayload.includes(Buffer.from(`messages/${sent.id}/attestation.pdf`))).toBe(true);
    expect(objectsOf(client.user.id)).toHaveLength(1);
    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: token(axel) })).status).toBe(204);
    for (let i = 0; i < 50 && objectsOf(client.user.id).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(objectsOf(client.user.id)).toEqual([]);
  });
});

describe('data rights', () => {
  it("the client's export holds its thread; erasing the client removes it, erasing the coach keeps its messages unsigned", async () => {
    const { client, coach } = await clientWithCoach();
    await t.request('POST', '/api/conversation/messages', { token: token(client), body: { body: 'Question' } });
    await t.request('POST', staffPath(client.user.id, '/messages'), { token: token(coach), body: { body: 'Réponse' } });

    expect((await t.request('DELETE', `/api/admin/users/${coach.user.id}`, { token: token(axel) })).status).toBe(204);
    const after = await t.request<ConversationDto>('GET', '/api/conversation', { token: token(client) });
    expect(after.body.messages.map((m) => [m.body, m.sender_id, m.sender_name])).toEqual([
      ['Question', client.user.id, expect.any(String)],
      ['Réponse', null, ''],
    ]);

    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: token(axel) })).status).toBe(204);
    expect(await storedCount(client.user.id)).toBe(0);
    expect(await t.rows('select 1 from conversation_reads where client_id = ? or user_id = ?', [client.user.id, client.user.id])).toEqual([]);
  });
});
