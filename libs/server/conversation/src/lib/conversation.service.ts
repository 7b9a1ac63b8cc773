import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ASSIGNMENT_ERRORS,
  CLIENT_ROLES,
  CONVERSATION_ERRORS,
  CONVERSATION_TEXTS,
  type ConversationAnswerer,
  type MessageAttachmentDto,
  MESSAGE_ATTACHMENT_TYPES,
  type ConversationDto,
  type LatestMessageDto,
  messageExcerpt,
  MESSAGE_LIMITS,
  MESSAGE_SENDER_KINDS,
  MESSAGE_SENDER_LABELS,
  PAGES,
  pathTo,
  SIGNED_LINK_SECONDS,
  type SignedLink,
  type MessageDto,
  type MessageSenderKind,
  ROLE,
  type UnreadDto,
} from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import {
  AuditService,
  type Caller,
  checkUpload,
  Clock,
  currentRequestId,
  Errors,
  GroupCommit,
  type KeptReads,
  LiveEvents,
  PendingObjects,
  type PersonalData,
  RateLimiter,
  ReadModel,
  StoragePort,
  type Upload,
} from '@capsuisse/server-core';
import { ProfilesService, RolesService } from '@capsuisse/server-profiles';
import {
  AXELS_UNREAD,
  CLIENTS_OF_COACHES,
  COACH_NAMES,
  LATEST_FROM_STAFF,
  MESSAGE_AT,
  type MessageColumns,
  NAMES_OF,
  THREAD_PAGE,
  THREAD_PEOPLE,
  THREAD_READS,
  THREADS_AUDIENCE,
  UNREAD_IN_THREAD,
  UNREAD_PAIRS,
  WRITE_MESSAGES,
} from './conversation.reads';
import { ConversationRead, Message } from './message.entity';
import { NotificationsService } from './notifications/notifications.service';

const MINUTE_MS = 60_000;

/** The most messages written in one transaction. */
const BATCH = 100;

/** Readers' counts in one thread kept at most; as many coaches' clients. */
const UNREAD_PAIRS_KEPT = 50_000;

/** How much of a message its notification shows: the thread has the rest. */
const EXCERPT = 200;

/** A message's event (its notification's key), or with no message id the prefix of a thread's. */
const messageEventKey = (clientId: string, messageId: string) => `message:${clientId}:${messageId}`;

/** Where each role reads a client's thread. */
function threadPageOf(role: string, clientId: string): string {
  if (role === ROLE.axel) return pathTo(PAGES.userDetail.path, { userId: clientId });
  if (role === ROLE.coach) return PAGES.coachDashboard.path;
  return PAGES.messages.path;
}

// Characters no file name keeps: controls, and the bidirectional overrides that make a name read other than it is.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** The name a file keeps: the last segment of what was sent, cleaned, cut to the limit, with its checked type's extension. */
export function attachmentName(sent: string, extension: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '').replace(UNSAFE_IN_NAMES, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').trim() || 'fichier';
  return `${Array.from(stem).slice(0, MESSAGE_LIMITS.attachmentName - extension.length - 1).join('').trimEnd()}.${extension}`;
}

const senderKindOf = (caller: Pick<Caller, 'role'>): MessageSenderKind => (caller.role === ROLE.axel ? 'axel' : caller.role === ROLE.coach ? 'coach' : 'client');
const asKind = (kind: string): MessageSenderKind => MESSAGE_SENDER_KINDS.find((k) => k === kind) ?? 'client';

interface StoredFile {
  key: string;
  attachment: MessageAttachmentDto;
}

/** A message on its way to the database, written with those sent meanwhile (`GroupCommit`). */
interface Draft {
  id: string;
  clientId: string;
  sender: Pick<Caller, 'id' | 'role'>;
  body: string;
  file: StoredFile | undefined;
  createdAt: Date;
  /** The request that sent it, for axel's audit entry: the batch is written outside any one request. */
  requestId: string | null;
}

/** A reader's count in one thread is kept as `<reader>:<client>` (a uuid holds no colon). */
const pairOf = (readerId: string, clientId: string) => `${readerId}:${clientId}`;
const readerOf = (pair: string) => pair.slice(0, pair.indexOf(':'));
const threadOf = (pair: string) => pair.slice(pair.indexOf(':') + 1);

