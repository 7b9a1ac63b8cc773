import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig, JobHandler, QueuePort } from '@capsuisse/server-core';
import { PaymentsService } from './payments.service';

export const PAYMENTS_QUEUE = 'payments';
const RECONCILE = 'reconcile';

/** The repeatable job that settles checkout sessions whose webhook never arrived. */
@Injectable()
export class ReconcileJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReconcileJobs');

  constructor(
    private readonly queue: QueuePort,
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(PAYMENTS_QUEUE, RECONCILE, this.config.reconcile.everyMs);
  }

  @JobHandler(PAYMENTS_QUEUE, RECONCILE)
  async reconcile(): Promise<void> {
    const changed = await this.payments.reconcile();
    if (changed) this.logger.log(`${changed} checkout session(s) settled by reconciliation`);
  }
}
