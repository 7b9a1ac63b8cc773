import { Global, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuditLogEntry } from './audit-log.entity';
import { AuditService } from './audit.service';
import { RequestIdMiddleware } from './request-id';

@Global()
@Module({ imports: [MikroOrmModule.forFeature([AuditLogEntry])], providers: [AuditService], exports: [AuditService] })
export class AuditModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestIdMiddleware).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
