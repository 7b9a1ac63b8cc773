import { Controller, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type CvCheckDto, type DocumentDto, type InputOf, type SignedLink } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText, UploadedFile, UploadInterceptor } from '@capsuisse/server-core';
import { DocumentsService } from './documents.service';

const R = API.documents;

@ApiTags('documents')
@Controller()
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Endpoint(R.list)
  list(@CurrentCaller() caller: Caller): Promise<JsonText<DocumentDto[]>> {
    return this.documents.list(caller.id);
  }

  // The interceptor reads the file before the type is parsed: a request without one is refused first, as before.
  @Endpoint(R.upload)
  @UseInterceptors(UploadInterceptor)
  upload(@Input() { params }: InputOf<typeof R.upload>, @CurrentCaller() caller: Caller, @UploadedFile() file: Buffer): Promise<DocumentDto> {
    return this.documents.upload(caller.id, params.type, file);
  }

  @Endpoint(R.link)
  link(@Input() { params }: InputOf<typeof R.link>, @CurrentCaller() caller: Caller): Promise<SignedLink> {
    return this.documents.link(caller, params.id);
  }

  @Endpoint(R.cvCheck)
  cvCheck(@Input() { params }: InputOf<typeof R.cvCheck>, @CurrentCaller() caller: Caller): Promise<CvCheckDto> {
    return this.documents.cvCheck(caller, params.id);
  }

  @Endpoint(R.validate)
  validate(@Input() { params }: InputOf<typeof R.validate>, @CurrentCaller() caller: Caller): Promise<DocumentDto> {
    return this.documents.review(caller, params.id, { status: 'valide' });
  }

  @Endpoint(R.reject)
  reject(@Input() { params, body }: InputOf<typeof R.reject>, @CurrentCaller() caller: Caller): Promise<DocumentDto> {
    return this.documents.review(caller, params.id, { status: 'a_corriger', reason: body.reason });
  }
}
