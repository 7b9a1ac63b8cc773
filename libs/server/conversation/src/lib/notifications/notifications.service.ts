import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API,
  type MailKind,
  NOTIFICATION_ERRORS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationKind,
  type NotificationPreferenceDto,
  type NotificationsDto,
  type NotificationsUnreadDto,
  notificationKindsOf,
  type Role,
} from '@capsuisse/contracts';
import { AppConfig, type Caller, Clock, Errors, LiveEvents, MailService, type PersonalData, type StoredMail } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { Notification, NotificationPreference } from './notification.entity';
import { EMAILS_OFF, NOTIFICATION_PAGE, NOTIFICATION_UNREAD, NOTIFY_ALL } from './notifications.reads';

/** An event to tell one person of; `eventKey` names the event, so that it is told once however often it is reported. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page it leads to (a path of the web app). */
  link: string;
  eventKey: string;
  /** The person the event is about (the client of a message or a document), so that erasing them erases it; none for no one. */
  subjectId?: string | null;
}

/** The kinds whose e-mails are made at each try, with the unsubscribe headers of their kind (`message` mails are the stored ones). */
export type NotificationMailKind = Exclude<Extract<MailKind, NotificationKind>, 'message'>;

/** A kind's e-mail to `userId`, given the person's unsubscribe token for that kind; null once the person or the event is gone. */
export type NotificationMailRenderer = (userId: string, unsubscribeToken: string) => Promise<StoredMail | null>;

