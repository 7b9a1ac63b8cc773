import { Module } from '@nestjs/common';
import { PublicConfigController } from './config.controller';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { StorageController } from '../storage/storage.controller';

/** `GET /api/health`, `GET /api/config` and the signed local storage links. */
@Module({ controllers: [HealthController, PublicConfigController, StorageController], providers: [HealthService] })
export class SystemModule {}
