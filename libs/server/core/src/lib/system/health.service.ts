import { Injectable } from '@nestjs/common';
import type { Health } from '@capsuisse/contracts';
import { MikroORM } from '@mikro-orm/core';
import { DatabaseServer } from '../database/database.module';
import { QueuePort } from '../queue/queue.port';
import { StoragePort } from '../storage/storage.port';

type Check = Health['status'];

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly database: DatabaseServer,
    private readonly queue: QueuePort,
    private readonly storage: StoragePort,
  ) {}

  async check(): Promise<Required<Health>> {
    const [db, queue, storage] = await Promise.all([
      ok(this.orm.em.getConnection().execute('select 1')),
      ok(this.queue.ping().then((up) => up || Promise.reject(new Error('queue down')))),
      ok(this.storage.ping().then((up) => up || Promise.reject(new Error('storage down')))),
    ]);
    return {
      status: db === 'ok' && queue === 'ok' && storage === 'ok' ? 'ok' : 'down',
      db,
      queue,
      storage,
      backends: { db: this.database.isEmbedded ? 'pglite' : 'postgresql', queue: this.queue.backend, storage: this.storage.backend },
    };
  }
}

const ok = (probe: Promise<unknown>): Promise<Check> =>
  probe.then(
    () => 'ok',
    () => 'down',
  );
