import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  DOCUMENT_ERRORS,
  DOCUMENT_KINDS,
  type AdminDocument,
  type CvCheckDto,
  type DocumentDto,
  type DocumentType,
  documentsState,
  PAGES,
  SIGNED_LINK_SECONDS,
  type SignedLink,
  VALIDATION_WORKING_HOURS,
} from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { NotificationsService } from '@capsuisse/server-conversation';
import { AppConfig, AuditService, type Caller, checkUpload, Clock, Errors, JsonText, type KeptReads, type Leftovers, PendingObjects, type PersonalData, ReadModel, StoragePort } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { documentsProgress } from './documents-progress';
import { DeadlineJobs, DOCUMENTS_QUEUE } from './deadline.jobs';
import { CvCheck } from './cv-check/cv-check.entity';
import { CvCheckJobs } from './cv-check/cv-check.jobs';
import { storageKey } from './storage-key';
import { VERDICT_SUBJECTS } from './verdict-mails';
import { DocumentFile } from './document.entity';
import { DocumentReview } from './document-review.entity';
import { DOCUMENT_LIST } from './documents.reads';
import { WorkingCalendar } from './working-calendar';

type Verdict = { status: 'valide' } | { status: 'a_corriger'; reason: string };

/** What a process keeps of the document lists it sent, at most (a client's three documents with their histories: 1–3 KB). */
const KEPT_BYTES = 8 * 1024 * 1024;