/** A written message, and its live events (sent once its batch's are). */
interface Posted {
  message: MessageDto;
  announced: Promise<void>;
}

/** Writing is reading: each sender has read its thread up to its own message (its latest, if it sent several). */
function sendersReads(drafts: readonly Draft[]): ConversationRead[] {
  const latest = new Map<string, ConversationRead>();
  for (const d of drafts) {
    const key = `${d.clientId} ${d.sender.id}`;
    const read = latest.get(key);
    if (!read || read.readAt < d.createdAt) latest.set(key, { clientId: d.clientId, userId: d.sender.id, readAt: d.createdAt });
  }
  return [...latest.values()];
}

/** A batch's messages and their senders' reads as `WRITE_MESSAGES` takes them: a column per array. */
function messageColumns(drafts: readonly Draft[]): MessageColumns {
  const reads = sendersReads(drafts);
  return {
    ids: drafts.map((d) => d.id),
    clientIds: drafts.map((d) => d.clientId),
    senderIds: drafts.map((d) => d.sender.id),
    senderKinds: drafts.map((d) => senderKindOf(d.sender)),
    bodies: drafts.map((d) => d.body),
    attachmentKeys: drafts.map((d) => d.file?.key ?? null),
    attachmentNames: drafts.map((d) => d.file?.attachment.name ?? null),
    attachmentMimes: drafts.map((d) => d.file?.attachment.mime_type ?? null),
    attachmentSizes: drafts.map((d) => d.file?.attachment.size ?? null),
    createdAt: drafts.map((d) => d.createdAt.toISOString()),
    readClientIds: reads.map((r) => r.clientId),
    readUserIds: reads.map((r) => r.userId),
    readAt: reads.map((r) => r.readAt.toISOString()),
  };
}

/**
 * Issue 30: a client's thread. The client writes in its own (paid, as every client feature); its staff (the
 * coach assigned now, who reads the whole history, or axel, audited) in any client's they may open.
 */
@Injectable()
export class ConversationService implements OnModuleInit {
  private readonly logger = new Logger('ConversationService');
  private readonly writes = new GroupCommit<Draft, Posted>((drafts) => this.writeAll(drafts), BATCH);
  // Each batch's live events after the previous batch's: a badge never goes back to an older count.
  private announcing: Promise<void> = Promise.resolve();
  private readonly threadUnread: KeptReads<number>;
  private readonly coachClients: KeptReads<readonly string[]>;

  constructor(
    private readonly em: EntityManager,
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly live: LiveEvents,
    private readonly notifications: NotificationsService,
    private readonly storage: StoragePort,
    private readonly pending: PendingObjects,
    model: ReadModel,
  ) {
    this.threadUnread = model.kept<number>({ budget: UNREAD_PAIRS_KEPT });
    this.coachClients = model.kept<readonly string[]>({ weigh: (clients) => clients.length + 1, budget: UNREAD_PAIRS_KEPT });
  }

  onModuleInit(): void {
    this.assignments.onAssigned((change) => this.announceAssignment(change));
  }

  /** The client's own thread. */
  mine(caller: Caller, before: string | undefined): Promise<ConversationDto> {
    return this.thread(caller, caller.id, before);
  }

  /** The dashboard's card: the newest message from the client's staff, and whether the client has read it. */
  async latest(caller: Caller): Promise<LatestMessageDto> {
    const [[row], [read]] = await Promise.all([LATEST_FROM_STAFF.run(this.em, { clientId: caller.id }), THREAD_READS.run(this.em, { clientIds: [caller.id] })]);
    if (!row) return { message: null, unread: false };
    return { message: { ...row, sender_kind: asKind(row.sender_kind) }, unread: !read?.client || read.client < row.created_at };
  }

  /** A client's thread as its staff read it (404 when not theirs, as for an unknown id). */
  async ofClient(caller: Caller, clientId: string, before: string | undefined): Promise<ConversationDto> {
    await this.requireStaff(caller, clientId);
    if (caller.role === ROLE.axel) await this.record(caller, 'conversation.view', clientId, {});
    return this.thread(caller, clientId, before);
  }

  /** The client writes to its coach (or the team). */
  send(caller: Caller, body: string): Promise<MessageDto> {
    return this.post(caller, caller.id, body);
  }

