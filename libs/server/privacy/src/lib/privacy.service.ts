import { PassThrough, type Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ZipFile } from 'yazl';
import { ADMIN_ERRORS, type DataRights } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { AuthService } from '@capsuisse/server-auth';
import { CallsService } from '@capsuisse/server-calls';
import { AuditService, type Caller, Cleanup, Clock, Errors, type Leftovers, MailService, type PersonalData, StoragePort } from '@capsuisse/server-core';
import { DocumentsService } from '@capsuisse/server-documents';
import { MilestonesService } from '@capsuisse/server-milestones';
import { PaymentsService } from '@capsuisse/server-payments';
import { ProfileRights, ProfilesService, RolesService } from '@capsuisse/server-profiles';
import { ProgrammeService } from '@capsuisse/server-programme';
import { ConversationService, NotificationsService } from '@capsuisse/server-conversation';

const README = `Vos données CapSuisse

Ce dossier contient toutes les données que la plateforme garde sur vous, au format JSON :
- inscription.json : ce que vous avez choisi à l'inscription (type de compte, pays et service) ;
- profil.json : votre profil (identité, contact, avancement, accord donné aux recruteurs avec ses dates, validation d'un compte recruteur) ;
- documents.json et le dossier documents/ : vos documents, leur historique de validation et les fichiers eux-mêmes ;
- parcours.json : les étapes de votre parcours ;
- programme.json : les exercices cochés de la formation 5 jours, vos candidatures et notes du suivi 10 jours ;
- messages.json : les messages de votre conversation avec votre accompagnateur ;
- notifications.json : vos notifications et les e-mails que vous avez désactivés ;
- paiements.json : vos paiements ;
- appels.json : vos appels (premier appel, séances) et, pour un accompagnateur, ses disponibilités.
Pour toute question : écrivez au support indiqué sur la page Support.
`;

