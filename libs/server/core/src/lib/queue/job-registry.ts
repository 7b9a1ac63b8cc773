import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { runInScope } from '../request-scope';
import { JOB_HANDLER_KEY, type JobHandlerTarget } from './job-handler.decorator';

type Handler = (data: unknown) => Promise<unknown>;

/** Finds the `@JobHandler` methods and runs a job by queue and name, each in a fresh ORM context. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const fn = instance[method] as (data: unknown) => Promise<unknown>;
        const target = this.reflector.get<JobHandlerTarget | undefined>(JOB_HANDLER_KEY, fn);
        if (target) this.handlers.set(key(target.queue, target.name), (data) => fn.call(instance, data));
      }
    }
  }

  queues(): string[] {
    return [...new Set([...this.handlers.keys()].map((k) => k.split(':')[0]))];
  }

  async run(queue: string, name: string, data: unknown): Promise<void> {
    const handler = this.handlers.get(key(queue, name));
    if (!handler) throw new Error(`no handler for job ${queue}:${name}`);
    // A job is its own unit of work, never the global EntityManager.
    await runInScope(this.orm, null, () => handler(data));
    this.logger.debug(`done ${queue}:${name}`);
  }
}

const key = (queue: string, name: string) => `${queue}:${name}`;
