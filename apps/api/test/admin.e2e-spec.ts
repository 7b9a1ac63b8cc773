import { randomUUID } from 'node:crypto';
import { ADMIN_ERRORS, type AdminUser, type AuditEntry, TOASTS, VALIDATION } from '@capsuisse/contracts';
import { PDF } from './files';
import { PASSWORD, TestApp } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let axel: Awaited<ReturnType<TestApp['userWith']>>;
// A fresh session per call would do as well; axel's own stays valid unless a test ends it.
const as = () => axel.session.access_token;
const tag = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await TestApp.start();
  axel = await t.asAxel();
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>) => t.request<AdminUser>('POST', '/api/admin/users', { token: as(), body });
const auditOf = async (targetId: string, action: string): Promise<AuditEntry[]> => {
  const res = await t.request('GET', `/api/admin/audit?target=${targetId}&action=${action}`, { token: as() });
  expect(res.status).toBe(200);
  return res.body.entries;
};
const signIn = (email: string, password: string) => t.request('POST', '/api/auth/token?grant_type=password', { body: { email, password } });

describe('create user', () => {
  it('creates a paid account by default, unpaid when payment is required, audited with the actor and request id', async () => {
    const email = `cree-${tag()}@test.capsuisse.ch`;
    const res = await create({ email: ` ${email.toUpperCase()} `, password: 'abcdefgh', role: 'accompagnateur' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'accompagnateur', has_paid: true, overall_progress: 0, first_name: null });
    expect((await signIn(email, 'abcdefgh')).status).toBe(200);

    const unpaid = await create({ email: `impaye-${tag()}@test.capsuisse.ch`, password: 'abcdefgh', role: 'client', payment_required: true });
    expect(unpaid.body).toMatchObject({ role: 'client', has_paid: false });

    const [entry] = await auditOf(res.body.id, 'admin.user.create');
    expect(entry).toMatchObject({ actor_id: axel.user.id, actor_email: axel.user.email, target_type: 'user', target_id: res.body.id });
    expect(entry.details).toEqual({ before: null, after: { email, role: 'accompagnateur', has_paid: true } });
    expect(entry.request_id).toMatch(UUID);
    expect(JSON.stringify(entry)).not.toContain('abcdefgh');
  });
});

describe('users list and counters', () => {
  it('sorts, filters by role, searches email literally and paginates in SQL', async () => {
    const k = tag();
    const emails = [`lit_${k}@test.ch`, `litx${k}@test.ch`, `b-${k}@test.ch`, `c-${k}@test.ch`];
    const roles = ['client', 'client_se_loger', 'recruteur', 'client'];
    for (const [i, email] of emails.entries()) expect((await create({ email, password: 'abcdefgh', role: roles[i] })).status).toBe(201);
    const list = (query: string) => t.request('GET', `/api/admin/users?${query}`, { token: as() });

    const asc = await list(`search=${k}&sort=email&order=asc`);
    expect(asc.status).toBe(200);
    expect(asc.body.users.map((u: AdminUser) => u.email)).toEqual([...emails].sort());
    expect(asc.body).toMatchObject({ total: 4, page: 1, page_size: 20 });
    const desc = await list(`search=${k.toUpperCase()}&sort=email&order=desc`);
    expect(desc.body.users.map((u: AdminUser) => u.email)).toEqual([...emails].sort().reverse());
    const byRole = await list(`search=${k}&sort=role&order=asc`);
    expect(byRole.body.users.map((u: AdminUser) => u.role)).toEqual(['client', 'client', 'client_se_loger', 'recruteur']);

    expect((await list(`search=${k}&role=client`)).body.users.map((u: AdminUser) => u.email).sort()).toEqual([emails[0], emails[3]].sort());
    const page2 = await list(`search=${k}&sort=email&order=asc&page=2&page_size=3`);
    expect(page2.body).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page2.body.users.map((u: AdminUser) => u.email)).toEqual([[...emails].sort()[3]]);
    // Past the last page: no one, and still the total.
    expect((await list(`search=${k}&page=3&page_size=3`)).body).toMatchObject({ users: [], total: 4, page: 3 });

    // `_` and `%` are characters, not wildcards; `\` is not an escape of the caller's.
    expect((await list(`search=${encodeURIComponent(`lit_${k}`)}`)).body.users.map((u: AdminUser) => u.email)).toEqual([emails[0]]);
    for (const search of [`%${k}`, `li%${k}`, `lit\\${k}`, `\\`, `_it_${k}`, `' OR 1=1 --`, `'; drop table profiles; --`]) {
      const res = await list(`search=${encodeURIComponent(search)}`);
      expect({ search, status: res.status, users: res.body.users }).toEqual({ search, status: 200, users: [] });
    }
    // Default order: newest first.
    const newest = await list('page_size=1');
    expect(newest.body.users[0].email).toBe(emails[3]);
  });

  it('counts users, coaches, clients (housing included) and recruiters', async () => {
    const before = (await t.request('GET', '/api/admin/counters', { token: as() })).body;
    for (const role of ['accompagnateur', 'client_se_loger', 'client', 'recruteur', 'admin']) {
      expect((await create({ email: `${role}-${tag()}@test.ch`, password: 'abcdefgh', role })).status).toBe(201);
    }
    const after = await t.request('GET', '/api/admin/counters', { token: as() });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ users: before.users + 5, coaches: before.coaches + 1, clients: before.clients + 2, recruiters: before.recruiters + 1 });
  });
});

