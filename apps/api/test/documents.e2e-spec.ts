import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_ERRORS, ASSIGNMENT_ERRORS, COACH_PAGE_SIZE_DEFAULT, COACH_PAGE_SIZE_MAX, DOCUMENT_MAX_BYTES, SIGNED_LINK_SECONDS, VALIDATION, type CoachClientsResponse, type DocumentDto, type Session } from '@capsuisse/contracts';
import { AuditLogEntry, OutboxMail, QueuePort, StoragePort } from '@capsuisse/server-core';
import { COACH_CARDS, COACH_ROSTER, DeadlineJobs, DOCUMENTS_QUEUE, WorkingCalendar } from '@capsuisse/server-documents';
import { ProfilesService, SUMMARY_COLUMNS } from '@capsuisse/server-profiles';
import { jpegWithGps, pdf, PDF, PNG } from './files';
import { TestApp } from './harness';

// Files of other types, by their first bytes (what file-type reads): refused before any parsing.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(64)]);

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const objectsOf = (userId: string): string[] => {
  const dir = join(t.dataDir, 'storage', userId);
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.part')) : [];
};
const rowsOf = (userId: string) => t.rows<{ storageUrl: string; size: number }>('select * from files where user_id = ?', [userId]);
const progressOf = async (userId: string) => (await t.inContext(() => t.app.get(ProfilesService).get(userId))).overall_progress;
const mailsTo = (to: string) => t.app.get(MikroORM).em.fork().find(OutboxMail, { to }, { orderBy: { createdAt: 'asc' } });
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 100))) {
    const found = await probe();
    if (found) return found;
  }
  throw new Error('condition not met in time');
}

async function assign(coachId: string, clientId: string): Promise<void> {
  const axel = await t.asAxel();
  const res = await t.request('POST', '/api/admin/assignments', { token: axel.session.access_token, body: { accompagnateur_id: coachId, client_id: clientId } });
  expect(res.status).toBe(204);
}

/** A paid client with an assigned coach. */
async function clientWithCoach(): Promise<{ client: Awaited<ReturnType<TestApp['asClient']>>; coach: Awaited<ReturnType<TestApp['asCoach']>> }> {
  const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
  await assign(coach.user.id, client.user.id);
  return { client, coach };
}

const token = (s: { session: Session }) => s.session.access_token;

describe('upload', () => {
  it.each([
    ['cv', PNG, 'cv.pdf', DOCUMENT_ERRORS.pdfOnly],
    ['cv', EXE, 'cv.pdf', DOCUMENT_ERRORS.pdfOnly],
    ['formulaire', ELF, 'formulaire.pdf', DOCUMENT_ERRORS.pdfOnly],
    ['formulaire', JPEG, 'formulaire.pdf', DOCUMENT_ERRORS.pdfOnly],
    ['photo', PDF, 'photo.jpg', DOCUMENT_ERRORS.imageOnly],
    ['photo', EXE, 'photo.png', DOCUMENT_ERRORS.imageOnly],
    ['cv', Buffer.alloc(0), 'cv.pdf', DOCUMENT_ERRORS.empty],
    ['photo', Buffer.alloc(0), 'photo.png', DOCUMENT_ERRORS.empty],
    ['cv', pdf('11 MB', DOCUMENT_MAX_BYTES + 1), 'cv.pdf', DOCUMENT_ERRORS.tooLarge],
    ['photo', Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PNG.length)]), 'photo.png', DOCUMENT_ERRORS.tooLarge],
  ])('refuses %s with bad content (%#) in French, writing nothing', async (type, content, filename, message) => {
    const client = await t.asClient();
    const res = await t.upload(token(client), type, content, { filename });
    expect(res.status).toBe(message === DOCUMENT_ERRORS.tooLarge ? 413 : 400);
    expect(res.body.message).toBe(message);
    expect(await rowsOf(client.user.id)).toEqual([]);
    expect(objectsOf(client.user.id)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const client = await t.asClient();
    const res = await t.upload(token(client), 'cv', pdf('10 MB', DOCUMENT_MAX_BYTES));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses an unknown type, a missing file and a request that is not multipart', async () => {
    const client = await t.asClient();
    expect((await t.upload(token(client), 'passport', PDF)).body.message).toBe(DOCUMENT_ERRORS.unknownType);
    expect((await t.upload(token(client), 'cv', PDF, { field: 'other' })).body.message).toBe(DOCUMENT_ERRORS.missingFile);
    const json = await t.request('POST', '/api/documents/cv', { token: token(client), body: { file: 'x' } });
    expect(json).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.missingFile } });
    const noBoundary = await t.request('POST', '/api/documents/cv', { token: token(client), body: PDF, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.missingFile } });
    expect(objectsOf(client.user.id)).toEqual([]);
  });

  it('refuses a second file and a text field beside the file, storing nothing', async () => {
    const client = await t.asClient();
    const boundary = 'capsuisse-parts';
    const part = (disposition: string, content: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
    const send = (...parts: Buffer[]) =>
      t.request('POST', '/api/documents/cv', { token: token(client), body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const file = part('name="file"; filename="cv.pdf"', PDF);
    expect(await send(file, part('name="file"; filename="autre.pdf"', PDF))).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.oneFile } });
    expect(await send(file, part('name="note"', 'bonjour'))).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.oneFile } });
    expect((await t.request('GET', '/api/documents', { token: token(client) })).body).toEqual([]);
    expect(objectsOf(client.user.id)).toEqual([]);
  });

  it('answers 402 to an unpaid client and 403 to a coach', async () => {
    const unpaid = await t.asUnpaidClient();
    expect((await t.upload(token(unpaid), 'cv', PDF)).status).toBe(402);
    expect((await t.request('GET', '/api/documents', { token: token(unpaid) })).status).toBe(402);
    expect((await t.upload(token(await t.asCoach()), 'cv', PDF)).status).toBe(403);
  });

  it('stores a new document as pending with a deadline 48 working hours later, and moves progress', async () => {
    const client = await t.asClient();
    const before = t.clock.now();
    const res = await t.upload(token(client), 'photo', await jpegWithGps(), { filename: 'moi.jpeg' });
    expect(res.status).toBe(201);
    const doc = res.body as DocumentDto;
    // The size stored is the re-encoded photo's.
    const [row] = await rowsOf(client.user.id);
    expect(doc).toMatchObject({ type: 'photo', status: 'en_attente', mime_type: 'image/jpeg', size: row.size, history: [] });
    const expected = new WorkingCalendar(t.config.canton).addWorkingHours(new Date(doc.created_at), 48);
    expect(doc.validation_deadline).toBe(expected.toISOString());
    expect(new Date(doc.created_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(objectsOf(client.user.id)).toEqual([expect.stringMatching(/^photo-\d+\.jpg$/)]);
    expect(await progressOf(client.user.id)).toBe(4);
    const list = await t.request('GET', '/api/documents', { token: token(client) });
    expect(list.body).toEqual([doc]);
  });
});

