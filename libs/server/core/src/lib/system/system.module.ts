import { Module } from '@nestjs/common';
import { PublicConfigController } from './config.controller';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** `GET /api/health` and `GET /api/config`. */
@Module({ controllers: [HealthController, PublicConfigController], providers: [HealthService] })
export class SystemModule {}
