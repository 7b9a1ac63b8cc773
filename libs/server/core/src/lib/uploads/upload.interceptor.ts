import { type CallHandler, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// Adds request.isMultipart() and request.file() to Fastify's types.
import type {} from '@fastify/multipart';
import type { Observable } from 'rxjs';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES } from '@capsuisse/contracts';
import { DomainError, Errors } from '../errors/domain-error';

type RequestWithUpload = FastifyRequest & { upload?: Buffer };

// Room for the multipart framing around the file (boundaries, part headers, a long file name).
const FRAMING_BYTES = 1024 * 1024;

/**
 * Reads the multipart field `file` into memory before the handler runs, never more than
 * DOCUMENT_MAX_BYTES: a declared length over the cap is refused before anything is read, and busboy
 * drops the bytes past the cap while the rest streams by (413 either way).
 * Runs after the access guard, so nothing is read for a caller who may not upload.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<RequestWithUpload>();
    if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES + FRAMING_BYTES) throw Errors.tooLarge(DOCUMENT_ERRORS.tooLarge);
    if (!request.isMultipart()) throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
    let upload: Buffer | undefined;
    try {
      // Every part is read: one file in the field `file` and nothing else (a second file or a field is refused, not ignored).
      for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } })) {
        if (upload) throw Errors.invalid(DOCUMENT_ERRORS.oneFile);
        if (part.type !== 'file' || part.fieldname !== 'file') throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
        upload = await part.toBuffer();
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      // @fastify/multipart stops at the size limit with FST_REQ_FILE_TOO_LARGE, at the part limits with FST_*_LIMIT.
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.tooLarge(DOCUMENT_ERRORS.tooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw Errors.invalid(DOCUMENT_ERRORS.oneFile);
      if (error instanceof DomainError) throw error;
      throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
    }
    if (!upload) throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
    request.upload = upload;
    return next.handle();
  }
}

/** The bytes read by UploadInterceptor. */
export const UploadedFile = createParamDecorator((_: unknown, ctx: ExecutionContext): Buffer => {
  const upload = ctx.switchToHttp().getRequest<RequestWithUpload>().upload;
  if (!upload) throw new Error('UploadedFile used without UploadInterceptor');
  return upload;
});
