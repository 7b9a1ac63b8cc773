import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { inputOf, listRoutes, type RouteDef, VALIDATION } from '@capsuisse/contracts';
import { JSON_MAX_DEPTH } from '@capsuisse/server-core';
import { PASSWORD, TestApp, type Response } from './harness';

/**
 * Hostile input, table-driven over every write endpoint of the contract: oversized, malformed, wrong-typed
 * and injection-shaped values get a French 4xx (never a 500) and change nothing in the database.
 *
 * Each endpoint has one valid request below; every case changes one thing of it (a parameter, the body as a
 * whole, or one field). Ids name nothing on purpose: the input is parsed before any lookup, so a refusal is
 * the input's, and a value wrongly let through reaches a lookup that changes nothing — except on the routes
 * that write without an id, where the database check catches it.
 */

type Caller = 'public' | 'client' | 'coach' | 'axel';
interface WriteCase {
  as: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Free-text fields: what a person may type (quotes, `<`, `../`) is stored as text, so only types, sizes and characters are refused. */
  text?: readonly string[];
  /** A multipart upload: the file is checked by content (its own suite); here the envelope is. */
  upload?: true;
  /** The provider's raw body, acted on only when signed. */
  signed?: true;
}

const ABSENT = '00000000-0000-4000-8000-000000000000';