describe('replace', () => {
  it('keeps exactly one record and one object', async () => {
    const client = await t.asClient();
    const first = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    const second = await t.upload(token(client), 'cv', Buffer.concat([PDF, Buffer.from('% v2\n')]));
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.id);
    expect(second.body.size).toBe(PDF.length + 5);
    expect(await rowsOf(client.user.id)).toHaveLength(1);
    expect(objectsOf(client.user.id)).toHaveLength(1);
  });

  it('loses nothing when a step fails: writing the new object, the transaction, deleting the old object', async () => {
    const client = await t.asClient();
    await t.upload(token(client), 'cv', PDF);
    const [original] = await rowsOf(client.user.id);
    const storage = t.app.get(StoragePort);
    const unchanged = async () => {
      const [row] = await rowsOf(client.user.id);
      expect(row.storageUrl).toBe(original.storageUrl);
      expect(row.size).toBe(original.size);
      expect(objectsOf(client.user.id)).toEqual([original.storageUrl.split('/')[1]]);
    };
    const v2 = Buffer.concat([PDF, Buffer.from('% v2\n')]);

    const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    expect((await t.upload(token(client), 'cv', v2)).status).toBe(500);
    await unchanged();
    put.mockRestore();

    const recompute = jest.spyOn(t.app.get(ProfilesService), 'setDocuments').mockRejectedValueOnce(new Error('database gone'));
    expect((await t.upload(token(client), 'cv', v2)).status).toBe(500);
    await unchanged();
    recompute.mockRestore();

    // The old object cannot be deleted: the new version is in place and the old bytes are left over, not lost.
    const del = jest.spyOn(storage, 'delete').mockRejectedValueOnce(new Error('network'));
    expect((await t.upload(token(client), 'cv', v2)).status).toBe(201);
    del.mockRestore();
    const [row] = await rowsOf(client.user.id);
    expect(row.size).toBe(v2.length);
    expect(await storage.exists(row.storageUrl)).toBe(true);
    expect(objectsOf(client.user.id).sort()).toEqual([original.storageUrl.split('/')[1], row.storageUrl.split('/')[1]].sort());
  });

  it('refuses to replace a validated document (409)', async () => {
    const { client, coach } = await clientWithCoach();
    const doc = (await t.upload(token(client), 'formulaire', PDF)).body as DocumentDto;
    expect((await t.request('POST', `/api/documents/${doc.id}/validate`, { token: token(coach) })).status).toBe(200);
    const res = await t.upload(token(client), 'formulaire', PDF);
    expect(res).toMatchObject({ status: 409, body: { message: DOCUMENT_ERRORS.validatedLocked } });
    expect(objectsOf(client.user.id)).toHaveLength(1);
  });
});

