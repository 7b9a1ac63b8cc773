import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { loadConfig, MailService, OutboxMail } from '@capsuisse/server-core';
import { createWorker } from './create-worker';

// Needs the real servers (the worker's only mode): runs when DATABASE_URL and REDIS_URL are set.
const real = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

real('worker', () => {
  it('delivers a mail enqueued on the notifications queue, then stops cleanly', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'capsuisse-worker-')),
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: `capsuisse-worker-test-${randomUUID().slice(0, 8)}`,
      LOG_LEVEL: 'fatal',
      NODE_ENV: 'test',
    });
    const worker = await createWorker(config);
    const to = `worker-${randomUUID()}@test.capsuisse.ch`;
    try {
      await worker.get(MailService).send({ to, subject: 'Test', text: 'Bonjour' });
      const em = worker.get(MikroORM).em;
      let mail: OutboxMail | null = null;
      for (let i = 0; i < 100 && !mail; i++, await new Promise((r) => setTimeout(r, 100))) mail = await em.fork().findOne(OutboxMail, { to });
      expect(mail).toMatchObject({ to, subject: 'Test', text: 'Bonjour' });
    } finally {
      await worker.close();
    }
  });
});

it('refuses to start without Redis, naming the variable', () => {
  expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/x' }, { require: ['DATABASE_URL', 'REDIS_URL'] })).toThrow(/REDIS_URL: required/);
});