  /** Staff write in a paid client's thread. */
  async sendTo(caller: Caller, clientId: string, body: string): Promise<MessageDto> {
    await this.requireWritable(caller, clientId);
    return this.post(caller, clientId, body);
  }

  /** A message with a file, in the caller's own thread (a client) or a client's (staff). */
  async sendFile(caller: Caller, clientId: string, body: string, upload: Upload): Promise<MessageDto> {
    if (clientId !== caller.id) await this.requireWritable(caller, clientId);
    return this.post(caller, clientId, body, upload);
  }

  /** A signed link to a message's file, for the client of the thread or its staff; another thread's, or none: 404. */
  async attachmentLink(caller: Caller, clientId: string, messageId: string): Promise<SignedLink> {
    if (clientId !== caller.id) await this.requireStaff(caller, clientId);
    const message = await this.em.findOne(Message, { id: messageId, clientId, attachmentKey: { $ne: null } }, { fields: ['attachmentKey', 'attachmentMime'] });
    if (!message?.attachmentKey || !message.attachmentMime) throw Errors.notFound();
    const link = await this.storage.signedGetUrl(message.attachmentKey, SIGNED_LINK_SECONDS, message.attachmentMime);
    return { url: link.url, expires_at: link.expiresAt.toISOString() };
  }

  /** Marks the thread read up to now for the caller; answers what still waits for it everywhere. */
  async markRead(caller: Caller, clientId: string): Promise<UnreadDto> {
    if (clientId !== caller.id) await this.requireStaff(caller, clientId);
    const now = this.clock.now();
    await this.em.transactional(async (em) => {
      await em.upsert(ConversationRead, { clientId, userId: caller.id, readAt: now }, { onConflictFields: ['clientId', 'userId'], onConflictAction: 'merge' });
      await this.notifications.readMatching(em, caller.id, 'message', messageEventKey(clientId, ''));
    });
    const unread = await this.unread(caller);
    await this.announceRead(clientId, caller.id, unread);
    return unread;
  }

  /** What waits for the caller: its own thread (a client), its clients' (a coach), the threads no coach answers (axel). */
  unread(caller: Pick<Caller, 'id' | 'role'>): Promise<UnreadDto> {
    return this.unreadOf(caller.id, caller.role);
  }

  /** Data export: the client's thread, every message, and the files under `messages/`. */
  async exportUser(userId: string): Promise<PersonalData> {
    const messages: MessageDto[] = [];
    for (let before: string | undefined, more = true; more; before = messages[0]?.id) {
      const page = await this.page(userId, before);
      messages.unshift(...page.messages);
      more = page.hasMore;
    }
    const files = await this.em.find(Message, { clientId: userId, attachmentKey: { $ne: null } }, { fields: ['id', 'attachmentKey', 'attachmentName'], orderBy: { createdAt: 'asc' } });
    return { name: 'messages', records: messages, objects: files.map((m) => ({ path: `messages/${m.id}/${m.attachmentName}`, key: m.attachmentKey ?? '' })) };
  }

  /**
   * Account deletion: the client's thread goes, with its files (their keys returned, deleted after the commit);
   * what the user wrote in others' threads stays, unsigned.
   */
  async forgetUser(em: EntityManager, userId: string): Promise<{ messages: number; objects: string[] }> {
    const files = await em.find(Message, { clientId: userId, attachmentKey: { $ne: null } }, { fields: ['attachmentKey'] });
    await em.nativeDelete(ConversationRead, { $or: [{ clientId: userId }, { userId }] });
    await em.nativeUpdate(Message, { senderId: userId }, { senderId: null });
    const messages = await em.nativeDelete(Message, { clientId: userId });
    return { messages, objects: files.flatMap((m) => (m.attachmentKey ? [m.attachmentKey] : [])) };
  }

  /**
   * A message, with its file when one is sent: checked as documents are (type from the bytes, content bounded),
   * then stored under a key of its own before the transaction that names it (PendingObjects: a crash anywhere
   * leaves no object that no message names, and no message without its object). Messages sent while a batch is
   * written go together in the next one (docs/architecture.md, "Conversation and notifications").
   */
  private async post(caller: Caller, clientId: string, body: string, upload?: Upload): Promise<MessageDto> {
    await this.limiter.admitUser(`messages:${caller.id}`, MESSAGE_LIMITS.perMinute, MINUTE_MS, CONVERSATION_ERRORS.tooMany);
    const id = randomUUID();
    const file = upload && (await this.store(clientId, id, upload));
    const draft: Draft = { id, clientId, sender: { id: caller.id, role: caller.role }, body, file, createdAt: this.clock.now(), requestId: currentRequestId() };
    const posted = await this.writes.add(draft).catch(async (error: unknown) => {
      // Not written: its file goes too.
      if (file) await this.pending.release([file.key]);
      throw error;
    });
    await posted.announced;
    return posted.message;
  }