describe('signed links', () => {
  it('serve the owner, the assigned coach and axel, refuse the others, and expire', async () => {
    const { client, coach } = await clientWithCoach();
    const doc = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    const link = await t.request('GET', `/api/documents/${doc.id}/link`, { token: token(client) });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/storage\/.+\?expires=\d+&sig=/);
    expect(new Date(link.body.expires_at).getTime() - t.clock.now().getTime()).toBeGreaterThan((SIGNED_LINK_SECONDS - 5) * 1000);
    const file = await t.request('GET', link.body.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.body, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');

    expect((await t.request('GET', `/api/documents/${doc.id}/link`, { token: token(coach) })).status).toBe(200);
    expect((await t.request('GET', `/api/documents/${doc.id}/link`, { token: token(await t.asAxel()) })).status).toBe(200);
    const otherCoach = await t.request('GET', `/api/documents/${doc.id}/link`, { token: token(await t.asCoach()) });
    // Not even its existence is disclosed to a coach it does not concern.
    expect(otherCoach.status).toBe(404);
    expect((await t.request('GET', `/api/documents/${doc.id}/link`, { token: token(await t.asClient()) })).status).toBe(404);

    // Tampered or unsigned links are refused.
    expect((await t.request('GET', link.body.url.replace(/sig=.*/, 'sig=forged'))).status).toBe(403);
    expect((await t.request('GET', link.body.url.split('?')[0])).status).toBe(403);

    t.clock.advance((SIGNED_LINK_SECONDS + 1) * 1000);
    expect((await t.request('GET', link.body.url)).status).toBe(403);
  });
});

describe('assignments', () => {
  it('lets axel assign a client to a coach once, audited, with French refusals', async () => {
    const [axel, coach, client, housing, recruiter] = await Promise.all([t.asAxel(), t.asCoach(), t.asClient(), t.userWith('client_se_loger', { hasPaid: true }), t.asRecruiter()]);
    const post = (body: object, s = axel) => t.request('POST', '/api/admin/assignments', { token: token(s), body });
    expect((await post({ accompagnateur_id: coach.user.id, client_id: client.user.id })).status).toBe(204);
    expect((await post({ accompagnateur_id: coach.user.id, client_id: housing.user.id })).status).toBe(204);
    expect(await post({ accompagnateur_id: coach.user.id, client_id: client.user.id })).toMatchObject({ status: 409, body: { message: ASSIGNMENT_ERRORS.duplicate } });
    expect(await post({ accompagnateur_id: client.user.id, client_id: client.user.id })).toMatchObject({ status: 400, body: { message: ASSIGNMENT_ERRORS.notCoach } });
    expect(await post({ accompagnateur_id: coach.user.id, client_id: recruiter.user.id })).toMatchObject({ status: 400, body: { message: ASSIGNMENT_ERRORS.notClient } });
    expect((await post({ accompagnateur_id: 'x', client_id: client.user.id })).status).toBe(400);
    expect((await post({ accompagnateur_id: coach.user.id, client_id: client.user.id }, coach)).status).toBe(403);
    const audit = await t.app.get(MikroORM).em.fork().find(AuditLogEntry, { actorId: axel.user.id, action: 'assignment.create' });
    expect(audit).toHaveLength(2);
  });
});

describe('review', () => {
  it('rejects with a required reason, keeps the history across a replacement, validates, and reaches 25', async () => {
    const { client, coach } = await clientWithCoach();
    const upload = async (type: string, content: Buffer) => (await t.upload(token(client), type, content)).body as DocumentDto;
    const cv = await upload('cv', PDF);
    const form = await upload('formulaire', PDF);
    const photo = await upload('photo', PNG);
    expect(await progressOf(client.user.id)).toBe(12);

    const noReason = await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: { reason: '   ' } });
    expect(noReason).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.rejectReason } });
    const missing = await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.rejectReason } });

    const otherCoach = await t.asCoach();
    expect((await t.request('POST', `/api/documents/${cv.id}/validate`, { token: token(otherCoach) })).status).toBe(404);

    const rejected = await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: { reason: 'Il manque votre expérience récente' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'a_corriger', reviewer_notes: 'Il manque votre expérience récente' });
    expect(rejected.body.history).toEqual([expect.objectContaining({ verdict: 'a_corriger', note: 'Il manque votre expérience récente', reviewer_email: coach.user.email })]);
    expect((await t.request('POST', `/api/documents/${cv.id}/validate`, { token: token(coach) })).body.message).toBe(DOCUMENT_ERRORS.notPending);
    const rejectMail = await waitFor(async () => (await mailsTo(client.user.email)).find((m) => m.text.includes('Il manque votre expérience récente')));
    expect(rejectMail.subject).toBe('Document à corriger');
    expect(await progressOf(client.user.id)).toBe(8);

    // The coach's list hides the document to correct.
    const list = await t.request('GET', '/api/coach/clients', { token: token(coach) });
    expect(list.body.clients[0].documents.map((d: DocumentDto) => d.type).sort()).toEqual(['formulaire', 'photo']);

    const cv2 = await upload('cv', Buffer.concat([PDF, Buffer.from('% v2\n')]));
    expect(cv2).toMatchObject({ status: 'en_attente', reviewer_notes: null });
    expect(cv2.history).toHaveLength(1);

    for (const doc of [cv2, form, photo]) {
      expect((await t.request('POST', `/api/documents/${doc.id}/validate`, { token: token(coach) })).status).toBe(200);
    }
    expect(await progressOf(client.user.id)).toBe(25);
    const mine = (await t.request('GET', '/api/documents', { token: token(client) })).body as DocumentDto[];
    expect(mine.every((d) => d.status === 'valide')).toBe(true);
    // Newest first, each naming its reviewer and its time as every date the API gives.
    const history = mine.find((d) => d.type === 'cv')?.history ?? [];
    expect(history.map((h) => [h.verdict, h.reviewer_email])).toEqual([['valide', coach.user.email], ['a_corriger', coach.user.email]]);
    expect(history.map((h) => new Date(h.reviewed_at).toISOString())).toEqual(history.map((h) => h.reviewed_at));
    // The coach's page shows the same documents, histories included, and each client as the contract types it.
    const [entry] = ((await t.request('GET', '/api/coach/clients', { token: token(coach) })).body as CoachClientsResponse).clients;
    expect(entry).toMatchObject({ user_id: client.user.id, email: client.user.email, overall_progress: 25, first_login_completed: expect.any(Boolean) });
    expect(new Date(entry.created_at).toISOString()).toBe(entry.created_at);
    expect(entry.documents).toEqual(mine);
    await waitFor(async () => (await mailsTo(client.user.email)).find((m) => m.subject === 'Document validé'));
    const audit = await t.app.get(MikroORM).em.fork().count(AuditLogEntry, { actorId: coach.user.id, action: { $in: ['document.validate', 'document.reject'] } });
    expect(audit).toBe(4);
    expect((await t.request('GET', '/api/me', { token: token(client) })).body.overall_progress).toBe(25);
  });

  it('lets axel review any document', async () => {
    const client = await t.asClient();
    const doc = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    expect((await t.request('POST', `/api/documents/${doc.id}/validate`, { token: token(await t.asAxel()) })).body.status).toBe('valide');
  });
});

