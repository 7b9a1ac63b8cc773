import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { RESOURCE_ERRORS, RESOURCE_KINDS, RESOURCES, type ResourceDto, type ResourceKind, SIGNED_LINK_SECONDS, type SupportContact } from '@capsuisse/contracts';
import { AppConfig, AuditService, type Caller, checkUpload, Clock, StoragePort } from '@capsuisse/server-core';
import { Resource } from './resource.entity';

/** The files of /ressources (axel uploads, paid clients download) and the support contact of /support. */
@Injectable()
export class ResourcesService {
  private readonly logger = new Logger('ResourcesService');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly storage: StoragePort,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /** The uploaded resources, each with a fresh signed link; a kind not uploaded yet is absent. */
  async list(): Promise<ResourceDto[]> {
    const resources = await this.em.find(Resource, {});
    resources.sort((a, b) => RESOURCE_KINDS.indexOf(a.kind) - RESOURCE_KINDS.indexOf(b.kind));
    return Promise.all(resources.map((r) => this.toDto(r)));
  }

  /**
   * New file or replacement, in the documents' order: the new object first, the row swapped and audited
   * in one transaction, the old object deleted last (a failure leaves at worst an orphan object).
   */
  async upload(caller: Caller, kind: ResourceKind, upload: Buffer): Promise<ResourceDto> {
    const { body, mimeType, extension } = await checkUpload(upload, RESOURCES[kind].mimeTypes, kind === 'formulaire' ? RESOURCE_ERRORS.pdfOnly : RESOURCE_ERRORS.spreadsheetOnly);
    const now = this.clock.now();
    const key = `resources/${kind}-${now.getTime()}.${extension}`;
    await this.storage.put(key, body, mimeType);

    let previousKey: string | undefined;
    let saved: Resource;
    try {
      saved = await this.em.transactional(async (em) => {
        const current = await em.findOne(Resource, { kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        previousKey = current?.storageKey;
        const fields = { storageKey: key, mimeType, size: body.length, uploadedBy: caller.id, uploadedAt: now };
        const resource = current ? em.assign(current, fields) : em.create(Resource, { kind, ...fields });
        this.audit.record(em, {
          actorId: caller.id,
          action: current ? 'resource.replace' : 'resource.upload',
          target: { type: 'resource', id: kind },
          details: { mime_type: mimeType, size: body.length },
        });
        return resource;
      });
    } catch (error) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`orphan object ${key}: ${String(e)}`));
      throw error;
    }
    // Two uploads in the same millisecond share a key: never delete the object now in use.
    if (previousKey && previousKey !== key) {
      const old = previousKey;
      await this.storage.delete(old).catch((e: unknown) => this.logger.warn(`orphan object ${old}: ${String(e)}`));
    }
    return this.toDto(saved);
  }

  support(): SupportContact {
    return { email: this.config.publicConfig.supportEmail };
  }

  private async toDto(resource: Resource): Promise<ResourceDto> {
    const link = await this.storage.signedGetUrl(resource.storageKey, SIGNED_LINK_SECONDS, resource.mimeType);
    return {
      kind: resource.kind,
      mime_type: resource.mimeType,
      size: resource.size,
      uploaded_at: resource.uploadedAt.toISOString(),
      link: { url: link.url, expires_at: link.expiresAt.toISOString() },
    };
  }
}
