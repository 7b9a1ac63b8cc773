import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Clock } from '../clock/clock';
import { LocalStorage } from './local-storage';
import { ResumableUploads } from './resumable-uploads';
import { StoragePort } from './storage.port';

@Global()
@Module({
  providers: [
    {
      provide: StoragePort,
      inject: [AppConfig, Clock],
      // The S3 client and its tus store load only where S3 is configured.
      useFactory: async (config: AppConfig, clock: Clock): Promise<StoragePort> =>
        config.s3
          ? new (await import('./s3-storage')).S3Storage(config.s3, clock)
          : // The link key is derived from the JWT secret so it is never the token-signing key itself.
            new LocalStorage(join(config.dataDir, 'storage'), createHash('sha256').update(`storage:${config.jwtSecret}`).digest('hex'), clock),
    },
    ResumableUploads,
  ],
  exports: [StoragePort, ResumableUploads],
})
export class StorageModule {}