describe("the documents' state as a whole (\"Documents validés\")", () => {
  const followUpDays = async (client: { session: Session }, days: number) => {
    for (let day = 1; day <= days; day++) {
      const body = { day, applied_on: '2026-11-10', employer: `Employeur ${day}`, position: 'Comptable', channel: 'email', contact_person: 'Mme Favre', outcome: 'en_attente' };
      expect((await t.request('POST', '/api/programme/follow-up/entries', { token: token(client), body })).status).toBe(201);
    }
  };
  const stateSeenBy = async (client: { user: { id: string; email: string }; session: Session }) => {
    const axel = token(await t.asAxel());
    const me = (await t.request('GET', '/api/me', { token: token(client) })).body;
    const row = (await t.request('GET', `/api/admin/users?search=${encodeURIComponent(client.user.email)}`, { token: axel })).body.users[0];
    const detail = (await t.request('GET', `/api/admin/users/${client.user.id}`, { token: axel })).body;
    return { progress: me.overall_progress, me: me.documents_state, list: row.documents_state, detail: detail.profile.documents_state };
  };

  it('stays pending at an overall 25 reached by the follow-up, with the three documents waiting', async () => {
    const { client } = await clientWithCoach();
    for (const [type, content] of [['cv', PDF], ['formulaire', PDF], ['photo', PNG]] as const) await t.upload(token(client), type, content);
    await followUpDays(client, 5);
    expect(await stateSeenBy(client)).toEqual({ progress: 25, me: 'pending', list: 'pending', detail: 'pending' });
  });

  it("is rejected at an overall 25 with the CV validated, the form rejected and the photo pending (the issue's case)", async () => {
    const { client, coach } = await clientWithCoach();
    const cv = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    const form = (await t.upload(token(client), 'formulaire', PDF)).body as DocumentDto;
    await t.upload(token(client), 'photo', PNG);
    await t.request('POST', `/api/documents/${cv.id}/validate`, { token: token(coach) });
    await t.request('POST', `/api/documents/${form.id}/reject`, { token: token(coach), body: { reason: 'Signature manquante' } });
    await followUpDays(client, 5);
    expect(await stateSeenBy(client)).toEqual({ progress: 25, me: 'rejected', list: 'rejected', detail: 'rejected' });
  });

  it('is none before any upload and validated once the three are, and counts in the analytics funnel only then', async () => {
    const { client, coach } = await clientWithCoach();
    expect((await stateSeenBy(client)).me).toBe('none');
    const documents = [];
    for (const [type, content] of [['cv', PDF], ['formulaire', PDF], ['photo', PNG]] as const) documents.push((await t.upload(token(client), type, content)).body as DocumentDto);
    const funnel = async () => (await t.request('GET', '/api/admin/analytics', { token: token(await t.asAxel()) })).body.funnel.totals.documents_validated as number;
    await followUpDays(client, 5);
    const before = await funnel();
    for (const d of documents) await t.request('POST', `/api/documents/${d.id}/validate`, { token: token(coach) });
    expect(await stateSeenBy(client)).toEqual({ progress: 38, me: 'validated', list: 'validated', detail: 'validated' });
    expect(await funnel()).toBe(before + 1);
  });
});

