import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, type Health } from '@capsuisse/contracts';
import { Endpoint } from '../access/endpoint.decorator';
import { AppConfig } from '../config/app-config';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly config: AppConfig,
  ) {}

  /** 200 when database, queue and storage answer, 503 otherwise (readiness probes read the status); details when configured. */
  @Endpoint(API.system.health)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    reply.status(health.status === 'ok' ? 200 : 503);
    return this.config.healthDetails ? health : { status: health.status };
  }

  /** 200 while the process serves, whatever its backends say: liveness probes restart a stuck pod, never every pod in an outage. */
  @Endpoint(API.system.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