  /** The file checked and put under the thread's folder, recorded as pending until its message commits. */
  private async store(clientId: string, messageId: string, upload: Upload): Promise<StoredFile> {
    const checked = await checkUpload(upload.bytes, MESSAGE_ATTACHMENT_TYPES, CONVERSATION_ERRORS.attachmentType);
    const key = `${clientId}/message-${messageId}.${checked.extension}`;
    await this.pending.expect(key);
    try {
      await this.storage.put(key, checked.body, checked.mimeType);
    } catch (error) {
      await this.pending.release([key]);
      throw error;
    }
    return { key, attachment: { name: attachmentName(upload.name, checked.extension), mime_type: checked.mimeType, size: checked.body.length } };
  }

  /** A batch of messages in one transaction, each with its sender's read and its notifications; then their live events. */
  private async writeAll(drafts: readonly Draft[]): Promise<Posted[]> {
    const clientIds = [...new Set(drafts.map((d) => d.clientId))];
    // Who the batch tells, read beside its transaction: at READ COMMITTED a statement inside it would see the same.
    const told = Promise.all([THREADS_AUDIENCE.run(this.em, { clientIds }), NAMES_OF.run(this.em, { userIds: [...new Set(drafts.map((d) => d.sender.id))] })]);
    // Awaited inside the transaction; if that fails first, this is not an unhandled rejection.
    told.catch(() => undefined);
    const { audience, names } = await this.em.fork().transactional(async (em) => {
      await WRITE_MESSAGES.run(em, messageColumns(drafts));
      for (const { file } of drafts) if (file) await this.pending.swap(em, file.key, []);
      for (const d of drafts) {
        if (d.sender.role === ROLE.axel) this.audit.record(em, { actorId: d.sender.id, action: 'conversation.message', target: { type: 'user', id: d.clientId }, details: { message_id: d.id }, requestId: d.requestId });
      }
      const [audience, nameRows] = await told;
      const names = new Map(nameRows.map((row) => [row.user_id, row.name]));
      await this.notifications.notifyAll(
        em,
        drafts.flatMap((d) => {
          const senderKind = senderKindOf(d.sender);
          const attachment = d.file?.attachment ?? null;
          return audience
            .filter((person) => person.client_id === d.clientId && person.user_id !== d.sender.id)
            .map((person) => ({
              userId: person.user_id,
              kind: 'message' as const,
              title: `Nouveau message de ${names.get(d.sender.id) || MESSAGE_SENDER_LABELS[senderKind]}`,
              body: messageExcerpt({ body: d.body, attachment }, EXCERPT),
              link: threadPageOf(person.role, d.clientId),
              eventKey: messageEventKey(d.clientId, d.id),
              subjectId: d.clientId,
            }));
        }),
      );
      return { audience, names };
    });
    const messages = drafts.map(
      (d): MessageDto => ({
        id: d.id,
        client_id: d.clientId,
        sender_id: d.sender.id,
        sender_kind: senderKindOf(d.sender),
        sender_name: names.get(d.sender.id) ?? '',
        body: d.body,
        attachment: d.file?.attachment ?? null,
        created_at: d.createdAt.toISOString(),
      }),
    );
    // Each thread's people and its senders (axel writing where a coach answers is not among the people).
    const people = [...audience, ...drafts.map((d) => ({ client_id: d.clientId, user_id: d.sender.id, role: d.sender.role }))];
    const announced = (this.announcing = this.announcing.then(() => this.announceMessages(messages, people)));
    return messages.map((message) => ({ message, announced }));
  }

  private async unreadOf(userId: string, role: string): Promise<UnreadDto> {
    return { messages: (await this.unreadOfMany([{ id: userId, role }])).get(userId) ?? 0 };
  }

