import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SignatureChecked } from '../access/access.decorators';
import { Errors } from '../errors/domain-error';
import { StoragePort } from './storage.port';

// A link's path and query; anything else is refused like a bad signature (403, nothing disclosed).
const signedRead = z.object({
  owner: z.string().min(1),
  name: z.string().min(1),
  expires: z.string().regex(/^\d+$/),
  sig: z.string().min(1),
});

/** Serves objects to holders of a signed link, when the storage's links point here (the local adapter). */
@ApiExcludeController()
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: StoragePort) {}

  @SignatureChecked()
  @Get(':owner/:name')
  async read(@Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const link = signedRead.safeParse({ ...query, ...params });
    const object = link.success ? await this.storage.readSigned(`${link.data.owner}/${link.data.name}`, link.data.expires, link.data.sig) : null;
    if (!object) throw Errors.forbidden();
    // Saved, never rendered on the platform's origin; if a browser rendered it anyway, the sandbox gives
    // it an opaque origin with no script, and nosniff keeps it to the type it was checked as. The web's
    // 'Voir' shows PDFs and photos from a blob: of that type instead (libs/web/documents).
    await reply
      .header('content-type', object.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment')
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  }
}
