import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { CoreModule, loadConfig, MailDelivery, MailService } from '@capsuisse/server-core';
import { MIGRATIONS } from '@capsuisse/server-migrations';
import { LocalSmtp } from '@capsuisse/server-testing';

// Issue 28, deliver 9: a real worker process (apps/worker from its sources), killed with SIGKILL while its SMTP
// server holds the answer; the next worker runs the job again (BullMQ's stalled-job recovery) and sends it once.
const real = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;
const ROOT = resolve(__dirname, '../../../..');

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  for (const start = Date.now(); !(await done()); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}

function startWorker(env: Record<string, string>): { process: ChildProcess; exited: Promise<NodeJS.Signals | number | null> } {
  const child = spawn(process.execPath, ['-r', join(ROOT, 'tools/jest/register-ts.cjs'), join(ROOT, 'apps/worker/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { process: child, exited: new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code))) };
}

real('a worker stopped in a mail job', () => {
  const smtp = new LocalSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const workerEnv = () => ({
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_URL: process.env.REDIS_URL as string,
      QUEUE_PREFIX: `capsuisse-kill-test-${randomUUID().slice(0, 8)}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'capsuisse-kill-')),
      SMTP_URL: smtp.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      JOB_STALLED_SECONDS: '2',
      MAIL_LEASE_SECONDS: '3',
      MAIL_SWEEP_SECONDS: '1',
  });

  /** The API's side: it migrates, then only queues (the workers started after it find the schema ready); and the mail's row. */
  async function apiFor(env: ReturnType<typeof workerEnv>, to: string) {
    const api = await NestFactory.createApplicationContext(CoreModule.forRoot({ config: loadConfig(env), migrations: MIGRATIONS }), { logger: false });
    await api.init();
    return { api, row: () => api.get(MikroORM).em.fork().findOneOrFail(MailDelivery, { to }) };
  }

  it('killed (SIGKILL), leaves the job to the next worker, which sends the mail once', async () => {
    const env = workerEnv();
    const to = `kill-${randomUUID().slice(0, 8)}@test.capsuisse.ch`;
    const { api, row } = await apiFor(env, to);
    let first: ReturnType<typeof startWorker> | null = null;
    let second: ReturnType<typeof startWorker> | null = null;
    try {
      smtp.holdNextMs = 120_000;
      first = startWorker(env);
      await api.get(MailService).send({ to, subject: 'Une seule fois', text: 'Bonjour' });
      // The first worker's try reached the server, which holds its answer: the job is running.
      await until('first try', () => smtp.tries === 1);
      expect((await row()).status).toBe('sending');
      first.process.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(smtp.received).toEqual([]);

      second = startWorker(env);
      await until('delivery by the second worker', async () => (await row()).status === 'sent');
      // Further stalled checks and sweeps send nothing more.
      await new Promise((r) => setTimeout(r, 5000));
      expect(smtp.to(to)).toHaveLength(1);
      expect(smtp.to(to)[0].text).toContain('Bonjour');
      expect(await row()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(smtp.tries).toBe(2);
    } finally {
      first?.process.kill('SIGKILL');
      second?.process.kill('SIGTERM');
      await second?.exited;
      await api.close();
    }
  });

  it('stopped (SIGTERM) in the same job, lets it finish first: the mail is sent once and recorded as sent', async () => {
    const env = workerEnv();
    const to = `stop-${randomUUID().slice(0, 8)}@test.capsuisse.ch`;
    const { api, row } = await apiFor(env, to);
    let worker: ReturnType<typeof startWorker> | null = null;
    try {
      smtp.holdNextMs = 2_000;
      const tries = smtp.tries;
      worker = startWorker(env);
      await api.get(MailService).send({ to, subject: 'Avant l’arrêt', text: 'Bonjour' });
      await until('the try', () => smtp.tries === tries + 1);
      const stopped = Date.now();
      worker.process.kill('SIGTERM');
      // Nest re-raises the signal once the app has closed.
      expect(await worker.exited).toBe('SIGTERM');
      // The job's last write found the database open: no wait for a closed pool (a minute, then a failure).
      expect(Date.now() - stopped).toBeLessThan(15_000);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(smtp.to(to)).toHaveLength(1);
    } finally {
      worker?.process.kill('SIGKILL');
      await api.close();
    }
  });
});