@Injectable()
export class DocumentsService {
  private readonly calendar: WorkingCalendar;
  // By client, each encoded once, while none of its documents or reviews has changed (`DOCUMENT_LIST_WATCH`).
  private readonly kept: KeptReads<Buffer>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly storage: StoragePort,
    private readonly pending: PendingObjects,
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
    private readonly deadlines: DeadlineJobs,
    private readonly cvChecks: CvCheckJobs,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    config: AppConfig,
    model: ReadModel,
  ) {
    this.calendar = new WorkingCalendar(config.canton);
    this.kept = model.keptBytes(KEPT_BYTES);
  }

  /**
   * Account deletion, inside the caller's transaction: the user's documents and review history go, and
   * reviews the user made as a coach keep no reviewer. Returns what only exists outside the database (the
   * objects, the deadline jobs), to be removed once the transaction has committed.
   */
  async forgetUser(em: EntityManager, userId: string): Promise<Leftovers> {
    const leftovers = await this.eraseOwn(em, userId);
    await em.nativeUpdate(DocumentFile, { reviewerId: userId }, { reviewerId: null });
    await em.nativeUpdate(DocumentReview, { reviewerId: userId }, { reviewerId: null });
    return leftovers;
  }

  /**
   * The user's own documents and their review history, inside the caller's transaction (account deletion,
   * retention of a closed account); reviews the user made of others' documents stay. Same leftovers.
   */
  async eraseOwn(em: EntityManager, userId: string): Promise<Leftovers> {
    const documents = await em.find(DocumentFile, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await em.nativeDelete(DocumentReview, { userId });
    await em.nativeDelete(DocumentFile, { userId });
    return {
      objects: documents.map((d) => d.storageUrl),
      jobs: documents.flatMap((d) => Object.values(DeadlineJobs.jobIds({ documentId: d.id, version: d.createdAt.getTime() })).map((jobId) => ({ queue: DOCUMENTS_QUEUE, jobId }))),
    };
  }

  /** Users among `userIds` who still have documents (the retention job's work list). */
  async holders(userIds: readonly string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const rows = await this.em.fork().find(DocumentFile, { userId: { $in: [...userIds] } }, { fields: ['userId'] });
    return [...new Set(rows.map((r) => r.userId))];
  }

  /** Data export: the documents with their review history, and each file under `documents/`. */
  async exportUser(userId: string): Promise<PersonalData> {
    const documents = await this.em.find(DocumentFile, { userId }, { orderBy: { createdAt: 'asc' } });
    const checks = new Map((await this.em.find(CvCheck, { documentId: documents.map((d) => d.id) })).map((c) => [c.documentId, c]));
    return {
      name: 'documents',
      // A CV carries its Swiss CV check (issue 32).
      records: (await this.dtos(userId)).map((dto) => {
        const check = checks.get(dto.id);
        return check ? { ...dto, cv_check: { status: check.status, pages: check.pages, checked_at: check.checkedAt?.toISOString() ?? null, rules: check.rules } } : dto;
      }),
      objects: documents.map((d) => ({ path: `documents/${d.type}${d.storageUrl.slice(d.storageUrl.lastIndexOf('.'))}`, key: d.storageUrl })),
    };
  }

  /** `GET /api/documents`: the client's current documents, newest first, each with its review history (`documentsOf`). */
  async list(userId: string): Promise<JsonText<DocumentDto[]>> {
    return new JsonText(await this.kept.through(userId, `documents:${userId}`, async () => Buffer.from(await this.listText(userId))));
  }

  /** The list read now, in the caller's transaction if there is one: never kept. */
  private async listText(userId: string): Promise<string> {
    const [{ list }] = await DOCUMENT_LIST.run(this.em, { userId });
    return list;
  }

  /** The user's documents with their histories, newest first, as objects (a single document's answer, an export). */
  private async dtos(userId: string): Promise<DocumentDto[]> {
    return JSON.parse(await this.listText(userId)) as DocumentDto[];
  }

  /** One document's DTO, as the lists send it. */
  private async dto(document: DocumentFile): Promise<DocumentDto> {
    return (await this.dtos(document.userId)).find((d) => d.id === document.id) as DocumentDto;
  }

  /**
   * New upload or replacement of a pending or rejected one. Order matters, so a crash anywhere loses nothing and
   * leaves nothing (PendingObjects): the new object is recorded, then written under a key of its own; one
   * transaction makes the row name it and records the version it replaces; the old object is deleted last. Until
   * that transaction commits, the client's current document is the previous one, whole.
   */
  async upload(userId: string, kind: DocumentType, upload: Buffer): Promise<DocumentDto> {
    const { body, mimeType, extension } = await checkUpload(upload, DOCUMENT_KINDS[kind].mimeTypes, kind === 'photo' ? DOCUMENT_ERRORS.imageOnly : DOCUMENT_ERRORS.pdfOnly);
    const previous = await this.em.findOne(DocumentFile, { userId, type: kind });
    if (previous?.status === 'valide') throw Errors.conflict(DOCUMENT_ERRORS.validatedLocked);

    const now = this.clock.now();
    let key = storageKey(userId, kind, now.getTime(), extension);
    // Never overwrite the current object, even when two uploads share a millisecond.
    if (key === previous?.storageUrl) key = storageKey(userId, kind, now.getTime() + 1, extension);
    await this.pending.expect(key);

    let document: DocumentFile;
    let replaced: { key: string; job: { documentId: string; version: number } } | null;
    try {
      await this.storage.put(key, body, mimeType);
      ({ document, replaced } = await this.em.transactional(async (em) => {
        // Locked, and checked again: a review or another upload may have landed since the first read.
        const current = await em.findOne(DocumentFile, { userId, type: kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (current?.status === 'valide') throw Errors.conflict(DOCUMENT_ERRORS.validatedLocked);
        // The version this one replaces, as locked (not as first read): a concurrent upload may have replaced it.
        const replaced = current && { key: current.storageUrl, job: { documentId: current.id, version: current.createdAt.getTime() } };
        await this.pending.swap(em, key, replaced ? [replaced.key] : []);
        const fields = {
          storageUrl: key,
          size: body.length,
          mimeType,
          status: 'en_attente' as const,
          validationDeadline: this.calendar.addWorkingHours(now, VALIDATION_WORKING_HOURS),
          reviewerId: null,
          reviewedAt: null,
          reviewerNotes: null,
          expiredAt: null,
          createdAt: now,
        };
        const saved = current ? em.assign(current, fields) : em.create(DocumentFile, { userId, type: kind, ...fields });
        await this.recomputeProgress(em, userId);
        // A new CV's check starts over: the previous version's verdicts go with it.
        if (kind === 'cv') await em.upsert(CvCheck, { documentId: saved.id, version: now, status: 'en_cours', pages: null, rules: [], checkedAt: null });
        return { document: saved, replaced };
      }));
    } catch (error) {
      await this.pending.release([key]);
      throw error;
    }

    if (replaced) {
      await this.pending.release([replaced.key]);
      await this.deadlines.cancel(replaced.job);
    }
    await this.deadlines.schedule(document);
    if (kind === 'cv') await this.cvChecks.schedule({ documentId: document.id, version: now.getTime() });
    return this.dto(document);
  }

  /** axel's user detail: the user's current documents with their histories and signed links. */
  async listWithLinks(userId: string): Promise<AdminDocument[]> {
    const dtos = await this.dtos(userId);
    // The storage keys are no part of the DTO. A document erased between the two reads is left out, rather
    // than failing the page (a replaced one keeps its id and brings its new key).
    const keys = new Map((await this.em.find(DocumentFile, { id: dtos.map((d) => d.id) }, { fields: ['storageUrl'] })).map((d) => [d.id, d.storageUrl]));
    return Promise.all(
      dtos.flatMap((dto) => {
        const key = keys.get(dto.id);
        if (key === undefined) return [];
        return [this.storage.signedGetUrl(key, SIGNED_LINK_SECONDS, dto.mime_type).then((link) => ({ ...dto, link: { url: link.url, expires_at: link.expiresAt.toISOString() } }))];
      }),
    );
  }

  /** A signed download link for the owner (paid), the client's assigned coach, or axel. */
  async link(caller: Caller, id: string): Promise<SignedLink> {
    const document = await this.em.findOne(DocumentFile, { id });
    if (!document) throw Errors.notFound();
    await this.requireAccess(caller, document, 'read');
    const link = await this.storage.signedGetUrl(document.storageUrl, SIGNED_LINK_SECONDS, document.mimeType);
    return { url: link.url, expires_at: link.expiresAt.toISOString() };
  }

  /**
   * The Swiss CV check of a CV's current version (issue 32): its staff (assigned coach, axel) at any time, to review
   * with it; its owner once the version is reviewed (before: `en_attente_revue`, no rule), as the issue asks.
   */
  async cvCheck(caller: Caller, id: string): Promise<CvCheckDto> {
    const document = await this.em.findOne(DocumentFile, { id });
    if (!document) throw Errors.notFound();
    await this.requireAccess(caller, document, 'read');
    const check = await this.em.findOne(CvCheck, { documentId: id });
    if (!check) throw Errors.notFound();
    const answer = { document_id: id, version: check.version.toISOString() };
    if (caller.id === document.userId && document.status === 'en_attente') return { ...answer, status: 'en_attente_revue', pages: null, checked_at: null, rules: [] };
    return { ...answer, status: check.status, pages: check.pages, checked_at: check.checkedAt?.toISOString() ?? null, rules: check.rules };
  }

  /** Validate or reject a pending document: verdict, history row, progress, jobs cancelled, client told. */
  async review(caller: Caller, id: string, verdict: Verdict): Promise<DocumentDto> {
    const found = await this.em.findOne(DocumentFile, { id });
    if (!found) throw Errors.notFound();
    await this.requireAccess(caller, found, 'review');
    const now = this.clock.now();
    const note = verdict.status === 'a_corriger' ? verdict.reason : null;
    const document = await this.em.transactional(async (em) => {
      const current = await em.findOneOrFail(DocumentFile, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (current.status !== 'en_attente') throw Errors.conflict(DOCUMENT_ERRORS.notPending);
      em.assign(current, { status: verdict.status, reviewerId: caller.id, reviewedAt: now, reviewerNotes: note });
      em.create(DocumentReview, { userId: current.userId, documentType: current.type, verdict: verdict.status, note, reviewerId: caller.id, reviewedAt: now });
      await this.recomputeProgress(em, current.userId);
      this.audit.record(em, {
        actorId: caller.id,
        action: verdict.status === 'valide' ? 'document.validate' : 'document.reject',
        target: { type: 'document', id },
        details: { user_id: current.userId, type: current.type, ...(note && { reason: note }) },
      });
      const label = DOCUMENT_KINDS[current.type].label;
      await this.notifications.notify(em, {
        userId: current.userId,
        kind: verdict.status === 'valide' ? 'document_validated' : 'document_rejected',
        title: verdict.status === 'valide' ? `Document validé : ${label}` : `Document à corriger : ${label}`,
        body: note ?? 'Votre accompagnateur a validé ce document.',
        link: PAGES.uploads.path,
        eventKey: `document:${current.id}:${current.createdAt.getTime()}`,
        subjectId: current.userId,
      });
      return current;
    });
    await this.deadlines.cancel({ documentId: document.id, version: document.createdAt.getTime() });
    await this.notifyClient(document);
    return this.dto(document);
  }

  /** Inside the transaction that changed a document: the stored progress moves with it. */
  private async recomputeProgress(em: EntityManager, userId: string): Promise<void> {
    await em.flush();
    const statuses = (await em.find(DocumentFile, { userId }, { fields: ['status'] })).map((d) => d.status);
    await this.profiles.setDocuments(em, userId, documentsProgress(statuses), documentsState(statuses));
  }

  /** The verdict by e-mail (made by VerdictMails), unless the client turned that kind's e-mails off (the bell has it either way). */
  private async notifyClient(document: DocumentFile): Promise<void> {
    const verdict = document.status === 'valide' ? 'valide' : 'a_corriger';
    await this.notifications.email(verdict === 'valide' ? 'document_validated' : 'document_rejected', document.userId, VERDICT_SUBJECTS[verdict]);
  }

  /**
   * Ownership (DESIGN "Ownership"): the client itself (reading only, paid), and staff as for any of the client's
   * files (its coach, axel); another client's file, or one of a client not assigned to this coach, as if it did not exist.
   */
  private async requireAccess(caller: Caller, document: DocumentFile, action: 'read' | 'review'): Promise<void> {
    if (action === 'read' && caller.id === document.userId) {
      if (!(await this.profiles.hasPaid(caller.id))) throw Errors.paymentRequired();
      return;
    }
    await this.assignments.requireClientAccess(caller, document.userId);
  }
}
