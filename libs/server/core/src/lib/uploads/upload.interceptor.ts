import { type CallHandler, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// Adds request.isMultipart() and request.file() to Fastify's types.
import type {} from '@fastify/multipart';
import type { Observable } from 'rxjs';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES } from '@capsuisse/contracts';
import { Errors } from '../errors/domain-error';

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
    const part = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } }).catch(() => undefined);
    if (!part || part.fieldname !== 'file') throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
    try {
      request.upload = await part.toBuffer();
    } catch (error) {
      // @fastify/multipart stops at the limit with FST_REQ_FILE_TOO_LARGE.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw Errors.tooLarge(DOCUMENT_ERRORS.tooLarge);
      throw error;
    }
    return next.handle();
  }
}

/** The bytes read by UploadInterceptor. */
export const UploadedFile = createParamDecorator((_: unknown, ctx: ExecutionContext): Buffer => {
  const upload = ctx.switchToHttp().getRequest<RequestWithUpload>().upload;
  if (!upload) throw new Error('UploadedFile used without UploadInterceptor');
  return upload;
});
