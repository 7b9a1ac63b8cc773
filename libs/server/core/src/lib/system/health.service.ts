import { access, constants } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database.module';
import { QueuePort } from '../queue/queue.port';

type Check = 'ok' | 'down';

export interface Health {
  status: Check;
  db: Check;
  queue: Check;
  storage: Check;
  backends: { db: 'postgresql' | 'pglite'; queue: 'bullmq' | 'inline'; storage: 'local' };
}

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly database: DatabaseServer,
    private readonly queue: QueuePort,
    private readonly config: AppConfig,
  ) {}

  async check(): Promise<Health> {
    const [db, queue, storage] = await Promise.all([
      ok(this.orm.em.getConnection().execute('select 1')),
      ok(this.queue.ping().then((up) => up || Promise.reject(new Error('queue down')))),
      ok(access(this.config.dataDir, constants.W_OK)),
    ]);
    return {
      status: db === 'ok' && queue === 'ok' && storage === 'ok' ? 'ok' : 'down',
      db,
      queue,
      storage,
      backends: { db: this.database.isEmbedded ? 'pglite' : 'postgresql', queue: this.queue.backend, storage: 'local' },
    };
  }
}

const ok = (probe: Promise<unknown>): Promise<Check> =>
  probe.then(
    () => 'ok',
    () => 'down',
  );
