import { STATUS_CODES } from 'node:http';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ApiErrorBody, VIDEO_ERRORS } from '@capsuisse/contracts';
import { SignatureChecked } from '../access/access.decorators';
import { Errors } from '../errors/domain-error';
import { type ByteRange, StoragePort } from './storage.port';

// A link's path and query; anything else is refused like a bad signature (403, nothing disclosed).
const signedRead = z.object({
  owner: z.string().min(1),
  name: z.string().min(1),
  expires: z.string().regex(/^\d+$/),
  sig: z.string().min(1),
});

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, or the last `-n` bytes), its end cut at the object's;
 * null to send the whole object (no header, another unit, several ranges, a malformed one: RFC 9110 lets a server
 * ignore those), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** Serves objects to holders of a signed link, when the storage's links point here (the local adapter). */
@ApiExcludeController()
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: StoragePort) {}

  @SignatureChecked()
  @Get(':owner/:name')
  async read(@Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Headers('range') rangeHeader: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const link = signedRead.safeParse({ ...query, ...params });
    const object = link.success ? await this.storage.readSigned(`${link.data.owner}/${link.data.name}`, link.data.expires, link.data.sig) : null;
    if (!object) throw Errors.forbidden();
    // Saved, never rendered on the platform's origin; if a browser rendered it anyway, the sandbox gives
    // it an opaque origin with no script, and nosniff keeps it to the type it was checked as. The web's
    // 'Voir' shows PDFs and photos from a blob: of that type instead (libs/web/documents). A <video> still plays
    // it: media loads ignore Content-Disposition, and seek with ranges.
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment')
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    const range = parseRange(rangeHeader, object.size);
    if (range === 'unsatisfiable') {
      const body: ApiErrorBody = { statusCode: 416, error: STATUS_CODES[416] ?? 'Range Not Satisfiable', message: VIDEO_ERRORS.range };
      await reply.status(416).header('content-range', `bytes */${object.size}`).send(body);
      return;
    }
    reply.header('content-type', object.contentType);
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    await reply.header('content-length', String(range ? range.end - range.start + 1 : object.size)).send(object.open(range ?? undefined));
  }
}
