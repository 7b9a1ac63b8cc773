import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SignatureChecked } from '../access/access.decorators';
import { Errors } from '../errors/domain-error';
import { StoragePort } from './storage.port';
import { LocalStorage } from './local-storage';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** Serves local objects to holders of a signed link (the S3 adapter's links point at S3 instead). */
@ApiExcludeController()
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: StoragePort) {}

  @SignatureChecked()
  @Get(':owner/:name')
  async read(
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const key = `${owner}/${name}`;
    const body = this.storage instanceof LocalStorage && expires && sig ? await this.storage.readSigned(key, expires, sig) : null;
    if (!body) throw Errors.forbidden();
    await reply
      .header('content-type', CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      // Inline: 'Voir' opens it in a tab; the web's 'Télécharger' sets the download attribute.
      .header('content-disposition', 'inline')
      .send(body);
  }
}
