import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  NOTIFICATION_ERRORS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationDto,
  type NotificationKind,
  type NotificationPreferenceDto,
  type NotificationsDto,
  notificationKindsOf,
  type Role,
} from '@capsuisse/contracts';
import { AppConfig, type Caller, Clock, Errors, type PersonalData } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { Notification, NotificationPreference } from './notification.entity';
import { EMAILS_OFF, NOTIFICATION_PAGE, NOTIFICATION_UNREAD } from './notifications.reads';

/** An event to tell one person of; `eventKey` names the event, so that it is told once however often it is reported. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page it leads to (a path of the web app). */
  link: string;
  eventKey: string;
}

const asKind = (kind: string): NotificationKind => NOTIFICATION_KINDS.find((k) => k === kind) ?? 'message';

/**
 * Issue 30: the notification centre. Domains record events inside the transaction that makes them (`notify`),
 * so an event and its notification commit together; whether its e-mail goes is each person's choice per kind.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly profiles: ProfilesService,
  ) {}

  /** Records the event for its person, inside the caller's transaction; false when it was told already. */
  async notify(em: EntityManager, input: NotificationInput): Promise<boolean> {
    if (await em.count(Notification, { userId: input.userId, eventKey: input.eventKey })) return false;
    em.create(Notification, { id: randomUUID(), ...input, createdAt: this.clock.now() });
    return true;
  }

  /** Whether the person wants this kind's e-mails (on until turned off). */
  async wantsEmail(userId: string, kind: NotificationKind): Promise<boolean> {
    return !(await EMAILS_OFF.run(this.em, { userId })).some((row) => row.kind === kind);
  }

  async list(caller: Caller, page = 1): Promise<NotificationsDto> {
    const limit = NOTIFICATION_LIMITS.page;
    const [rows, [unread]] = await Promise.all([
      NOTIFICATION_PAGE.run(this.em, { userId: caller.id, limit: limit + 1, offset: (page - 1) * limit }),
      NOTIFICATION_UNREAD.run(this.em, { userId: caller.id }),
    ]);
    const items: NotificationDto[] = rows.slice(0, limit).map((row) => ({ ...row, kind: asKind(row.kind) }));
    return { items, unread: Number(unread?.unread ?? 0), has_more: rows.length > limit };
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

  /** Account deletion: the user's notifications, and those that told others of the user (their keys name the user). */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    await em.nativeDelete(NotificationPreference, { userId });
    return em.nativeDelete(Notification, { $or: [{ userId }, { eventKey: { $like: `%${userId}%` } }, { link: { $like: `%${userId}%` } }] });
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
