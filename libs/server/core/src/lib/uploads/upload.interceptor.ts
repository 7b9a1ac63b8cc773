import { type CallHandler, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { finalize, type Observable } from 'rxjs';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, UPLOAD_ERRORS } from '@capsuisse/contracts';
import type { RequestWithCaller } from '../access/current-caller.decorator';
import { Errors } from '../errors/domain-error';

type RequestWithUpload = FastifyRequest & RequestWithCaller & { upload?: Buffer };

// Room for the multipart framing around the file (boundaries, part headers, a long file name).
const FRAMING_BYTES = 1024 * 1024;

/**
 * Reads the multipart field `file` into memory before the handler runs, never more than
 * DOCUMENT_MAX_BYTES: a declared length over the cap is refused before anything is read, and busboy
 * drops the bytes past the cap while the rest streams by (413 either way).
 * Runs after the access guard, so nothing is read for a caller who may not upload. A user's uploads are
 * read, checked and stored one at a time (see takeTurn).
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<RequestWithUpload>();
    if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES + FRAMING_BYTES) throw Errors.tooLarge(DOCUMENT_ERRORS.tooLarge);
    if (!MULTIPART.test(request.headers['content-type'] ?? '')) throw Errors.invalid(DOCUMENT_ERRORS.missingFile);
    if (!request.caller) throw new Error('UploadInterceptor used on a route without a signed-in declaration');
    const done = await takeTurn(request.caller.id);
    try {
      request.upload = await readUpload(request.raw);
    } catch (error) {
      done();
      throw error;
    }
    return next.handle().pipe(finalize(done));
  }
}

/** Uploads of one user waiting behind the one in progress; one more is refused (429). */
const UPLOADS_WAITING_PER_USER = 2;

// Per user: how many uploads are in progress or waiting, and the end of the last one.
const turns = new Map<string, { count: number; last: Promise<void> }>();

/**
 * One upload at a time per user, so that one account cannot fill the check pool: a second one (two cards
 * dropped at once) waits its turn, a few more too, and past that the answer is a 429. Per process: each
 * replica has its own pool, so its own turns. Resolves with the function that ends the turn.
 */
async function takeTurn(userId: string): Promise<() => void> {
  const user = turns.get(userId) ?? { count: 0, last: Promise.resolve() };
  if (user.count > UPLOADS_WAITING_PER_USER) throw Errors.tooManyRequests(5, UPLOAD_ERRORS.uploadInProgress);
  user.count += 1;
  turns.set(userId, user);
  const previous = user.last;
  let end!: () => void;
  user.last = new Promise<void>((resolve) => (end = resolve));
  await previous;
  return () => {
    end();
    if (--user.count === 0) turns.delete(userId);
  };
}

const MULTIPART = /^multipart\/form-data\b/i;

/**
 * Fastify's parser of `multipart/form-data`: the body is left unread, for UploadInterceptor to stream.
 * (Not @fastify/multipart: its hooks ran on every request of every route, a tenth of a read's promises.)
 */
export function leaveUploadUnread(_request: FastifyRequest, _body: unknown, done: (error: Error | null) => void): void {
  done(null);
}

/**
 * Every part is read: one file in the field `file` and nothing else (a second file or a field is refused, not
 * ignored). The first refusal answers at once; the rest of the body streams by, unread.
 */
function readUpload(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const missing = () => reject(Errors.invalid(DOCUMENT_ERRORS.missingFile));
    // The client went away while the upload waited its turn: its close is past, nothing will come.
    if (request.destroyed) return missing();
    let parts;
    try {
      parts = Busboy({ headers: request.headers as BusboyHeaders, limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    } catch {
      // No boundary, or one busboy cannot read.
      return missing();
    }
    let upload: Buffer | undefined;
    parts.on('file', (field, file) => {
      if (field !== 'file') {
        file.resume();
        return missing();
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => reject(Errors.tooLarge(DOCUMENT_ERRORS.tooLarge)));
      file.on('end', () => {
        if (!file.truncated) upload = Buffer.concat(chunks);
      });
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) parts.on(limit, () => reject(Errors.invalid(DOCUMENT_ERRORS.oneFile)));
    parts.on('error', missing);
    parts.on('finish', () => (upload ? resolve(upload) : missing()));
    // A body cut short (the client went away) never finishes.
    request.on('close', () => !request.complete && missing());
    request.pipe(parts);
  });
}

/** The bytes read by UploadInterceptor. */
export const UploadedFile = createParamDecorator((_: unknown, ctx: ExecutionContext): Buffer => {
  const upload = ctx.switchToHttp().getRequest<RequestWithUpload>().upload;
  if (!upload) throw new Error('UploadedFile used without UploadInterceptor');
  return upload;
});
