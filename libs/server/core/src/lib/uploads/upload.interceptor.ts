import { type CallHandler, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { finalize, type Observable } from 'rxjs';
import { API_ERRORS, DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, inputOf, UPLOAD_ERRORS } from '@capsuisse/contracts';
import type { RequestWithCaller } from '../access/current-caller.decorator';
import { routeOf } from '../access/endpoint.decorator';
import { Errors } from '../errors/domain-error';
import { countRateLimited } from '../metrics/metrics';

/** A file as sent: its bytes and the name the sender gave it (any text: never trusted as a path or a type). */
export interface Upload {
  bytes: Buffer;
  name: string;
}

type RequestWithUpload = FastifyRequest & RequestWithCaller & { upload?: Upload };

/** Text parts beside the file (a message's text): a few, each far under this. */
const TEXT_FIELDS = { count: 4, bytes: 64 * 1024 };

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
    const route = routeOf(context.getHandler());
    // A route whose contract has a body takes its text fields beside the file, parsed by its schema as JSON bodies are.
    const withFields = route !== undefined && inputOf(route).body !== undefined;
    const done = await takeTurn(request.caller.id);
    try {
      const { upload, fields } = await readUpload(request.raw, withFields);
      request.upload = upload;
      if (withFields) request.body = fields;
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
  if (user.count > UPLOADS_WAITING_PER_USER) {
    countRateLimited('uploads');
    throw Errors.tooManyRequests(5, UPLOAD_ERRORS.uploadInProgress);
  }
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
 * Every part is read: one file in the field `file` and, when `withFields`, a few text fields (else a field is
 * refused, as a second file is, not ignored). The first refusal answers at once; the rest streams by, unread.
 */
function readUpload(request: IncomingMessage, withFields: boolean): Promise<{ upload: Upload; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const missing = () => reject(Errors.invalid(DOCUMENT_ERRORS.missingFile));
    // The client went away while the upload waited its turn: its close is past, nothing will come.
    if (request.destroyed) return missing();
    let parts;
    try {
      const fields = withFields ? TEXT_FIELDS.count : 0;
      parts = Busboy({ headers: request.headers as BusboyHeaders, limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields, fieldSize: TEXT_FIELDS.bytes, parts: 1 + fields } });
    } catch {
      // No boundary, or one busboy cannot read.
      return missing();
    }
    let upload: Upload | undefined;
    const fields: Record<string, string> = {};
    parts.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) reject(Errors.tooLarge(API_ERRORS.payloadTooLarge));
      fields[name] = value;
    });
    parts.on('file', (field, file, filename) => {
      if (field !== 'file') {
        file.resume();
        return missing();
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => reject(Errors.tooLarge(DOCUMENT_ERRORS.tooLarge)));
      file.on('end', () => {
        if (!file.truncated) upload = { bytes: Buffer.concat(chunks), name: filename ?? '' };
      });
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) parts.on(limit, () => reject(Errors.invalid(DOCUMENT_ERRORS.oneFile)));
    parts.on('error', missing);
    parts.on('finish', () => (upload ? resolve({ upload, fields }) : missing()));
    // A body cut short (the client went away) never finishes.
    request.on('close', () => !request.complete && missing());
    request.pipe(parts);
  });
}

/** The file read by UploadInterceptor: its bytes, or with `'named'` its bytes and the name it was sent under. */
export const UploadedFile = createParamDecorator((named: 'named' | undefined, ctx: ExecutionContext): Buffer | Upload => {
  const upload = ctx.switchToHttp().getRequest<RequestWithUpload>().upload;
  if (!upload) throw new Error('UploadedFile used without UploadInterceptor');
  return named ? upload : upload.bytes;
});
