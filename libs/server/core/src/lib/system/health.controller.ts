import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../access/access.decorators';
import { type Health, HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when database, queue and storage answer, 503 otherwise (readiness probes read the status). */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    reply.status(health.status === 'ok' ? 200 : 503);
    return health;
  }
}