/**
 * Issue 30: the notification centre. Domains record events inside the transaction that makes them (`notify`),
 * so an event and its notification commit together; whether its e-mail goes is each person's choice per kind.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');
  /** Whom each transaction told of something: their bells hear of it once it commits, never if it rolls back. */
  private readonly told = new WeakMap<EntityManager, Set<string>>();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly profiles: ProfilesService,
    private readonly live: LiveEvents,
    private readonly mail: MailService,
  ) {}

  /**
   * Records the event for its person, inside the caller's transaction (its top level: the live event waits for its
   * commit); false when it was told already. The person's open pages hear `notification` once the transaction commits.
   */
  async notify(em: EntityManager, input: NotificationInput): Promise<boolean> {
    return (await this.notifyAll(em, [input])) > 0;
  }

  /** Several events at once, each as `notify` records it, in one statement (a batch of messages); how many were new. */
  async notifyAll(em: EntityManager, inputs: readonly NotificationInput[]): Promise<number> {
    if (!inputs.length) return 0;
    const inserted = await NOTIFY_ALL.run(em, {
      ids: inputs.map(() => randomUUID()),
      userIds: inputs.map((input) => input.userId),
      subjectIds: inputs.map((input) => input.subjectId ?? null),
      kinds: inputs.map((input) => input.kind),
      titles: inputs.map((input) => input.title),
      bodies: inputs.map((input) => input.body),
      links: inputs.map((input) => input.link),
      eventKeys: inputs.map((input) => input.eventKey),
      createdAt: this.clock.now().toISOString(),
    });
    for (const row of inserted) this.announceOnCommit(em, row.user_id);
    return inserted.length;
  }

  /**
   * How a kind's e-mail is made, at each try: `render` gives the mail (the token for a footer's link, if it shows
   * one), and it leaves with the kind's one-click headers (RFC 8058), which a stored mail cannot keep.
   */
  composeMails(kind: NotificationMailKind, render: NotificationMailRenderer): void {
    this.mail.composer(kind, async (userId) => {
      const token = this.unsubscribeToken(userId, kind);
      const mail = await render(userId, token);
      if (!mail) return null;
      const oneClick = `${this.config.publicUrl}/api${API.notifications.unsubscribe.path}?${new URLSearchParams({ token }).toString()}`;
      return { ...mail, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
    });
  }

  /** Queues a kind's e-mail to its person (made by the kind's composer), unless they turned that kind off. */
  async email(kind: NotificationMailKind, userId: string, subject: string): Promise<void> {
    if (!(await this.wantsEmail(userId, kind))) return;
    await this.mail.sendComposed(kind, await this.profiles.emailOf(userId), subject, userId);
  }

  /** The key of the newest event of `kind` the person was told of (what a composed mail of that kind is about), or null. */
  async newestEvent(userId: string, kind: NotificationKind): Promise<string | null> {
    const newest = await this.em.fork().findOne(Notification, { userId, kind }, { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['eventKey'] });
    return newest?.eventKey ?? null;
  }

  /** Whether the person wants this kind's e-mails (on until turned off). */
  async wantsEmail(userId: string, kind: NotificationKind): Promise<boolean> {
    return !(await EMAILS_OFF.run(this.em, { userId })).some((row) => row.kind === kind);
  }

  async list(caller: Caller, page = 1): Promise<NotificationsDto> {
    const limit = NOTIFICATION_LIMITS.page;
    const [rows, unread] = await Promise.all([NOTIFICATION_PAGE.run(this.em, { userId: caller.id, limit: limit + 1, offset: (page - 1) * limit }), this.unread(caller)]);
    return { items: rows.slice(0, limit), unread: unread.unread, has_more: rows.length > limit };
  }

  /** The bell's count alone. */
  async unread(caller: Caller): Promise<NotificationsUnreadDto> {
    const [row] = await NOTIFICATION_UNREAD.run(this.em, { userId: caller.id });
    return { unread: Number(row?.unread ?? 0) };
  }

  async readAll(caller: Caller): Promise<NotificationsDto> {
    await this.em.transactional((em) => em.nativeUpdate(Notification, { userId: caller.id, readAt: null }, { readAt: this.clock.now() }));
    return this.list(caller);
  }

  /** One notification opened: read (another person's, or none: 404). */
  async readOne(caller: Caller, id: string): Promise<NotificationsDto> {
    const changed = await this.em.transactional((em) => em.nativeUpdate(Notification, { id, userId: caller.id }, { readAt: this.clock.now() }));
    if (!changed) throw Errors.notFound();
    return this.list(caller);
  }

  /** What a page told of is seen once the page is read: its notifications of `kind` whose key starts with `prefix`. */
  async readMatching(em: EntityManager, userId: string, kind: NotificationKind, prefix: string): Promise<void> {
    await em.nativeUpdate(Notification, { userId, kind, eventKey: { $like: `${prefix.replace(/[\\%_]/g, '\\$&')}%` }, readAt: null }, { readAt: this.clock.now() });
  }

  async preferences(caller: Caller): Promise<NotificationPreferenceDto[]> {
    const off = new Set((await EMAILS_OFF.run(this.em, { userId: caller.id })).map((row) => row.kind));
    return notificationKindsOf(caller.role).map((kind) => ({ kind, label: NOTIFICATION_KIND_LABELS[kind], email: !off.has(kind) }));
  }

  async setPreference(caller: Caller, kind: NotificationKind, email: boolean): Promise<NotificationPreferenceDto[]> {
    if (!notificationKindsOf(caller.role).includes(kind)) throw Errors.invalid(NOTIFICATION_ERRORS.kindNotOffered);
    await this.setEmail(caller.id, kind, email);
    return this.preferences(caller);
  }

  /** The one-click link of an e-mail (RFC 8058): its token names the person and the kind, signed. */
  async unsubscribe(token: string): Promise<{ kind: NotificationKind; label: string }> {
    const found = this.readToken(token);
    if (!found) throw Errors.invalid(NOTIFICATION_ERRORS.unsubscribeInvalid);
    // An account erased since has no e-mails left to stop.
    if (await this.profiles.exists(found.userId)) await this.setEmail(found.userId, found.kind, false);
    return { kind: found.kind, label: NOTIFICATION_KIND_LABELS[found.kind] };
  }

  /** The token of a person's unsubscribe link for a kind: no expiry, as a mail may be opened months later. */
  unsubscribeToken(userId: string, kind: NotificationKind): string {
    const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The kinds a role receives, for the account page and the e-mails' footers. */
  kindsOf(role: Role): readonly NotificationKind[] {
    return notificationKindsOf(role);
  }

  async exportUser(userId: string): Promise<PersonalData> {
    const rows = await this.em.find(Notification, { userId }, { orderBy: { createdAt: 'asc' } });
    const prefs = await this.em.find(NotificationPreference, { userId });
    return {
      name: 'notifications',
      records: {
        notifications: rows.map((n) => ({ kind: n.kind, title: n.title, body: n.body, created_at: n.createdAt.toISOString(), read_at: n.readAt?.toISOString() ?? null })),
        emails_off: prefs.filter((p) => !p.email).map((p) => p.kind),
      },
    };
  }

  /** Account deletion: the user's notifications, and those that told others of the user (its subject). */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    await em.nativeDelete(NotificationPreference, { userId });
    return em.nativeDelete(Notification, {
      $or: [{ userId }, { subjectId: userId }],
    });
  }

  /** Once per transaction: its commit sends `notification` to everyone it told; outside one, the insert stands already. */
  private announceOnCommit(em: EntityManager, userId: string): void {
    const told = this.told.get(em);
    if (told) {
      told.add(userId);
      return;
    }
    const users = new Set([userId]);
    if (!em.isInTransaction()) {
      void this.announce(users);
      return;
    }
    this.told.set(em, users);
    // The transaction's own EntityManager has its own event manager (a clone): the subscriber ends with it.
    em.getEventManager().registerSubscriber({ afterTransactionCommit: () => this.announce(users) });
  }

  /** The change is committed whatever happens here: a page that misses the event reloads its count on reconnect. */
  private async announce(users: ReadonlySet<string>): Promise<void> {
    try {
      await this.live.publish({ to: [...users], event: { type: 'notification' } });
    } catch (error) {
      this.logger.error(`notification not announced live: ${String(error)}`);
    }
  }

  private async setEmail(userId: string, kind: NotificationKind, email: boolean): Promise<void> {
    await this.em.transactional((em) => em.upsert(NotificationPreference, { userId, kind, email }, { onConflictFields: ['userId', 'kind'], onConflictAction: 'merge' }));
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`unsubscribe:${payload}`).digest('base64url');
  }

  private readToken(token: string): { userId: string; kind: NotificationKind } | null {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
    const known = NOTIFICATION_KINDS.find((k) => k === kind);
    return userId && known ? { userId, kind: known } : null;
  }
}