describe('the documents lists', () => {
  it('hold every change when a client and a coach change different documents at once', async () => {
    const { client, coach } = await clientWithCoach();
    const [, form, photo] = (await Promise.all([t.upload(token(client), 'cv', PDF), t.upload(token(client), 'formulaire', PDF), t.upload(token(client), 'photo', PNG)])).map(
      (r) => r.body as DocumentDto,
    );
    await Promise.all([
      t.upload(token(client), 'cv', Buffer.concat([PDF, Buffer.from('% v2\n')])),
      t.request('POST', `/api/documents/${form.id}/reject`, { token: token(coach), body: { reason: 'Illisible' } }),
      t.request('POST', `/api/documents/${photo.id}/validate`, { token: token(coach) }),
    ]);
    const mine = (await t.request('GET', '/api/documents', { token: token(client) })).body as DocumentDto[];
    expect(mine.map((d) => [d.type, d.status, d.history.length]).sort()).toEqual([['cv', 'en_attente', 0], ['formulaire', 'a_corriger', 1], ['photo', 'valide', 1]]);
    const [entry] = ((await t.request('GET', '/api/coach/clients', { token: token(coach) })).body as CoachClientsResponse).clients;
    expect(entry.documents).toEqual(mine.filter((d) => d.status !== 'a_corriger'));
  });

  it("follow a reviewer's account deleted: the history keeps the verdict, no longer the email", async () => {
    const { client, coach } = await clientWithCoach();
    const axel = await t.asAxel();
    const doc = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    expect((await t.request('POST', `/api/documents/${doc.id}/reject`, { token: token(coach), body: { reason: 'Illisible' } })).status).toBe(200);
    await t.upload(token(client), 'cv', Buffer.concat([PDF, Buffer.from('% v2\n')]));
    expect((await t.request('POST', `/api/documents/${doc.id}/validate`, { token: token(axel) })).status).toBe(200);
    // The coach reviewed an earlier version only: the document itself no longer names them, its history does.
    expect((await t.request('DELETE', `/api/admin/users/${coach.user.id}`, { token: token(axel) })).status).toBe(204);
    const [mine] = (await t.request('GET', '/api/documents', { token: token(client) })).body as DocumentDto[];
    expect(mine.history.map((h) => [h.verdict, h.reviewer_email])).toEqual([['valide', axel.user.email], ['a_corriger', '']]);
  });
});

