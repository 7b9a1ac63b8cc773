import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DocumentFile } from './document.entity';

@Module({ imports: [MikroOrmModule.forFeature([DocumentFile])], exports: [MikroOrmModule] })
export class DocumentsModule {}