  /**
   * What waits for each reader: its own thread (a client), its clients' (a coach), those no coach answers (axel).
   * A reader's count in each thread is kept until that thread moves, and a coach's clients until its page does,
   * so after a batch of messages only the threads it changed are read again.
   */
  private async unreadOfMany(readers: readonly { id: string; role: string }[]): Promise<Map<string, number>> {
    const coaches = readers.filter((r) => r.role === ROLE.coach).map((r) => r.id);
    const clientsOf = await this.coachClients.many(coaches, (id) => `clients:${id}`, (id) => [`coach-page:${id}`], async (missing) => {
      const lists = new Map(missing.map((id) => [id, [] as string[]]));
      for (const row of await CLIENTS_OF_COACHES.run(this.em, { coachIds: missing })) lists.get(row.accompagnateur_id)?.push(row.client_id);
      return lists;
    });
    const clientsOfCoach = new Map(coaches.map((id, i) => [id, clientsOf[i] ?? []]));
    const threadsOf = new Map(readers.filter((r) => r.role !== ROLE.axel).map((r) => [r.id, clientsOfCoach.get(r.id) ?? [r.id]]));
    const pairs = [...threadsOf].flatMap(([reader, clients]) => clients.map((client) => pairOf(reader, client)));
    const counts = await this.threadUnread.many(pairs, (pair) => `unread:${pair}`, (pair) => [`thread:${threadOf(pair)}`], async (missing) => {
      const rows = await UNREAD_PAIRS.run(this.em, { readerIds: missing.map(readerOf), clientIds: missing.map(threadOf) });
      return new Map(rows.map((row) => [pairOf(row.reader_id, row.client_id), row.messages]));
    });
    const totals = new Map<string, number>();
    pairs.forEach((pair, i) => totals.set(readerOf(pair), (totals.get(readerOf(pair)) ?? 0) + (counts[i] ?? 0)));
    // Axels count the threads no coach answers: every axel's in one statement, read only when one is asked for.
    const axels = readers.some((r) => r.role === ROLE.axel) ? new Map((await AXELS_UNREAD.run(this.em, {})).map((a) => [a.user_id, a.unread])) : new Map<string, number>();
    for (const reader of readers) totals.set(reader.id, reader.role === ROLE.axel ? (axels.get(reader.id) ?? 0) : (totals.get(reader.id) ?? 0));
    return totals;
  }

  /**
   * Once a batch is committed, to each thread's people (the client, its coaches, or axel while it has none) and its
   * senders: the messages, the threads' receipts, and each one's unread count (their notifications' events go with
   * the commit). The messages stand whatever happens here: a page that misses them reloads on reconnect.
   */
  private async announceMessages(messages: readonly MessageDto[], people: readonly { client_id: string; user_id: string; role: string }[]): Promise<void> {
    const threads = new Map(messages.map((m) => [m.client_id, new Set<string>()]));
    for (const person of people) threads.get(person.client_id)?.add(person.user_id);
    try {
      const readers = [...new Map(people.map((p) => [p.user_id, { id: p.user_id, role: p.role }])).values()];
      const [unread, reads] = await Promise.all([this.unreadOfMany(readers), THREAD_READS.run(this.em, { clientIds: [...threads.keys()] })]);
      const receipts = new Map(reads.map((r) => [r.client_id, { client: r.client, staff: r.staff }]));
      await this.live.publish(
        ...messages.map((message) => ({ to: [...(threads.get(message.client_id) ?? [])], event: { type: 'message' as const, message } })),
        ...[...threads].map(([clientId, everyone]) => ({ to: [...everyone], event: { type: 'read' as const, client_id: clientId, read: receipts.get(clientId) ?? { client: null, staff: null } } })),
        ...[...unread].map(([userId, messages]) => ({ to: [userId], event: { type: 'unread' as const, unread: { messages } } })),
      );
    } catch (error) {
      this.logger.error(`live events of threads ${[...threads.keys()].join(', ')} not sent: ${String(error)}`);
    }
  }