/**
 * A person's data rights (nLPD, GDPR): the export gathers each domain's own part (`exportUser`), the
 * deletion runs each domain's own erasure (`forgetUser`); no domain's table is read or written here.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger('PrivacyService');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly storage: StoragePort,
    private readonly cleanup: Cleanup,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly rights: ProfileRights,
    private readonly documents: DocumentsService,
    private readonly assignments: AssignmentsService,
    private readonly milestones: MilestonesService,
    private readonly programme: ProgrammeService,
    private readonly conversation: ConversationService,
    private readonly notifications: NotificationsService,
    private readonly payments: PaymentsService,
    private readonly calls: CallsService,
  ) {}

  /**
   * The zip archive of everything the user has: one JSON file per domain, the documents' files copied
   * from storage as the archive is sent (one at a time, never the whole archive in memory). Audited.
   */
  async exportArchive(caller: Caller): Promise<Readable> {
    const userId = caller.id;
    const parts: PersonalData[] = await Promise.all([
      this.auth.exportUser(userId),
      this.profiles.exportUser(userId),
      this.documents.exportUser(userId),
      this.milestones.exportUser(userId),
      this.programme.exportUser(userId),
      this.conversation.exportUser(userId),
      this.notifications.exportUser(userId),
      this.payments.exportUser(userId),
      this.calls.exportUser(userId),
    ]);
    await this.em.transactional(async (em) => {
      this.audit.record(em, { actorId: userId, action: 'privacy.export', target: { type: 'user', id: userId }, details: { parts: parts.map((p) => p.name) } });
    });
    const mtime = this.clock.now();
    const zip = new ZipFile();
    const out = new PassThrough();
    zip.outputStream.pipe(out);
    // Headers are sent by then: a storage failure can only cut the archive short, which the client sees.
    zip.on('error', (error: unknown) => {
      this.logger.error(`export of ${userId} failed: ${String(error)}`);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    zip.addBuffer(Buffer.from(README), 'LISEZMOI.txt', { mtime });
    for (const part of parts) {
      zip.addBuffer(Buffer.from(`${JSON.stringify(part.records, null, 2)}\n`), `${part.name}.json`, { mtime });
      for (const object of part.objects ?? []) {
        zip.addReadStreamLazy(object.path, { mtime }, (done) => {
          this.storage.read(object.key).then(
            (stream) => done(null, stream),
            (error: unknown) => done(error, undefined as unknown as Readable),
          );
        });
      }
    }
    zip.end();
    return out;
  }

  dataRights(userId: string): Promise<DataRights> {
    return this.rights.dataRights(userId);
  }

  requestDeletion(caller: Caller): Promise<DataRights> {
    return this.change(caller, 'privacy.deletion.request', (em) => this.rights.requestDeletion(em, caller.id), (rights) => ({ requested_at: rights.deletion_requested_at }));
  }

  cancelDeletion(caller: Caller): Promise<DataRights> {
    return this.change(caller, 'privacy.deletion.cancel', (em) => this.rights.cancelDeletion(em, caller.id), () => ({}));
  }

  setRecruiterVisible(caller: Caller, visible: boolean): Promise<DataRights> {
    return this.change(caller, 'privacy.recruiter_visibility', (em) => this.rights.setRecruiterVisible(em, caller.id, visible), () => ({ recruiter_visible: visible }));
  }

  /**
   * Deletes an account for good (axel's deletion, and so the confirmation of a deletion request). One
   * transaction removes every row of the user, each domain its own (profile and role first: the last-axel
   * check locks the axel rows), anonymises the payments and writes the audit entry: a failure anywhere
   * leaves the account whole. What is kept of the person (their audit entries, payments, the deletion's own
   * entry) names them only by a pseudonym, the same in all of them. Only once it has committed are the stored objects deleted and the pending
   * jobs cancelled; what fails there is retried by a queued job, never undone.
   */
  async erase(actor: Caller, userId: string): Promise<void> {
    const leftovers = await this.em.transactional(async (em): Promise<Leftovers> => {
      const pseudonym = this.auth.pseudonymOf(userId);
      const requestedAt = await this.rights.deletionRequestedAt(em, userId);
      const { email, role, words } = await this.roles.forgetUser(em, userId);
      const documents = await this.documents.forgetUser(em, userId);
      const assignments = await this.assignments.forgetUser(em, userId);
      const milestones = await this.milestones.forgetUser(em, userId);
      const programme = await this.programme.forgetUser(em, userId);
      const messages = await this.conversation.forgetUser(em, userId);
      const notifications = await this.notifications.forgetUser(em, userId);
      const calls = await this.calls.forgetUser(em, userId);
      const payments = await this.payments.forgetUser(em, userId, pseudonym);
      await this.mail.forgetRecipient(em, email);
      await this.audit.forgetPerson(em, { id: userId, email, words }, pseudonym);
      // Last: the user row takes sessions, refresh and reset tokens with it (on delete cascade).
      if (!(await this.auth.forgetUser(em, userId))) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
      this.audit.record(em, {
        // Axel deleting their own account is no longer there to be named either.
        actorId: actor.id === userId ? pseudonym : actor.id,
        action: 'admin.user.delete',
        target: { type: 'user', id: pseudonym },
        details: {
          before: { role },
          after: null,
          // The user's own request, when this deletion confirms one.
          requested_at: requestedAt?.toISOString() ?? null,
          removed: { documents: documents.objects.length, assignments, milestones, training_ticks: programme.ticks, training_video_views: programme.videoViews, follow_up: programme.followUp, messages: messages.messages, notifications, calls },
          payments_anonymised: payments,
        },
      });
      return { objects: [...documents.objects, ...messages.objects], jobs: documents.jobs };
    });
    await this.cleanup.afterCommit(leftovers, `deletion of user ${userId}`);
  }

  /** One of the user's own data-rights changes and its audit entry, in one transaction. */
  private change(caller: Caller, action: string, write: (em: EntityManager) => Promise<DataRights>, details: (rights: DataRights) => Record<string, unknown>): Promise<DataRights> {
    return this.em.transactional(async (em) => {
      const rights = await write(em);
      this.audit.record(em, { actorId: caller.id, action, target: { type: 'user', id: caller.id }, details: details(rights) });
      return rights;
    });
  }
}