const WRITES: Record<string, WriteCase> = {
  'POST /auth/signup': {
    as: 'public',
    body: {
      email: 'hostile@test.capsuisse.ch',
      password: 'Hostile-Input-1',
      confirmPassword: 'Hostile-Input-1',
      firstName: 'Marie',
      lastName: 'Muster',
      countryCode: '+41',
      phone: '079 123 45 67',
      accountType: 'client',
    },
    text: ['firstName', 'lastName', 'password', 'confirmPassword'],
  },
  'POST /auth/token': { as: 'public', query: { grant_type: 'password' }, body: { email: 'hostile@test.capsuisse.ch', password: 'Wrong-Password-1' }, text: ['password'] },
  'POST /auth/logout': { as: 'client', query: { scope: 'local' } },
  'POST /auth/recover': { as: 'public', body: { email: 'hostile@test.capsuisse.ch' } },
  'POST /auth/reset': { as: 'public', body: { token: 'a'.repeat(43), password: 'Hostile-Input-2' }, text: ['password'] },
  'DELETE /auth/sessions/:id': { as: 'client', params: { id: ABSENT } },
  'POST /auth/factors': { as: 'client', body: { friendly_name: 'Mon téléphone', password: PASSWORD }, text: ['friendly_name', 'password'] },
  'POST /auth/factors/:id/verify': { as: 'client', params: { id: ABSENT }, body: { code: '123456' } },
  'DELETE /auth/factors/:id': { as: 'client', params: { id: ABSENT } },
  'PUT /me/recruiter-visibility': { as: 'client', body: { visible: false } },
  'PATCH /me': { as: 'client', body: { first_name: 'Marie', last_name: 'Muster', country_code: '+41', phone: '079 123 45 67' }, text: ['first_name', 'last_name'] },
  'POST /documents/:type': { as: 'client', params: { type: 'cv' }, upload: true },
  'POST /documents/:id/validate': { as: 'coach', params: { id: ABSENT } },
  'POST /documents/:id/reject': { as: 'coach', params: { id: ABSENT }, body: { reason: 'Photo floue' }, text: ['reason'] },
  'POST /users/:id/milestones': {
    as: 'axel',
    params: { id: ABSENT },
    body: { code: '01', label: 'Entretien', type: 'rdv', status: 'planifie', scheduled_at: '2027-01-12', notes_client: 'Apporter le CV' },
    text: ['code', 'label', 'type', 'notes_client'],
  },
  'PATCH /users/:id/milestones/:mid': { as: 'axel', params: { id: ABSENT, mid: ABSENT }, body: { label: 'Entretien', status: 'termine' }, text: ['label'] },
  'DELETE /users/:id/milestones/:mid': { as: 'axel', params: { id: ABSENT, mid: ABSENT } },
  'PUT /users/:id/milestones/order': { as: 'axel', params: { id: ABSENT }, body: { ids: [ABSENT] } },
  'POST /conversation/messages': { as: 'client', body: { body: 'Bonjour' }, text: ['body'] },
  'POST /users/:id/conversation/messages': { as: 'axel', params: { id: ABSENT }, body: { body: 'Bonjour' }, text: ['body'] },
  'POST /conversation/messages/file': { as: 'client', upload: true },
  'POST /users/:id/conversation/messages/file': { as: 'axel', params: { id: ABSENT }, upload: true },
  'PUT /users/:id/conversation/read': { as: 'axel', params: { id: ABSENT } },
  'PUT /notifications/:id/read': { as: 'client', params: { id: ABSENT } },
  'PUT /notifications/preferences': { as: 'client', body: { kind: 'document_validated', email: false } },
  'POST /notifications/unsubscribe': { as: 'public', query: { token: 'a.b' } },
  'POST /payments/checkout': { as: 'client', body: { currency: 'CHF' } },
  'POST /payments/verify': { as: 'client', body: { session_id: 'cs_test_absent' } },
  'POST /payments/webhook': { as: 'public', signed: true },
  'PUT /programme/training/exercises/:id': { as: 'client', params: { id: ABSENT }, body: { done: true } },
  'POST /programme/follow-up/entries': {
    as: 'client',
    body: { day: 1, applied_on: '2026-01-12', employer: 'Nestlé', position: 'Comptable', channel: 'email', contact_person: 'Mme Rossi', outcome: 'en_attente' },
    text: ['employer', 'position', 'contact_person'],
  },
  'PATCH /programme/follow-up/entries/:id': { as: 'client', params: { id: ABSENT }, body: { employer: 'Nestlé', outcome: 'entretien' }, text: ['employer'] },
  'DELETE /programme/follow-up/entries/:id': { as: 'client', params: { id: ABSENT } },
  'POST /programme/applications': {
    as: 'client',
    body: { outcome: 'a_postuler', employer: 'Nestlé', employer_address: 'Av. Nestlé 55, Vevey', position: 'Comptable', channel: 'email', contact_person: 'Mme Rossi', contact_phone: '+41 21 924 11 11', refusal_reason: null },
    text: ['employer', 'employer_address', 'position', 'contact_person', 'contact_phone', 'refusal_reason'],
  },
  'PATCH /programme/applications/:id': { as: 'client', params: { id: ABSENT }, body: { employer: 'Nestlé', outcome: 'refus', refusal_reason: 'Poste pourvu' }, text: ['employer', 'refusal_reason'] },
  'DELETE /programme/applications/:id': { as: 'client', params: { id: ABSENT } },
  'PUT /programme/job-search/orp-number': { as: 'client', body: { orp_number: 'VD-123456' }, text: ['orp_number'] },
  'PUT /users/:id/job-search/target': { as: 'coach', params: { id: ABSENT }, body: { target: 12 } },
  'PUT /programme/follow-up/days/:day/note': { as: 'client', params: { day: '1' }, body: { note: 'Relancer Nestlé' }, text: ['note'] },
  'PUT /programme/training/days/:day': {
    as: 'axel',
    params: { day: '1' },
    body: { title: 'Le CV suisse', summary: 'Le format attendu', exercises: [{ label: 'Relire son CV' }] },
    text: ['title', 'summary'],
  },
  // Day 1 has no video here: a report let through is refused by the lookup (French 404) and changes nothing.
  'PUT /programme/training/days/:day/video/progress': { as: 'client', params: { day: '1' }, body: { position: 1, played: [[0, 1]] } },
  // A video's tus creation takes its length and type in headers (the upload suite covers those): here the day.
  'POST /programme/training/days/:day/video/uploads': { as: 'axel', params: { day: '1' } },
  'PUT /programme/training/days/:day/video/poster': { as: 'axel', params: { day: '1' }, upload: true },
  'PUT /programme/training/days/:day/video/subtitles': { as: 'axel', params: { day: '1' }, upload: true },
  'PATCH /programme/training/days/:day/video': { as: 'axel', params: { day: '1' }, body: { subtitles_required: false } },
  'DELETE /programme/training/days/:day/video': { as: 'axel', params: { day: '1' } },
  'POST /admin/resources/:kind': { as: 'axel', params: { kind: 'formulaire' }, upload: true },
  'POST /admin/queues/:queue/jobs/:id/retry': { as: 'axel', params: { queue: 'documents', id: 'absent' } },
  'POST /admin/assignments': { as: 'axel', body: { accompagnateur_id: ABSENT, client_id: ABSENT } },
  'POST /admin/users': { as: 'axel', body: { email: 'hostile-admin@test.capsuisse.ch', password: 'Hostile-Input-3', role: 'client', payment_required: true }, text: ['password'] },
  'PATCH /admin/users/:id': { as: 'axel', params: { id: ABSENT }, body: { first_name: 'Marie' }, text: ['first_name', 'last_name'] },
  'PUT /admin/users/:id/role': { as: 'axel', params: { id: ABSENT }, body: { role: 'client' } },
  'PUT /admin/users/:id/access': { as: 'axel', params: { id: ABSENT }, body: { has_paid: true } },
  'PUT /admin/users/:id/recruiter-approval': { as: 'axel', params: { id: ABSENT }, body: { decision: 'approved' } },
  'POST /admin/users/:id/password': { as: 'axel', params: { id: ABSENT }, body: { new_password: 'Hostile-Input-4' }, text: ['new_password'] },
  'DELETE /admin/users/:id': { as: 'axel', params: { id: ABSENT } },
  'POST /admin/mails/:id/resend': { as: 'axel', params: { id: ABSENT } },
  'PUT /admin/reminders/:kind': { as: 'axel', params: { kind: 'reminder_unread' }, body: { enabled: true, delay: 15 } },
  'POST /calls/first-call': { as: 'client', body: { starts_at: '2027-03-02T08:00:00Z' } },
  'POST /calls/sessions': { as: 'client', body: { coach_id: ABSENT, starts_at: '2027-03-02T08:00:00Z' } },
  'POST /calls/:id/cancel': { as: 'client', params: { id: ABSENT } },
  'POST /calls/:id/move': { as: 'client', params: { id: ABSENT }, body: { starts_at: '2027-03-02T08:00:00Z' } },
  'POST /calls/:id/accept': { as: 'client', params: { id: ABSENT } },
  'PUT /coach/availability': { as: 'coach', body: { video_url: 'https://meet.example.ch/x', weekly: [{ weekday: 2, start: '09:00', end: '12:00' }], exceptions: [{ date: '2027-03-16', closed: true }] } },
  'POST /coach/clients/:id/calls': { as: 'coach', params: { id: ABSENT }, body: { starts_at: '2027-03-02T08:00:00Z' } },
  'POST /coach/clients/:id/calls/reenable': { as: 'coach', params: { id: ABSENT } },
  'POST /coach/calls/:id/cancel': { as: 'coach', params: { id: ABSENT } },
  'POST /coach/calls/:id/move': { as: 'coach', params: { id: ABSENT }, body: { starts_at: '2027-03-02T08:00:00Z' } },
  'POST /coach/calls/:id/outcome': { as: 'coach', params: { id: ABSENT }, body: { outcome: 'held' } },
  'PUT /admin/calls/settings': { as: 'axel', body: { session_minutes: 45 } },
  'PUT /admin/coaches/:id/first-calls': { as: 'axel', params: { id: ABSENT }, body: { enabled: true } },
  'PUT /admin/coaches/:id/availability': { as: 'axel', params: { id: ABSENT }, body: { video_url: null, weekly: [], exceptions: [] } },
};

