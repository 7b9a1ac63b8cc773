import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Resource } from './resource.entity';
import { ResourcesController } from './resources.controller';
import { ResourcesService } from './resources.service';

/** The downloads of /ressources and the contact of /support: what a paid client gets besides its own files. */
@Module({
  imports: [MikroOrmModule.forFeature([Resource])],
  controllers: [ResourcesController],
  providers: [ResourcesService],
})
export class ResourcesModule {}
