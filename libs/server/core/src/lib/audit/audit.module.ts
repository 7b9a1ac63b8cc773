import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuditLogEntry } from './audit-log.entity';
import { AuditService } from './audit.service';

@Global()
@Module({ imports: [MikroOrmModule.forFeature([AuditLogEntry])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