describe('user detail', () => {
  it('shows the profile, documents with signed links, milestones, coaches and clients', async () => {
    const client = await t.asClient();
    const coach = await t.asCoach();
    expect((await t.upload(client.session.access_token, 'cv', PDF)).status).toBe(201);
    const assigned = await t.request('POST', '/api/admin/assignments', { token: as(), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    expect(assigned.status).toBe(204);
    const [entry] = await auditOf(client.user.id, 'assignment.create');
    expect(entry.details).toEqual({ before: null, after: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    expect(entry.request_id).toMatch(UUID);

    const detail = await t.request('GET', `/api/admin/users/${client.user.id}`, { token: as() });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ role: 'client', profile: { user_id: client.user.id, email: client.user.email, has_paid: true, progress_5j: 0 }, milestones: [] });
    expect(detail.body.coaches).toEqual([{ id: coach.user.id, email: coach.user.email }]);
    expect(detail.body.documents).toHaveLength(1);
    expect(detail.body.documents[0]).toMatchObject({ type: 'cv', status: 'en_attente', history: [] });
    const file = await t.request('GET', detail.body.documents[0].link.url);
    expect(file.status).toBe(200);

    const coachDetail = await t.request('GET', `/api/admin/users/${coach.user.id}`, { token: as() });
    expect(coachDetail.body.clients).toEqual([{ id: client.user.id, email: client.user.email }]);
    // The profile carries the stored role (no access check read it for this user).
    expect(coachDetail.body.profile).toMatchObject({ user_id: coach.user.id, role: 'accompagnateur' });

    const missing = await t.request('GET', `/api/admin/users/${randomUUID()}`, { token: as() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADMIN_ERRORS.userNotFound);
  });

  it('only coaches and clients can be assigned', async () => {
    const recruiter = await t.asRecruiter();
    const client = await t.asClient();
    const res = await t.request('POST', '/api/admin/assignments', { token: as(), body: { accompagnateur_id: recruiter.user.id, client_id: client.user.id } });
    expect(res.status).toBe(400);
  });
});

describe('changes', () => {
  it('edits a profile (empty → null), audited with before/after', async () => {
    const { user } = await t.asClient();
    const res = await t.request('PATCH', `/api/admin/users/${user.id}`, { token: as(), body: { first_name: '  Léa ', last_name: '', phone: '79 123 45 67' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Léa', last_name: null });
    const profile = (await t.rows('select * from profiles where user_id = ?', [user.id]))[0];
    expect(profile).toMatchObject({ firstName: 'Léa', lastName: null, phone: '79 123 45 67', countryCode: null });
    const [entry] = await auditOf(user.id, 'admin.user.profile');
    expect(entry.details).toEqual({
      before: { first_name: 'Test', last_name: 'client', country_code: null, phone: null },
      after: { first_name: 'Léa', last_name: null, country_code: null, phone: '79 123 45 67' },
    });
  });

  it('changes a role, effective on the next request, audited', async () => {
    const client = await t.asClient();
    const token = client.session.access_token;
    const denied = await t.request('GET', '/api/admin/counters', { token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(TOASTS.axelDenied.description);

    const res = await t.request('PUT', `/api/admin/users/${client.user.id}/role`, { token: as(), body: { role: 'axel' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('axel');
    expect((await t.request('GET', '/api/admin/counters', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { token })).body.role).toBe('axel');

    expect((await t.request('PUT', `/api/admin/users/${client.user.id}/role`, { token: as(), body: { role: 'expert' } })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/counters', { token })).status).toBe(403);
    const entries = await auditOf(client.user.id, 'admin.user.role');
    expect(entries.map((e) => e.details)).toEqual([
      { before: { role: 'axel' }, after: { role: 'expert' } },
      { before: { role: 'client' }, after: { role: 'axel' } },
    ]);
  });

  it('toggles access: the client gets 402, then 200 again', async () => {
    const client = await t.asClient();
    const token = client.session.access_token;
    const toggle = (hasPaid: boolean) => t.request('PUT', `/api/admin/users/${client.user.id}/access`, { token: as(), body: { has_paid: hasPaid } });
    expect((await t.request('GET', '/api/documents', { token })).status).toBe(200);
    expect((await toggle(false)).body.has_paid).toBe(false);
    expect((await t.request('GET', '/api/documents', { token })).status).toBe(402);
    expect((await toggle(true)).status).toBe(200);
    expect((await t.request('GET', '/api/documents', { token })).status).toBe(200);
    expect((await auditOf(client.user.id, 'admin.user.access')).map((e) => e.details)).toEqual([
      { before: { has_paid: false }, after: { has_paid: true } },
      { before: { has_paid: true }, after: { has_paid: false } },
    ]);
  });

  it('resets a password: every session of the user ends, the new password signs in', async () => {
    const { user } = await t.asClient();
    const signedIn = await signIn(user.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const res = await t.request('POST', `/api/admin/users/${user.id}/password`, { token: as(), body: { new_password: 'abcdef' } });
    expect(res.status).toBe(204);
    expect((await t.request('GET', '/api/me', { token: signedIn.body.access_token })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: signedIn.body.refresh_token } })).status).toBe(401);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'abcdef')).status).toBe(200);
    const [entry] = await auditOf(user.id, 'admin.user.password');
    expect(entry).toMatchObject({ actor_id: axel.user.id, details: { sessions_ended: true } });
    expect(JSON.stringify(entry)).not.toContain('abcdef');
    const short = await t.request('POST', `/api/admin/users/${user.id}/password`, { token: as(), body: { new_password: 'abcde' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(ADMIN_ERRORS.resetPasswordMin);
  });
});

describe('audit log', () => {
  it('filters by actor (id or email), target, action and period, newest first', async () => {
    const { user } = await t.asClient();
    for (const hasPaid of [false, true]) await t.request('PUT', `/api/admin/users/${user.id}/access`, { token: as(), body: { has_paid: hasPaid } });
    const read = (query: string) => t.request('GET', `/api/admin/audit?${query}`, { token: as() });
    const byEmail = await read(`actor=${encodeURIComponent(axel.user.email.toUpperCase())}&target=${user.id}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.total).toBe(2);
    expect(byEmail.body.entries.map((e: AuditEntry) => e.details['after'])).toEqual([{ has_paid: true }, { has_paid: false }]);
    expect((await read(`actor=${axel.user.id}&target=${user.id}&page_size=1&page=2`)).body.entries[0].details.after).toEqual({ has_paid: false });
    expect((await read(`actor=nobody@test.ch&target=${user.id}`)).body).toMatchObject({ total: 0, entries: [] });
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await read(`target=${user.id}&from=${encodeURIComponent(future)}`)).body.total).toBe(0);
    // The two changes and the account's own sign-up entry.
    expect((await read(`target=${user.id}&to=${encodeURIComponent(future)}`)).body.total).toBe(3);
    expect((await read(`action=admin.user.access&target=${user.id}`)).body.total).toBe(2);
  });
});

describe('hostile input: a French 4xx, never a 500, nothing changed', () => {
  it('refuses each request and leaves the data as it was', async () => {
    const victim = await t.asClient();
    const taken = victim.user.email;
    const id = victim.user.id;
    const long = (n: number) => 'a'.repeat(n);
    const snapshot = async () => ({
      profiles: await t.rows('select * from profiles order by user_id'),
      roles: await t.rows('select * from user_roles order by user_id'),
      users: await t.rows('select id, email, password_hash, updated_at from users order by id'),
      sessions: await t.rows('select id, revoked_at from auth_sessions order by id'),
      audit: (await t.rows('select count(*)::int as n from audit_log'))[0],
      assignments: await t.rows('select * from accompagnateur_clients order by client_id'),
    });
    const cases: { name: string; method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; body?: unknown; status: number; message?: string }[] = [
      { name: 'unknown role (create)', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefgh', role: 'superuser' }, status: 400, message: ADMIN_ERRORS.unknownRole },
      { name: 'axel via create', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefgh', role: 'axel' }, status: 400, message: ADMIN_ERRORS.roleNotCreatable },
      { name: 'expert via create', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefgh', role: 'expert' }, status: 400, message: ADMIN_ERRORS.roleNotCreatable },
      { name: 'duplicate email', method: 'POST', url: '/api/admin/users', body: { email: taken.toUpperCase(), password: 'abcdefgh', role: 'client' }, status: 409 },
      { name: 'no email', method: 'POST', url: '/api/admin/users', body: { password: 'abcdefgh', role: 'client' }, status: 400, message: ADMIN_ERRORS.credentialsRequired },
      { name: 'empty password', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: '', role: 'client' }, status: 400, message: ADMIN_ERRORS.credentialsRequired },
      { name: 'short password', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefg', role: 'client' }, status: 400, message: ADMIN_ERRORS.passwordMin },
      { name: 'oversized email', method: 'POST', url: '/api/admin/users', body: { email: `${long(250)}@test.ch`, password: 'abcdefgh', role: 'client' }, status: 400, message: VALIDATION.emailMax },
      { name: 'oversized password', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: long(129), role: 'client' }, status: 400, message: VALIDATION.passwordMax },
      { name: 'injection-shaped email', method: 'POST', url: '/api/admin/users', body: { email: "' OR 1=1 --", password: 'abcdefgh', role: 'client' }, status: 400, message: VALIDATION.emailFormat },
      { name: 'payment_required not a boolean', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefgh', role: 'client', payment_required: 'yes' }, status: 400, message: ADMIN_ERRORS.paymentRequired },
      { name: 'unknown field (create)', method: 'POST', url: '/api/admin/users', body: { email: 'x@test.ch', password: 'abcdefgh', role: 'client', has_paid: true }, status: 400, message: VALIDATION.unknownFields(['has_paid']) },
      { name: 'array body', method: 'POST', url: '/api/admin/users', body: [1, 2], status: 400 },
      { name: 'unknown role (change)', method: 'PUT', url: `/api/admin/users/${id}/role`, body: { role: 'root' }, status: 400, message: ADMIN_ERRORS.unknownRole },
      { name: 'role of the wrong type', method: 'PUT', url: `/api/admin/users/${id}/role`, body: { role: 7 }, status: 400, message: ADMIN_ERRORS.unknownRole },
      { name: 'unknown field (role)', method: 'PUT', url: `/api/admin/users/${id}/role`, body: { role: 'axel', user_id: id }, status: 400, message: VALIDATION.unknownFields(['user_id']) },
      { name: 'role of an unknown user', method: 'PUT', url: `/api/admin/users/${randomUUID()}/role`, body: { role: 'axel' }, status: 404, message: ADMIN_ERRORS.userNotFound },
      { name: 'bad uuid', method: 'PUT', url: `/api/admin/users/1%20OR%201=1/role`, body: { role: 'axel' }, status: 400, message: VALIDATION.idFormat },
      { name: 'has_paid as a string', method: 'PUT', url: `/api/admin/users/${id}/access`, body: { has_paid: 'false' }, status: 400, message: ADMIN_ERRORS.hasPaid },
      { name: 'access of an unknown user', method: 'PUT', url: `/api/admin/users/${randomUUID()}/access`, body: { has_paid: false }, status: 404, message: ADMIN_ERRORS.userNotFound },
      { name: 'oversized first name', method: 'PATCH', url: `/api/admin/users/${id}`, body: { first_name: long(101) }, status: 400, message: VALIDATION.firstNameMax },
      { name: 'oversized last name', method: 'PATCH', url: `/api/admin/users/${id}`, body: { last_name: long(101) }, status: 400, message: VALIDATION.lastNameMax },
      { name: 'name of the wrong type', method: 'PATCH', url: `/api/admin/users/${id}`, body: { first_name: { $ne: null } }, status: 400 },
      { name: 'unknown field (profile)', method: 'PATCH', url: `/api/admin/users/${id}`, body: { email: 'new@test.ch' }, status: 400, message: VALIDATION.unknownFields(['email']) },
      { name: 'profile of an unknown user', method: 'PATCH', url: `/api/admin/users/${randomUUID()}`, body: { first_name: 'X' }, status: 404, message: ADMIN_ERRORS.userNotFound },
      { name: 'short reset password', method: 'POST', url: `/api/admin/users/${id}/password`, body: { new_password: '12345' }, status: 400, message: ADMIN_ERRORS.resetPasswordMin },
      { name: 'reset password of the wrong type', method: 'POST', url: `/api/admin/users/${id}/password`, body: { new_password: 12345678 }, status: 400, message: ADMIN_ERRORS.resetPasswordMin },
      { name: 'reset of an unknown user', method: 'POST', url: `/api/admin/users/${randomUUID()}/password`, body: { new_password: 'abcdefgh' }, status: 404, message: ADMIN_ERRORS.userNotFound },
      { name: 'assignment with a bad uuid', method: 'POST', url: '/api/admin/assignments', body: { accompagnateur_id: "' OR 1=1 --", client_id: id }, status: 400 },
      { name: 'oversized search', method: 'GET', url: `/api/admin/users?search=${long(256)}`, status: 400, message: ADMIN_ERRORS.searchMax },
      { name: 'repeated search', method: 'GET', url: '/api/admin/users?search=a&search=b', status: 400 },
      { name: 'unknown sort', method: 'GET', url: '/api/admin/users?sort=password_hash', status: 400, message: ADMIN_ERRORS.sort },
      { name: 'injection-shaped sort', method: 'GET', url: `/api/admin/users?sort=${encodeURIComponent('email; drop table users')}`, status: 400, message: ADMIN_ERRORS.sort },
      { name: 'unknown order', method: 'GET', url: '/api/admin/users?order=sideways', status: 400, message: ADMIN_ERRORS.order },
      { name: 'unknown role filter', method: 'GET', url: '/api/admin/users?role=root', status: 400, message: ADMIN_ERRORS.unknownRole },
      { name: 'page not a number', method: 'GET', url: '/api/admin/users?page=abc', status: 400, message: ADMIN_ERRORS.page },
      { name: 'page zero', method: 'GET', url: '/api/admin/users?page=0', status: 400, message: ADMIN_ERRORS.page },
      { name: 'page size too large', method: 'GET', url: '/api/admin/users?page_size=1000', status: 400, message: ADMIN_ERRORS.pageSize },
      { name: 'bad uuid (detail)', method: 'GET', url: "/api/admin/users/'%20OR%201=1%20--", status: 400, message: VALIDATION.idFormat },
      { name: 'audit: bad date', method: 'GET', url: '/api/admin/audit?from=yesterday', status: 400, message: ADMIN_ERRORS.date },
      { name: 'audit: bad actor', method: 'GET', url: `/api/admin/audit?actor=${encodeURIComponent("' OR 1=1 --")}`, status: 400, message: ADMIN_ERRORS.actor },
      { name: 'audit: oversized action', method: 'GET', url: `/api/admin/audit?action=${long(101)}`, status: 400, message: ADMIN_ERRORS.filterMax },
    ];
    const before = await snapshot();
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.request(c.method, c.url, { token: as(), ...(c.body !== undefined && { body: c.body }) });
      const french = typeof res.body?.message === 'string' && res.body.message.length > 0 && !/^(Bad Request|Not Found|Conflict|Internal)/.test(res.body.message);
      if (res.status !== c.status || !french || (c.message && res.body.message !== c.message)) failures.push(`${c.name}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('a malformed JSON body is a French 400', async () => {
    const res = await t.request('POST', '/api/admin/users', { token: as(), body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[éèà]|Requête|contenu/);
  });
});

describe('the last axel', () => {
  it('cannot lose its role; of two axels demoting each other at once, one stays', async () => {
    const other = await t.asAxel();
    const others = (await t.rows<{ userId: string }>(`select user_id from user_roles where role = 'axel' and user_id not in (?, ?)`, [axel.user.id, other.user.id])).map((r) => r.userId);
    for (const userId of others) expect((await t.request('PUT', `/api/admin/users/${userId}/role`, { token: as(), body: { role: 'client' } })).status).toBe(200);

    const [a, b] = await Promise.all([
      t.request('PUT', `/api/admin/users/${other.user.id}/role`, { token: as(), body: { role: 'client' } }),
      t.request('PUT', `/api/admin/users/${axel.user.id}/role`, { token: other.session.access_token, body: { role: 'client' } }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].every((s) => [200, 403, 409].includes(s))).toBe(true);
    const left = await t.rows<{ userId: string }>(`select user_id from user_roles where role = 'axel'`);
    expect(left).toHaveLength(1);

    // Whoever remains cannot step down.
    const last = left[0].userId;
    const token = last === axel.user.id ? as() : other.session.access_token;
    const self = await t.request('PUT', `/api/admin/users/${last}/role`, { token, body: { role: 'admin' } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(ADMIN_ERRORS.lastAxel);
    expect(await t.rows(`select user_id from user_roles where role = 'axel'`)).toHaveLength(1);
  });
});
