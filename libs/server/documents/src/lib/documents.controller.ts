import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentDto, SignedLink } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, RequiresPaid, Roles } from '@capsuisse/server-core';
import { RejectDto } from './documents.dto';
import { DocumentsService } from './documents.service';
import { UploadedFile, UploadInterceptor } from './upload.interceptor';

@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @RequiresPaid()
  @ApiOperation({ summary: 'Own current documents, each with its review history' })
  @Get()
  list(@CurrentCaller() caller: Caller): Promise<DocumentDto[]> {
    return this.documents.list(caller.id);
  }

  @RequiresPaid()
  @ApiOperation({ summary: 'Upload or replace own document (multipart field `file`; type checked by content, 10 MB)' })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(UploadInterceptor)
  @Post(':type')
  upload(@CurrentCaller() caller: Caller, @Param('type') type: string, @UploadedFile() file: Buffer): Promise<DocumentDto> {
    return this.documents.upload(caller.id, type, file);
  }

  @Roles('client', 'client_se_loger', 'accompagnateur', 'axel')
  @ApiOperation({ summary: 'Signed download link (owner, assigned coach, axel)' })
  @Get(':id/link')
  link(@CurrentCaller() caller: Caller, @Param('id', ParseUUIDPipe) id: string): Promise<SignedLink> {
    return this.documents.link(caller, id);
  }

  @Roles('accompagnateur', 'axel')
  @ApiOperation({ summary: 'Validate a pending document (assigned coach, axel)' })
  @HttpCode(200)
  @Post(':id/validate')
  validate(@CurrentCaller() caller: Caller, @Param('id', ParseUUIDPipe) id: string): Promise<DocumentDto> {
    return this.documents.review(caller, id, { status: 'valide' });
  }

  @Roles('accompagnateur', 'axel')
  @ApiOperation({ summary: 'Reject a pending document with a reason (assigned coach, axel)' })
  @HttpCode(200)
  @Post(':id/reject')
  reject(@CurrentCaller() caller: Caller, @Param('id', ParseUUIDPipe) id: string, @Body() body: RejectDto): Promise<DocumentDto> {
    return this.documents.review(caller, id, { status: 'a_corriger', reason: body.reason });
  }
}