const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
// Refused in any field whose valid value is of another JSON type.
const WRONG_TYPES: unknown[] = [12345, true, {}, [], { $gt: '' }, ['a', 'b']];
const UNICODE_EDGES = ['a\u0000b', 'x\ud800y', 'a\u202eb', 'a\u0007b', 'a\u2066b'];
const OVERSIZED = 'x'.repeat(100_000);
// Refused where the field is not free text: an id, an enum, an e-mail, a date, a URL, a code.
const INJECTIONS = ["' OR '1'='1' --", '1; DROP TABLE profiles', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '${7*7}{{7*7}}'];
const PARAM_VALUES = [...INJECTIONS, '%00', 'x'.repeat(2_000), '%E2%80%AE', '%F0%9F%98%80', '-1', '1e309', 'NaN'];

// An English framework text leaking through instead of the spec's French.
const ENGLISH = /\b(invalid|expected|received|required|must|unrecognized|bad request|not found|internal server|unsupported|too large|body is not)\b/i;

interface Outcome {
  label: string;
  res: Response;
}

function verdict({ label, res }: Outcome): string | null {
  const message = (res.body as { message?: unknown } | undefined)?.message;
  if (res.status < 400 || res.status >= 500) return `${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
  if (typeof message !== 'string' || !message.trim() || ENGLISH.test(message)) return `${label}: ${res.status} without a French message (${JSON.stringify(message)})`;
  return null;
}

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await TestApp.start({ STRIPE_SECRET_KEY: 'sk_test_hostile', STRIPE_WEBHOOK_SECRET: 'whsec_hostile' });
  tokens.client = (await t.asClient()).session.access_token;
  tokens.coach = (await t.asCoach()).session.access_token;
  tokens.axel = (await t.asAxel()).session.access_token;
}, 180_000);
afterAll(() => t?.close());

/** Every table's rows, as one text per table (moving "last used" times left out: reading is not a change). */
async function snapshot(): Promise<Record<string, string>> {
  const columns = await t.rows<{ tableName: string; columnName: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name <> 'mikro_orm_migrations' and column_name !~ '^last_(used|seen)'
      order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.tableName, [...(byTable.get(c.tableName) ?? []), c.columnName]);
  const result: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const list = cols.map((c) => `"${c}"`).join(', ');
    const [row] = await t.rows<{ digest: string }>(`select coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as digest from (select ${list} from "${table}") r`);
    result[table] = row.digest;
  }
  return result;
}

const urlOf = (def: RouteDef, params: Record<string, string>, query: Record<string, string> = {}, encoded = false): string => {
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => (encoded ? params[name] : encodeURIComponent(params[name] ?? ABSENT)));
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
};

async function minimalPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

function multipart(parts: { name: string; filename?: string; content: Buffer | string }[]): { body: Buffer; contentType: string } {
  const boundary = `hostile-${randomUUID()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n\r\n`),
    Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The cases of one endpoint: each is one request that must be refused. */
async function casesOf(def: RouteDef, c: WriteCase): Promise<Outcome[]> {
  const token = c.as === 'public' ? undefined : tokens[c.as];
  const params = c.params ?? {};
  const send = async (label: string, url: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Outcome> => ({
    label,
    res: await t.request(def.method, url, { token, ...init }),
  });
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const out: Outcome[] = [];

  for (const name of Object.keys(params)) {
    for (const value of PARAM_VALUES) {
      // Values already percent-encoded travel as they are; the others are encoded as a client would.
      const raw = value.includes('%');
      out.push(await send(`param ${name}=${value.slice(0, 40)}`, urlOf(def, { ...params, [name]: raw ? value : encodeURIComponent(value) }, c.query, true), c.body ? json(c.body) : {}));
    }
  }
  for (const name of Object.keys(c.query ?? {})) {
    for (const value of [...INJECTIONS, OVERSIZED.slice(0, 5_000), '', 'a\u0000b']) {
      out.push(await send(`query ${name}=${value.slice(0, 40)}`, urlOf(def, params, { ...c.query, [name]: value }), c.body ? json(c.body) : {}));
    }
  }

  const url = urlOf(def, params, c.query);
  if (c.signed) {
    const event = JSON.stringify({ id: 'evt_hostile', type: 'checkout.session.completed', data: { object: { id: 'cs_hostile', payment_status: 'paid' } } });
    out.push(await send('unsigned event', url, { body: event, headers: { 'content-type': 'application/json' } }));
    out.push(await send('forged signature', url, { body: event, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } }));
    out.push(await send('malformed JSON, forged signature', url, { body: '{"id":', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } }));
    return out;
  }
  if (c.upload) {
    const pdf = await minimalPdf();
    out.push(await send('JSON instead of a file', url, json({ file: 'x' })));
    out.push(await send('no file part', url, (({ body, contentType }) => ({ body, headers: { 'content-type': contentType } }))(multipart([{ name: 'other', content: 'x' }]))));
    out.push(await send('two files', url, (({ body, contentType }) => ({ body, headers: { 'content-type': contentType } }))(multipart([{ name: 'file', filename: 'a.pdf', content: pdf }, { name: 'file', filename: 'b.pdf', content: pdf }]))));
    out.push(await send('a field beside the file', url, (({ body, contentType }) => ({ body, headers: { 'content-type': contentType } }))(multipart([{ name: 'x', content: '1' }, { name: 'file', filename: 'a.pdf', content: pdf }]))));
    out.push(await send('empty file', url, (({ body, contentType }) => ({ body, headers: { 'content-type': contentType } }))(multipart([{ name: 'file', filename: 'a.pdf', content: Buffer.alloc(0) }]))));
    out.push(await send('broken multipart', url, { body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } }));
    return out;
  }
  if (!c.body) return out;

  out.push(await send('malformed JSON', url, { body: '{"a":', headers: { 'content-type': 'application/json' } }));
  out.push(await send('a JSON array', url, json([c.body])));
  out.push(await send('a JSON string', url, json('hello')));
  out.push(await send('JSON null', url, json(null)));
  out.push(await send('no body', url, { headers: { 'content-type': 'application/json' } }));
  out.push(await send('text/plain', url, { body: JSON.stringify(c.body), headers: { 'content-type': 'text/plain' } }));
  out.push(await send('form-urlencoded', url, { body: new URLSearchParams({ a: '1' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  out.push(await send('__proto__ pollution', url, { body: `{"__proto__":{"isAdmin":true},${JSON.stringify(c.body).slice(1)}`, headers: { 'content-type': 'application/json' } }));
  out.push(await send('constructor.prototype pollution', url, json({ ...c.body, constructor: { prototype: { isAdmin: true } } })));
  out.push(await send('over 1 MB', url, json({ ...c.body, padding: 'x'.repeat(1_100_000) })));
  out.push(await send('an unknown field', url, json({ ...c.body, role: 'axel' })));

  const body = c.body;
  for (const field of Object.keys(body)) {
    const freeText = c.text?.includes(field);
    const wrongTypes = WRONG_TYPES.filter((v) => kindOf(v) !== kindOf(body[field]));
    const values = [...wrongTypes, OVERSIZED, ...UNICODE_EDGES, ...(freeText ? [] : INJECTIONS)];
    for (const value of values) out.push(await send(`${field}=${JSON.stringify(value).slice(0, 40)}`, url, json({ ...body, [field]: value })));
  }
  return out;
}

const keyOf = (r: RouteDef) => `${r.method} ${r.path}`;
// A route that takes no input (no parameter, query, body or file; the webhook's raw body aside) has nothing to be hostile with.
const writeRoutes = listRoutes().filter((r) => r.method !== 'GET' && (Object.keys(inputOf(r)).length || r.upload || WRITES[keyOf(r)]?.signed));

it('has one valid request for every write endpoint of the contract (a new one is added here)', () => {
  expect(writeRoutes.map(keyOf).filter((key) => !WRITES[key])).toEqual([]);
  expect(Object.keys(WRITES).filter((key) => !writeRoutes.some((r) => keyOf(r) === key))).toEqual([]);
});

describe.each(writeRoutes.map((r) => [keyOf(r), r] as const))('%s', (key, def) => {
  it('refuses every hostile variant with a French 4xx and changes nothing', async () => {
    const c = WRITES[key];
    if (!c) throw new Error(`no case for ${key}`);
    const before = await snapshot();
    const outcomes = await casesOf(def, c);
    expect(outcomes.length).toBeGreaterThan(0);
    const failures = outcomes.map(verdict).filter((v): v is string => v !== null);
    const after = await snapshot();
    expect(failures).toEqual([]);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 120_000);
});

describe('JSON bodies are bounded', () => {
  const nested = { array: (depth: number) => '['.repeat(depth) + ']'.repeat(depth), object: (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) };

  it.each([3_000, 5_000])('refuses JSON nested %i deep with a French 400 on every write endpoint but the uploads, from anonymous callers too', async (depth) => {
    const failures: string[] = [];
    for (const def of listRoutes().filter((r) => r.method !== 'GET' && !r.upload)) {
      const c = WRITES[keyOf(def)];
      // The body is read before the caller is known: an anonymous request gets the same answer.
      for (const token of [undefined, c && c.as !== 'public' ? tokens[c.as] : tokens.client]) {
        for (const [kind, body] of Object.entries(nested)) {
          const res = await t.request(def.method, urlOf(def, c?.params ?? {}, c?.query), { token, body: body(depth), headers: { 'content-type': 'application/json' } });
          if (res.status !== 400 || res.body.message !== VALIDATION.bodyDepth(JSON_MAX_DEPTH)) failures.push(`${keyOf(def)} ${kind}${token ? '' : ' (anonymous)'}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('free text is stored as typed, inert', () => {
  it('keeps quotes, markup and dots in a name exactly, and the tables stay', async () => {
    const name = `O'Brien"); DROP TABLE profiles; -- <b>x</b> ../`;
    const saved = await t.request('PATCH', '/api/me', { token: tokens.client, body: { last_name: name.slice(0, 100) } });
    expect(saved).toMatchObject({ status: 200, body: { last_name: name.slice(0, 100) } });
    const [row] = await t.rows<{ n: string }>("select count(*)::text as n from information_schema.tables where table_name = 'profiles'");
    expect(row.n).toBe('1');
  });

  it('stores an upload under its own key, whatever path its file name carries', async () => {
    const { session, user } = await t.asClient();
    const pdf = await minimalPdf();
    const res = await t.upload(session.access_token, 'cv', pdf, { filename: '../../../../etc/passwd.pdf' });
    expect(res.status).toBe(201);
    const [file] = await t.rows<{ storageUrl: string }>('select storage_url from files where user_id = ?', [user.id]);
    expect(file.storageUrl).not.toMatch(/\.\.|passwd/);
  });
});
