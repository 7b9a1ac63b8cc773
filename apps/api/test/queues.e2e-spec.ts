import { API_ERRORS, QUEUE_ERRORS, type QueuesDto } from '@capsuisse/contracts';
import { QueuePort } from '@capsuisse/server-core';
import { DOCUMENTS_QUEUE } from '@capsuisse/server-documents';
import { TestApp } from './harness';

type Who = Awaited<ReturnType<TestApp['userWith']>>;

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const auth = (who: Who) => ({ token: who.session.access_token });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
  }
  throw new Error('not in time');
}

describe("axel's queue view", () => {
  it('shows each queue by state and a job that failed all its tries without its data; axel runs it again (audited)', async () => {
    const axel = await t.asAxel();
    const list = async () => (await t.request('GET', '/api/admin/queues', auth(axel))).body as QueuesDto;
    const first = await list();
    expect(first.backend).toBe(process.env.REDIS_URL ? 'bullmq' : 'inline');
    expect(first.queues.map((q) => q.queue)).toContain(DOCUMENTS_QUEUE);
    expect(first.deferred).toBe(0);

    // A job this version has no handler for (queued by a newer one, say) fails every try.
    const jobId = `unknown-${Date.now()}`;
    await t.app.get(QueuePort).add(DOCUMENTS_QUEUE, 'documents.unknown', { resetLink: 'https://secret.example/reset?token=abc' }, { jobId });
    const failed = await until(list, (body) => body.failed.some((j) => j.id === jobId));
    const job = failed.failed.find((j) => j.id === jobId);
    expect(job).toMatchObject({ queue: DOCUMENTS_QUEUE, name: 'documents.unknown', attempts: t.config.jobs.attempts, reason: `no handler for job ${DOCUMENTS_QUEUE}:documents.unknown` });
    expect(failed.queues.find((q) => q.queue === DOCUMENTS_QUEUE)?.failed).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(failed)).not.toContain('secret.example');

    const retry = await t.request('POST', `/api/admin/queues/${DOCUMENTS_QUEUE}/jobs/${jobId}/retry`, auth(axel));
    expect(retry).toMatchObject({ status: 200, body: { id: jobId, name: 'documents.unknown' } });
    const [audit] = await t.rows<{ targetId: string; details: { name: string } }>(`select target_id, details from audit_log where action = 'admin.queue.retry' and actor_id = ?`, [axel.user.id]);
    expect(audit).toEqual({ targetId: `${DOCUMENTS_QUEUE}:${jobId}`, details: { name: 'documents.unknown', attempts: t.config.jobs.attempts } });
    // Run again, it fails again: a new series of tries, seen failed once more.
    await until(list, (body) => body.failed.some((j) => j.id === jobId));
  });

  it('answers 404 for a job that did not fail or a queue it does not know, 403 to anyone else', async () => {
    const [axel, coach] = [await t.asAxel(), await t.asCoach()];
    expect(await t.request('POST', `/api/admin/queues/${DOCUMENTS_QUEUE}/jobs/absent/retry`, auth(axel))).toMatchObject({ status: 404, body: { message: QUEUE_ERRORS.notFound } });
    expect(await t.request('POST', '/api/admin/queues/nope/jobs/absent/retry', auth(axel))).toMatchObject({ status: 404, body: { message: QUEUE_ERRORS.notFound } });
    expect(await t.request('POST', '/api/admin/queues/NOPE!/jobs/absent/retry', auth(axel))).toMatchObject({ status: 400, body: { message: QUEUE_ERRORS.queue } });
    expect((await t.request('GET', '/api/admin/queues', auth(coach))).status).toBe(403);
    expect((await t.request('POST', `/api/admin/queues/${DOCUMENTS_QUEUE}/jobs/absent/retry`, auth(coach))).status).toBe(403);
    expect((await t.request('GET', '/api/admin/queues')).body.message).toBe(API_ERRORS.unauthenticated);
  });
});