describe('coach list', () => {
  it('shows only assigned clients, searches emails case-insensitively and counts', async () => {
    const coach = await t.asCoach();
    const alice = await t.userWith('client', { hasPaid: true, email: `Alice.Martin-${Date.now()}@test.capsuisse.ch` });
    const bob = await t.userWith('client_se_loger', { hasPaid: true, email: `bob-${Date.now()}@test.capsuisse.ch` });
    const stranger = await t.asClient();
    await assign(coach.user.id, alice.user.id);
    await assign(coach.user.id, bob.user.id);
    await t.upload(token(alice), 'cv', PDF);
    await t.upload(token(stranger), 'cv', PDF);
    await t.inContext(async () => {
      const profiles = t.app.get(ProfilesService);
      await profiles.markFirstLogin(bob.user.id);
      await t.app.get(EntityManager).fork().transactional(async (em) => {
        await profiles.setProgressPart(em, bob.user.id, 'training', 100);
        await profiles.setProgressPart(em, bob.user.id, 'followUp', 100);
      });
    });

    const all = await t.request('GET', '/api/coach/clients', { token: token(coach) });
    expect(all.status).toBe(200);
    expect(all.body.counters).toEqual({ total: 2, active: 1, average_progress: 27 });
    expect(all.body.clients.map((c: { user_id: string }) => c.user_id).sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(all.body.clients.find((c: { user_id: string }) => c.user_id === alice.user.id).documents).toHaveLength(1);

    const found = await t.request('GET', '/api/coach/clients?search=ALICE.mart', { token: token(coach) });
    expect(found.body.clients.map((c: { email: string }) => c.email)).toEqual([alice.user.email]);
    expect(found.body.counters.total).toBe(2);
    expect((await t.request('GET', '/api/coach/clients?search=nobody', { token: token(coach) })).body.clients).toEqual([]);
    // `%` and `_` are characters like any other, not patterns.
    for (const literal of ['%25', '_']) expect((await t.request('GET', `/api/coach/clients?search=${literal}`, { token: token(coach) })).body.total).toBe(0);
    expect((await t.request('GET', '/api/coach/clients', { token: token(await t.asCoach()) })).body).toEqual({
      counters: { total: 0, active: 0, average_progress: 0 },
      clients: [],
      page: 1,
      page_size: COACH_PAGE_SIZE_DEFAULT,
      total: 0,
    });
  });

  it('pages the clients the search finds, newest first, each once, with the counters over all of them', async () => {
    const coach = await t.asCoach();
    const stamp = Date.now();
    const clients = [];
    for (let i = 0; i < 5; i++) {
      const client = await t.userWith('client', { hasPaid: true, email: `${i % 2 ? 'odd' : 'even'}-${i}-${stamp}@test.capsuisse.ch` });
      await assign(coach.user.id, client.user.id);
      await t.upload(token(client), 'cv', PDF);
      clients.push(client);
    }
    const pageOf = async (query: string) => (await t.request('GET', `/api/coach/clients?${query}`, { token: token(coach) })).body as CoachClientsResponse;
    const ids = (r: CoachClientsResponse) => r.clients.map((c) => c.user_id);

    const pages = [await pageOf('page=1&page_size=2'), await pageOf('page=2&page_size=2'), await pageOf('page=3&page_size=2')];
    expect(pages.map((p) => ids(p).length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(ids)).toEqual(ids(await pageOf('page_size=5')));
    expect(new Set(pages.flatMap(ids))).toEqual(new Set(clients.map((c) => c.user.id)));
    expect(pages.map((p) => [p.page, p.page_size, p.total, p.counters.total])).toEqual([[1, 2, 5, 5], [2, 2, 5, 5], [3, 2, 5, 5]]);
    expect(pages.every((p) => p.clients.every((c) => c.documents.length === 1))).toBe(true);
    expect(ids(await pageOf('page=4&page_size=2'))).toEqual([]);

    const odd = await pageOf('search=ODD-&page_size=1&page=2');
    expect([odd.total, odd.counters.total, odd.clients.length]).toEqual([2, 5, 1]);
    for (const bad of ['page=0', 'page=x', 'page_size=0', `page_size=${COACH_PAGE_SIZE_MAX + 1}`, 'page=1&page=2']) {
      expect((await t.request('GET', `/api/coach/clients?${bad}`, { token: token(coach) })).status).toBe(400);
    }
    expect((await t.request('GET', '/api/coach/clients?page_size=101', { token: token(coach) })).body.message).toBe(VALIDATION.pageSize);
  });

  // A read per client (N+1) would make the count grow with the clients.
  it('reads a coach of three clients in as many statements as a coach of one', async () => {
    const statementsFor = async (clients: number): Promise<number> => {
      const coach = await t.asCoach();
      for (let i = 0; i < clients; i++) {
        const client = await t.asClient();
        await assign(coach.user.id, client.user.id);
        // A hidden document with a history, and a shown one whose history names its reviewer.
        const cv = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
        await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: { reason: 'Illisible' } });
        const form = (await t.upload(token(client), 'formulaire', PDF)).body as DocumentDto;
        await t.request('POST', `/api/documents/${form.id}/validate`, { token: token(coach) });
      }
      const { result: list, statements } = await t.statementsOf(() => t.request('GET', '/api/coach/clients', { token: token(coach) }));
      expect(list.body.clients.map((c: { documents: DocumentDto[] }) => c.documents.map((d) => d.history.length))).toEqual(Array(clients).fill([1]));
      return statements.filter((sql) => /\b(accompagnateur_clients|profiles|files|document_reviews)\b/.test(sql)).length;
    };
    const one = await statementsFor(1);
    expect(one).toBeGreaterThan(0);
    expect(await statementsFor(3)).toBe(one);
  });

  it("composes a new search from the coach's kept roster and cards: a change reads again the roster and only the card of the client it concerns", async () => {
    const coach = await t.asCoach();
    const [client, other] = [await t.asClient(), await t.asClient()];
    for (const c of [client, other]) await assign(coach.user.id, c.user.id);
    // Each search a spelling of its own (the search ignores case), so no page is kept: each is composed.
    const spellings = ['capsuisse', 'CAPSUISSE', 'Capsuisse', 'cApsuisse'];
    const search = () => t.statementsOf(() => t.request('GET', `/api/coach/clients?search=${spellings.shift()}`, { token: token(coach) }));
    const cardsRead = (run: Awaited<ReturnType<typeof search>>) => run.statements.flatMap((sql, i) => (sql === COACH_CARDS.sql ? [(run.bindings[i].find(Array.isArray) as string[]).sort()] : []));
    const first = await search();
    expect(cardsRead(first)).toEqual([[client.user.id, other.user.id].sort()]);
    expect(first.statements).toEqual(expect.arrayContaining([COACH_ROSTER.sql, COACH_CARDS.sql]));
    const again = await search();
    expect(again.result.body).toEqual(first.result.body);
    expect(again.statements).toEqual([]);
    await t.upload(token(client), 'cv', PDF);
    const changed = await search();
    expect(changed.statements).toEqual([COACH_ROSTER.sql, COACH_CARDS.sql]);
    expect(cardsRead(changed)).toEqual([[client.user.id]]);
    const mine = (changed.result.body as CoachClientsResponse).clients.find((c) => c.user_id === client.user.id);
    expect(mine?.documents.map((d) => [d.type, d.status])).toEqual([['cv', 'en_attente']]);
    await t.request('POST', '/api/conversation/messages', { token: token(other), body: { body: 'Une question' } });
    const asked = await search();
    expect(cardsRead(asked)).toEqual([[other.user.id]]);
    expect((asked.result.body as CoachClientsResponse).clients.find((c) => c.user_id === other.user.id)?.unread_messages).toBe(1);
  });

  it('is kept until something it shows changes, whoever changes it: the API, the worker or SQL by hand (heard on PostgreSQL)', async () => {
    const { client, coach } = await clientWithCoach();
    const axel = await t.asAxel();
    // Each read twice: the second is the kept page, which reads nothing.
    const read = async (): Promise<CoachClientsResponse> => {
      const first = (await t.request('GET', '/api/coach/clients', { token: token(coach) })).body as CoachClientsResponse;
      const { result: second, statements } = await t.statementsOf(() => t.request('GET', '/api/coach/clients', { token: token(coach) }));
      expect(second.body).toEqual(first);
      expect(statements.filter((sql) => /\b(accompagnateur_clients|profiles|files|document_reviews)\b/.test(sql))).toEqual([]);
      return first;
    };
    const mine = (page: CoachClientsResponse) => page.clients.find((c) => c.user_id === client.user.id);

    expect(mine(await read())?.documents).toEqual([]);
    expect((await t.request('PATCH', `/api/admin/users/${client.user.id}`, { token: token(axel), body: { first_name: 'Zoé' } })).status).toBe(200);
    expect(mine(await read())?.first_name).toBe('Zoé');
    const cv = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    expect(mine(await read())?.documents.map((d) => d.status)).toEqual(['en_attente']);
    expect((await t.request('POST', `/api/documents/${cv.id}/validate`, { token: token(coach) })).status).toBe(200);
    expect(mine(await read())?.documents.map((d) => d.status)).toEqual(['valide']);
    // The deadline job, run by the worker, flags a pending document past its deadline.
    const form = (await t.upload(token(client), 'formulaire', PDF)).body as DocumentDto;
    expect(mine(await read())?.documents.find((d) => d.id === form.id)?.expired_at).toBeNull();
    expect(await t.app.get(QueuePort).promote(DOCUMENTS_QUEUE, DeadlineJobs.jobIds({ documentId: form.id, version: new Date(form.created_at).getTime() }).expire)).toBe(true);
    await waitFor(async () => (await t.request('GET', '/api/documents', { token: token(client) })).body.find((d: DocumentDto) => d.expired_at));
    expect(mine(await read())?.documents.find((d) => d.id === form.id)?.expired_at).toEqual(expect.any(String));
    // SQL by hand: announced by the database at its commit, heard by every process on PostgreSQL (on PGlite,
    // where nothing listens, it shows when the kept page ends, within a minute).
    if (process.env.DATABASE_URL) {
      await t.rows(`update profiles set overall_progress = 40 where user_id = ?`, [client.user.id]);
      const page = async () => (await t.request('GET', '/api/coach/clients', { token: token(coach) })).body as CoachClientsResponse;
      await waitFor(async () => ((await page()).counters.average_progress === 40 ? true : undefined));
      expect(mine(await read())?.overall_progress).toBe(40);
      // The reviewer's email shows in the history: its change shows too.
      const renamed = `renamed-${Date.now()}@test.capsuisse.ch`;
      await t.rows(`update profiles set email = ? where user_id = ?`, [renamed, coach.user.id]);
      const reviewers = async () => mine(await page())?.documents.find((d) => d.id === cv.id)?.history.map((h) => h.reviewer_email);
      await waitFor(async () => ((await reviewers())?.[0] === renamed ? true : undefined));
    }

    const other = await t.asClient();
    await assign(coach.user.id, other.user.id);
    expect((await read()).counters.total).toBe(2);
    expect((await t.request('DELETE', `/api/admin/users/${other.user.id}`, { token: token(axel) })).status).toBe(204);
    expect((await read()).clients.map((c) => c.user_id)).toEqual([client.user.id]);
    // A change rolled back ends nothing: the page stays kept (read() checks the second read reads nothing).
    await read();
    await t.app.get(EntityManager).fork().transactional(async (em) => {
      await em.execute(`update profiles set first_name = 'Annulé' where user_id = ?`, [client.user.id]);
      throw new Error('rolled back');
    }).catch(() => undefined);
    const { result: kept, statements } = await t.statementsOf(() => t.request('GET', '/api/coach/clients', { token: token(coach) }));
    expect(mine(kept.body as CoachClientsResponse)?.first_name).toBe('Zoé');
    expect(statements.filter((sql) => /\bprofiles\b/.test(sql))).toEqual([]);
  });

  it("watches every column its statement reads: a change of any of them ends the kept page", async () => {
    const watched = await t.rows<{ table: string; columns: string[] | null }>(
      `select c.relname as table, (select array_agg(a.attname::text) from unnest(tg.tgattr::int2[]) n join pg_attribute a on a.attrelid = tg.tgrelid and a.attnum = n) as columns
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid where tg.tgname = c.relname || '_coach_pages'`,
      [],
    );
    const columns = await t.rows<{ table: string; column: string }>(`select table_name as table, column_name as column from information_schema.columns where table_schema = current_schema()`, []);
    const page = `${COACH_ROSTER.sql} ${COACH_CARDS.sql}`;
    const read = (table: string) => columns.filter((c) => c.table === table && page.includes(`"${c.column}"`)).map((c) => c.column);
    for (const table of ['accompagnateur_clients', 'profiles', 'files', 'document_reviews', 'messages', 'conversation_reads']) {
      expect(page).toContain(`"${table}"`);
      const trigger = watched.find((w) => w.table === table);
      expect({ table, unwatched: trigger ? read(table).filter((c) => trigger.columns !== null && !trigger.columns.includes(c)) : 'no trigger' }).toEqual({ table, unwatched: [] });
    }
    expect(read('profiles').sort()).toEqual([...SUMMARY_COLUMNS].sort());
  });

  // Transactions outside the ORM (raw knex here), changing clients of two coaches in opposite orders: both commit
  // (noting takes no lock), and the database announces both coaches' changes, which no process claimed.
  (process.env.DATABASE_URL ? it : it.skip)('hears the changes of transactions outside the ORM, of several coaches at once', async () => {
    const [first, second] = [await t.asCoach(), await t.asCoach()];
    const clients = [await t.asClient(), await t.asClient(), await t.asClient(), await t.asClient()];
    for (const [i, client] of clients.entries()) await assign((i % 2 ? second : first).user.id, client.user.id);
    const progressesOf = async (coach: typeof first) =>
      ((await t.request('GET', '/api/coach/clients', { token: token(coach) })).body as CoachClientsResponse).clients.map((c) => c.overall_progress).sort();
    expect([await progressesOf(first), await progressesOf(second)]).toEqual([[0, 0], [0, 0]]);
    const knex = t.app.get(EntityManager).getConnection().getKnex();
    const [a, b] = await Promise.all([knex.transaction(), knex.transaction()]);
    const touch = (trx: typeof a, client: (typeof clients)[number]) => trx.raw(`update profiles set overall_progress = overall_progress + 1 where user_id = ?`, [client.user.id]);
    await touch(a, clients[0]);
    await touch(b, clients[1]);
    await Promise.all([touch(a, clients[3]), touch(b, clients[2])]);
    await Promise.all([a.commit(), b.commit()]);
    await waitFor(async () => (JSON.stringify([await progressesOf(first), await progressesOf(second)]) === JSON.stringify([[1, 1], [1, 1]]) ? true : undefined));
  });
});