  /**
   * Once a client is assigned: the coach now reads its thread (and its unread messages), the team no longer
   * does; their badges move. The client's page learns who answers at its next load.
   */
  private async announceAssignment({ coachId, clientId }: { coachId: string; clientId: string }): Promise<void> {
    try {
      const [coach, axels] = await Promise.all([this.unreadOf(coachId, ROLE.coach), AXELS_UNREAD.run(this.em, {})]);
      await this.live.publish({ to: [coachId], event: { type: 'unread', unread: coach } }, ...axels.map((a) => ({ to: [a.user_id], event: { type: 'unread' as const, unread: { messages: a.unread } } })));
    } catch (error) {
      this.logger.error(`live events of the assignment of ${clientId} not sent: ${String(error)}`);
    }
  }

  /** Once a read is committed: the thread's receipts to its people and the reader, and the reader's unread count. */
  private async announceRead(clientId: string, readerId: string, unread: UnreadDto): Promise<void> {
    try {
      const [people, [read]] = await Promise.all([THREAD_PEOPLE.run(this.em, { clientId }), THREAD_READS.run(this.em, { clientIds: [clientId] })]);
      const everyone = [...new Set([readerId, ...people.map((p) => p.user_id)])];
      await this.live.publish(
        { to: everyone, event: { type: 'read', client_id: clientId, read: { client: read?.client ?? null, staff: read?.staff ?? null } } },
        { to: [readerId], event: { type: 'unread', unread } },
      );
    } catch (error) {
      this.logger.error(`live events of thread ${clientId} not sent: ${String(error)}`);
    }
  }

  private async thread(caller: Caller, clientId: string, before: string | undefined): Promise<ConversationDto> {
    const [page, [read], unread, answerer] = await Promise.all([
      this.page(clientId, before),
      THREAD_READS.run(this.em, { clientIds: [clientId] }),
      UNREAD_IN_THREAD.run(this.em, { clientId, readerId: caller.id }),
      this.answererOf(clientId),
    ]);
    return {
      client_id: clientId,
      messages: page.messages,
      has_more: page.hasMore,
      read: { client: read?.client ?? null, staff: read?.staff ?? null },
      answerer,
      unread: Number(unread[0]?.messages ?? 0),
    };
  }

  /** `MESSAGE_LIMITS.page` messages before `before` (or the newest), oldest first. */
  private async page(clientId: string, before: string | undefined): Promise<{ messages: MessageDto[]; hasMore: boolean }> {
    let cursor: { at: string; id: string } | null = null;
    if (before) {
      const [at] = await MESSAGE_AT.run(this.em, { clientId, id: before });
      if (!at) throw Errors.invalid(CONVERSATION_ERRORS.before);
      cursor = { at: at.created_at, id: at.id };
    }
    const rows = await THREAD_PAGE.run(this.em, { clientId, beforeAt: cursor?.at ?? null, beforeId: cursor?.id ?? null, limit: MESSAGE_LIMITS.page + 1 });
    const hasMore = rows.length > MESSAGE_LIMITS.page;
    return { messages: rows.slice(0, MESSAGE_LIMITS.page).reverse().map((r) => ({ ...r, sender_kind: asKind(r.sender_kind) })), hasMore };
  }

  private async answererOf(clientId: string): Promise<ConversationAnswerer> {
    const coaches = await COACH_NAMES.run(this.em, { clientId });
    return coaches.length ? { kind: 'coach', name: coaches.map((c) => c.name).join(', ') } : { kind: 'axel', name: CONVERSATION_TEXTS.teamName };
  }

  /** Staff writing to a client: as `requireStaff`, and the client has paid (409 otherwise: its thread opens then). */
  private async requireWritable(caller: Caller, clientId: string): Promise<void> {
    await this.requireStaff(caller, clientId);
    if (!(await this.profiles.hasPaid(clientId))) throw Errors.conflict(CONVERSATION_ERRORS.unpaidClient);
  }

  /** Staff of a client: its coach now, or axel; the account must be a client's (404 otherwise, as for an unknown id). */
  private async requireStaff(caller: Caller, clientId: string): Promise<void> {
    await this.assignments.requireClientAccess(caller, clientId);
    if (!CLIENT_ROLES.includes(await this.roles.roleOf(clientId))) throw Errors.notFound(ASSIGNMENT_ERRORS.notClient);
  }

  private async record(caller: Caller, action: string, clientId: string, details: Record<string, unknown>): Promise<void> {
    await this.em.transactional(async (em) => {
      this.audit.record(em, { actorId: caller.id, action, target: { type: 'user', id: clientId }, details });
    });
  }
}
