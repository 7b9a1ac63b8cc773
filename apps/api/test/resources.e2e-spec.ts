import { deflateRawSync } from 'node:zlib';
import { DOCUMENT_MAX_BYTES, RESOURCE_ERRORS, SIGNED_LINK_SECONDS, TOASTS, type ResourceDto, type Session, XLSX_MIME } from '@capsuisse/contracts';
import { pdf, PDF, PNG } from './files';
import { TestApp } from './harness';

const CSV = Buffer.from('Nom;Adresse;Téléphone\nORP Lausanne;Rue Caroline 9;021 316 59 00\n');

/** A minimal .xlsx: a zip whose first entry is `[Content_Types].xml` naming a workbook (what file-type reads). */
function xlsx(): Buffer {
  const entry = (name: string, text: string) => {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([head, Buffer.from(name), packed]);
  };
  return Buffer.concat([
    entry('[Content_Types].xml', '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'),
    entry('xl/workbook.xml', '<workbook/>'),
  ]);
}

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;
const upload = (who: { session: Session }, kind: string, content: Buffer) => t.upload(token(who), kind, content, { url: `/api/admin/resources/${kind}` });
const list = (who: { session: Session }) => t.request<ResourceDto[]>('GET', '/api/resources', { token: token(who) });

it('lets axel upload and replace the resources, audited, and paid clients download them through a signed link', async () => {
  const [axel, client] = await Promise.all([t.asAxel(), t.asClient()]);
  expect((await list(client)).body).toEqual([]);

  const form = await upload(axel, 'formulaire', PDF);
  expect(form.status).toBe(201);
  expect(form.body).toMatchObject({ kind: 'formulaire', mime_type: 'application/pdf', size: PDF.length });
  const first = (await list(client)).body;
  expect(first.map((r) => r.kind)).toEqual(['formulaire']);
  expect(new Date(first[0].link.expires_at).getTime() - Date.now()).toBeGreaterThan((SIGNED_LINK_SECONDS - 60) * 1000);
  const download = await t.request('GET', first[0].link.url);
  expect(download.status).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');

  // A replacement: the new file is served, the old object is gone.
  const v2 = Buffer.concat([PDF, Buffer.from('% v2\n')]);
  expect((await upload(axel, 'formulaire', v2)).status).toBe(201);
  expect((await t.request('GET', first[0].link.url)).status).toBe(403);
  const [replaced] = (await list(client)).body;
  expect(replaced.size).toBe(v2.length);

  expect((await upload(axel, 'carnet', xlsx())).body).toMatchObject({ kind: 'carnet', mime_type: XLSX_MIME });
  expect((await list(client)).body.map((r) => r.kind)).toEqual(['formulaire', 'carnet']);
  expect((await t.request<ResourceDto[]>('GET', '/api/admin/resources', { token: token(axel) })).body.map((r) => r.kind)).toEqual(['formulaire', 'carnet']);

  const audit = await t.rows<{ action: string; targetId: string }>(`select action, target_id from audit_log where actor_id = ? and action like 'resource.%' order by created_at`, [axel.user.id]);
  expect(audit.map((a) => `${a.action} ${a.targetId}`)).toEqual(['resource.upload formulaire', 'resource.replace formulaire', 'resource.upload carnet']);
});

it('accepts a CSV address book', async () => {
  const res = await upload(await t.asAxel(), 'carnet', CSV);
  expect(res.status).toBe(201);
  expect(res.body.mime_type).toBe('text/csv');
});

it('refuses content that does not fit, with a French 400', async () => {
  const axel = await t.asAxel();
  for (const [kind, content, message] of [
    ['formulaire', PNG, RESOURCE_ERRORS.pdfOnly],
    ['formulaire', xlsx(), RESOURCE_ERRORS.pdfOnly],
    ['carnet', PDF, RESOURCE_ERRORS.spreadsheetOnly],
    ['carnet', PNG, RESOURCE_ERRORS.spreadsheetOnly],
    ['guide', PDF, RESOURCE_ERRORS.unknownKind],
  ] as const) {
    const res = await upload(axel, kind, content);
    expect({ kind, status: res.status, message: res.body.message }).toEqual({ kind, status: 400, message });
  }
  expect((await upload(axel, 'formulaire', pdf('11 MB', DOCUMENT_MAX_BYTES + 1))).status).toBe(413);
});

it('answers 402 to an unpaid client and 403 to other roles', async () => {
  const unpaid = await t.userWith('client', { hasPaid: false });
  expect((await list(unpaid)).status).toBe(402);
  expect((await t.request('GET', '/api/support', { token: token(unpaid) })).status).toBe(402);
  for (const role of ['accompagnateur', 'recruteur', 'admin'] as const) {
    const other = await t.userWith(role);
    expect({ role, status: (await list(other)).status }).toEqual({ role, status: 403 });
    const refused = await upload(other, 'formulaire', PDF);
    expect({ role, status: refused.status, message: refused.body.message }).toEqual({ role, status: 403, message: TOASTS.axelDenied.description });
  }
  // A client may download, never upload.
  expect((await upload(await t.asClient(), 'formulaire', PDF)).status).toBe(403);
});

it('gives paid clients the support mailbox', async () => {
  const res = await t.request('GET', '/api/support', { token: token(await t.asClient()) });
  expect(res.body).toEqual({ email: 'support@capsuisse.ch' });
});