describe('deadline jobs', () => {
  it('remind the coach 12 h before the deadline, flag expiry for axel, and are cancelled by a review', async () => {
    const { client, coach } = await clientWithCoach();
    const axel = await t.asAxel();
    const queue = t.app.get(QueuePort);
    const doc = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    const ids = DeadlineJobs.jobIds({ documentId: doc.id, version: new Date(doc.created_at).getTime() });

    expect(await queue.promote(DOCUMENTS_QUEUE, ids.remind)).toBe(true);
    const reminder = await waitFor(async () => (await mailsTo(coach.user.email)).find((m) => m.subject.startsWith('Rappel')));
    expect(reminder.text).toContain(client.user.email);
    // In the coach's notification centre too, leading to its page; a job run again tells it once.
    const coachBell = async () => (await t.request('GET', '/api/notifications', { token: token(coach) })).body.items as { kind: string; body: string; link: string }[];
    expect((await coachBell()).filter((n) => n.kind === 'deadline').map((n) => [n.link, n.body.startsWith(`CV de ${client.user.email} à valider avant`)])).toEqual([['/accompagnateur-dashboard', true]]);
    await t.inContext(() => t.app.get(DeadlineJobs).remind({ documentId: doc.id, version: new Date(doc.created_at).getTime() }));
    expect((await coachBell()).filter((n) => n.kind === 'deadline')).toHaveLength(1);

    expect(await queue.promote(DOCUMENTS_QUEUE, ids.expire)).toBe(true);
    await waitFor(async () => (await mailsTo(axel.user.email)).find((m) => m.subject === 'Délai de validation dépassé'));
    const axelBell = (await t.request('GET', '/api/notifications', { token: token(axel) })).body.items as { kind: string; title: string; link: string }[];
    expect(axelBell.filter((n) => n.kind === 'deadline').map((n) => [n.title, n.link])).toContainEqual(['Délai de validation dépassé', `/user/${client.user.id}`]);
    const expired = await waitFor(async () => (await t.request('GET', '/api/documents', { token: token(client) })).body.find((d: DocumentDto) => d.expired_at));
    expect(expired.id).toBe(doc.id);

    const photo = (await t.upload(token(client), 'photo', PNG)).body as DocumentDto;
    const photoIds = DeadlineJobs.jobIds({ documentId: photo.id, version: new Date(photo.created_at).getTime() });
    expect((await t.request('POST', `/api/documents/${photo.id}/validate`, { token: token(coach) })).status).toBe(200);
    expect(await queue.promote(DOCUMENTS_QUEUE, photoIds.remind)).toBe(false);
    expect(await queue.promote(DOCUMENTS_QUEUE, photoIds.expire)).toBe(false);
    // A job that ran anyway (already taken by a worker) does nothing for a reviewed document.
    await t.inContext(() => t.app.get(DeadlineJobs).remind({ documentId: photo.id, version: new Date(photo.created_at).getTime() }));
    expect((await mailsTo(coach.user.email)).filter((m) => m.subject.startsWith('Rappel'))).toHaveLength(1);
  });
});
