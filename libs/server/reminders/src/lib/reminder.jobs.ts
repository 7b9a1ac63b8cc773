import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CALL_REMINDERS, type CallReminder, callZurichWhen, DOCUMENT_KINDS, monthLabel, nextMonth, PAGES, previousMonth, PROOF_REMINDER_LAST_DAY, proofDueLabel, REMINDER_HOURS, REMINDER_KINDS, type ReminderKind } from '@capsuisse/contracts';
import { AppConfig, Clock, JobHandler, MailService, QueuePort, reminderMail, reminderSubject, type StoredMail, WorkingCalendar } from '@capsuisse/server-core';
import { NotificationsService } from '@capsuisse/server-conversation';
import { daysBefore, documentDue, followUpDayDue, minutesBefore } from './reminder-rules';
import { CALLS_TO_REMIND, FOLLOW_UP_CAMPAIGNS, JOB_SEARCH_MONTHS, NEWEST_REMINDER, REJECTED_DOCUMENTS, SILENT_CLIENTS, TRAINING_NOT_STARTED, UNREAD_WAITING } from './reminders.reads';
import { RemindersService } from './reminders.service';
import { CALL_NOTICES, REMINDER_TEXTS } from '@capsuisse/server-core';

export const REMINDERS_QUEUE = 'reminders';
const SCAN = 'reminders.scan';
const SCAN_EVERY_MS = 5 * 60_000;
// Events older than this are not reminded of (a kind turned on late does not dig up the past).
const LOOKBACK_DAYS = { unread: 7, document: 30, training: 30, followUp: 31, jobSearch: 62 } as const;
// At most one unread reminder per thread and person within this time.
const UNREAD_SPACING_MINUTES = 60;

/** The reminders of a call are notifications of kind `call` whose keys start so (its other notifications do not). */
const CALL_REMINDER_KEY = 'call-reminder:';

/** One reminder for one person, told once per `eventKey`. */
export interface ReminderEvent {
  kind: ReminderKind | 'call';
  userId: string;
  eventKey: string;
  title: string;
  body: string;
  link: `/${string}`;
  /** The person the reminder is about (the client of a thread, a document or a silence), for the erasure. */
  subjectId: string;
}

const BUTTONS: Record<ReminderKind, string> = {
  reminder_unread: REMINDER_TEXTS.unread.button,
  reminder_document: REMINDER_TEXTS.document.button,
  reminder_training: REMINDER_TEXTS.training.button,
  reminder_follow_up: REMINDER_TEXTS.followUp.button,
  reminder_silent_client: REMINDER_TEXTS.silentClient.button,
  reminder_job_search: REMINDER_TEXTS.jobSearch.button,
};

const userPage = (clientId: string) => PAGES.userDetail.path.replace(':userId', encodeURIComponent(clientId)) as `/${string}`;

/**
 * Issue 30: the reminders that keep the programme moving. One scan every 5 minutes (a BullMQ job scheduler in the
 * worker, a timer in-process on the embedded default) finds each enabled kind's due events, on working days
 * 08:00–20:00 in Zurich only; each event is told once (the notification's key), and e-mailed when its person
 * wants that kind. The e-mail is composed at each try from the person's newest reminder of the kind, with the
 * List-Unsubscribe headers a stored mail cannot keep. See docs/architecture.md "Reminders".
 */
@Injectable()
export class ReminderJobs implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');
  private readonly calendar: WorkingCalendar;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    config: AppConfig,
    private readonly queue: QueuePort,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly settings: RemindersService,
  ) {
    this.calendar = new WorkingCalendar(config.canton);
  }

  onModuleInit(): void {
    for (const kind of REMINDER_KINDS) this.notifications.composeMails(kind, (userId, token) => this.compose(kind, userId, token));
    this.notifications.composeMails('call', (userId, token) => this.compose('call', userId, token));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(REMINDERS_QUEUE, SCAN, SCAN_EVERY_MS);
  }

  /**
   * Tells every due event of every enabled kind, on working time only; calls' reminders whenever they fall due (a
   * Monday 09:00 call's is on Sunday). Returns how many were told.
   */
  @JobHandler(REMINDERS_QUEUE, SCAN)
  async scan(): Promise<number> {
    const now = this.clock.now();
    let told = await this.calls(now);
    if (!this.calendar.isWorkingTime(now, REMINDER_HOURS.from, REMINDER_HOURS.to)) return told;
    for (const [kind, choice] of await this.settings.choices()) {
      if (!choice.enabled) continue;
      for (const event of await this.due(kind, choice.delay, now)) if (await this.tell(event)) told++;
    }
    return told;
  }

  /** The events of a kind due at `now` with axel's delay (in the kind's unit). */
  async due(kind: ReminderKind, delay: number, now: Date): Promise<ReminderEvent[]> {
    switch (kind) {
      case 'reminder_unread':
        return this.unread(delay, now);
      case 'reminder_document':
        return this.documents(delay, now);
      case 'reminder_training':
        return this.training(delay, now);
      case 'reminder_follow_up':
        return this.followUp(delay, now);
      case 'reminder_silent_client':
        return this.silentClients(delay, now);
      case 'reminder_job_search':
        return this.jobSearch(delay, now);
    }
  }

  private async unread(minutes: number, now: Date): Promise<ReminderEvent[]> {
    const rows = await UNREAD_WAITING.run(this.em, { since: daysBefore(now, LOOKBACK_DAYS.unread), dueBefore: minutesBefore(now, minutes), hourAgo: minutesBefore(now, UNREAD_SPACING_MINUTES) });
    return rows.map((row) => ({
      kind: 'reminder_unread',
      userId: row.user_id,
      // The first unread message names the event: a new one after the thread is read is a new event.
      eventKey: `unread:${row.client_id}:${row.message_id}`,
      title: REMINDER_TEXTS.unread.title,
      body: row.staff ? REMINDER_TEXTS.unread.toStaff(row.client_name) : REMINDER_TEXTS.unread.toClient,
      link: !row.staff ? PAGES.messages.path : row.role === 'axel' ? userPage(row.client_id) : PAGES.coachDashboard.path,
      subjectId: row.client_id,
    }));
  }

  private async documents(workingDays: number, now: Date): Promise<ReminderEvent[]> {
    // Working days are at least as long as calendar days: the statement narrows, the calendar decides.
    const rows = await REJECTED_DOCUMENTS.run(this.em, { since: daysBefore(now, LOOKBACK_DAYS.document), reviewedBefore: daysBefore(now, workingDays) });
    return rows
      .filter((row) => row.reviewed_at && documentDue(this.calendar, new Date(row.reviewed_at), workingDays, now))
      .map((row) => ({
        kind: 'reminder_document',
        userId: row.user_id,
        // A version rejected again later is another event.
        eventKey: `document:${row.id}:${new Date(row.reviewed_at as string).getTime()}`,
        title: REMINDER_TEXTS.document.title,
        body: REMINDER_TEXTS.document.body(DOCUMENT_KINDS[row.type].label),
        link: PAGES.uploads.path,
        subjectId: row.user_id,
      }));
  }

  private async training(days: number, now: Date): Promise<ReminderEvent[]> {
    const rows = await TRAINING_NOT_STARTED.run(this.em, { since: daysBefore(now, LOOKBACK_DAYS.training), paidBefore: daysBefore(now, days) });
    return rows.map((row) => ({
      kind: 'reminder_training',
      userId: row.user_id,
      eventKey: `training:${row.user_id}`,
      title: REMINDER_TEXTS.training.title,
      body: REMINDER_TEXTS.training.body,
      link: PAGES.training.path,
      subjectId: row.user_id,
    }));
  }

  private async followUp(hour: number, now: Date): Promise<ReminderEvent[]> {
    if (this.calendar.localTime(now).hour < hour) return [];
    const rows = await FOLLOW_UP_CAMPAIGNS.run(this.em, { since: daysBefore(now, LOOKBACK_DAYS.followUp) });
    return rows.flatMap((row) => {
      const filled = new Set(row.days.split(',').map(Number));
      const day = row.started_at ? followUpDayDue(this.calendar, new Date(row.started_at), filled, hour, now) : null;
      if (day === null) return [];
      return [
        {
          kind: 'reminder_follow_up' as const,
          userId: row.user_id,
          eventKey: `follow-up:${row.user_id}:${day}`,
          title: REMINDER_TEXTS.followUp.title,
          body: REMINDER_TEXTS.followUp.body(day),
          link: PAGES.followUp.path,
          subjectId: row.user_id,
        },
      ];
    });
  }

  private async silentClients(days: number, now: Date): Promise<ReminderEvent[]> {
    const rows = await SILENT_CLIENTS.run(this.em, { quietSince: daysBefore(now, days) });
    return rows.map((row) => ({
      kind: 'reminder_silent_client',
      userId: row.coach_id,
      // Once per silence: a sign of life starts another.
      eventKey: `silent:${row.client_id}:${new Date(row.last_seen as string).getTime()}`,
      title: REMINDER_TEXTS.silentClient.title,
      body: REMINDER_TEXTS.silentClient.body(row.client_name, days),
      link: PAGES.coachDashboard.path,
      subjectId: row.client_id,
    }));
  }

  /**
   * Issue 32: from the `fromDay` of the month (Zurich), a client under their monthly target is told once that month,
   * and so are their coaches; on the 1st–3rd, one whose last month's proof is not downloaded, each day until it is.
   */
  private async jobSearch(fromDay: number, now: Date): Promise<ReminderEvent[]> {
    const today = this.calendar.localTime(now).date;
    const day = Number(today.slice(8, 10));
    const month = today.slice(0, 7);
    const T = REMINDER_TEXTS.jobSearch;
    const events: ReminderEvent[] = [];
    const tell = (row: { user_id: string; client_name: string; coach_ids: string | null }, key: string, title: string, toClient: string, toCoach: string) => {
      events.push({ kind: 'reminder_job_search', userId: row.user_id, eventKey: key, title, body: toClient, link: PAGES.jobSearch.path, subjectId: row.user_id });
      for (const coachId of row.coach_ids?.split(',') ?? []) {
        events.push({ kind: 'reminder_job_search', userId: coachId, eventKey: key, title, body: toCoach, link: PAGES.coachDashboard.path, subjectId: row.user_id });
      }
    };
    if (day >= fromDay) {
      for (const row of await this.jobSearchMonth(month, now)) {
        if (row.sent >= row.target) continue;
        const label = monthLabel(month);
        tell(row, `job-search-below:${row.user_id}:${month}`, T.belowTitle, T.belowToClient(row.sent, row.target, label), T.belowToCoach(row.client_name, row.sent, row.target, label));
      }
    }
    if (day <= PROOF_REMINDER_LAST_DAY) {
      const last = previousMonth(month);
      for (const row of await this.jobSearchMonth(last, now)) {
        if (!row.sent || row.downloaded) continue;
        const label = monthLabel(last);
        tell(row, `job-search-proof:${row.user_id}:${last}:${day}`, T.proofTitle, T.proofToClient(label, proofDueLabel(last)), T.proofToCoach(row.client_name, label));
      }
    }
    return events;
  }

  private jobSearchMonth(month: string, now: Date) {
    return JOB_SEARCH_MONTHS.run(this.em, { month, from: `${month}-01`, until: `${nextMonth(month)}-01`, activeSince: daysBefore(now, LOOKBACK_DAYS.jobSearch) });
  }

  /**
   * Issue 31: 24 h and 1 h before a booked call, to both its people, each once per call, reminder and version (a
   * moved call is reminded again at its new time; a cancelled one is no longer read). The reminder due is the
   * nearest one; none when the call was booked or moved after it fell due (its confirmation said it all).
   */
  async calls(now: Date): Promise<number> {
    const rows = await CALLS_TO_REMIND.run(this.em, { now: now.toISOString(), until: new Date(now.getTime() + CALL_REMINDERS.day * 60_000).toISOString() });
    let told = 0;
    for (const row of rows) {
      const start = Date.parse(row.starts_at);
      const which: CallReminder = start - now.getTime() <= CALL_REMINDERS.hour * 60_000 ? 'hour' : 'day';
      if (Date.parse(row.updated_at) > start - CALL_REMINDERS[which] * 60_000) continue;
      const when = callZurichWhen(row.starts_at);
      const people = [
        { userId: row.client_id, other: row.coach_name, link: PAGES.calls.path },
        { userId: row.coach_id, other: row.client_name, link: PAGES.coachAgenda.path },
      ];
      for (const { userId, other, link } of people) {
        const event: ReminderEvent = {
          kind: 'call',
          userId,
          eventKey: `${CALL_REMINDER_KEY}${row.id}:${row.sequence}:${which}`,
          title: CALL_NOTICES.reminderTitles[which],
          body: CALL_NOTICES.reminderBody(row.kind, other, when),
          link,
          subjectId: row.client_id,
        };
        if (await this.tell(event)) told++;
      }
    }
    return told;
  }

  /** Records the event (once) and, when its person wants this kind's e-mails, queues the mail; false when told already. */
  async tell(event: ReminderEvent): Promise<boolean> {
    // Told already (by an earlier scan, or another at the same moment): nothing more.
    if (!(await this.em.fork().transactional((em) => this.notifications.notify(em, event)))) return false;
    await this.notifications.email(event.kind, event.userId, reminderSubject(event.title));
    return true;
  }

  /** The e-mail of a person's newest reminder of a kind (its headers are the notification centre's); null once the person is gone. */
  private async compose(kind: ReminderKind | 'call', userId: string, unsubscribeToken: string): Promise<StoredMail | null> {
    const keys = kind === 'call' ? `${CALL_REMINDER_KEY}%` : '%';
    const [row] = await NEWEST_REMINDER.run(this.em, { userId, kind, keys, since: daysBefore(this.clock.now(), 1) });
    if (!row) return null;
    this.logger.debug(`reminder ${kind} composed for ${userId}`);
    return this.mail.render(reminderMail, row.email, {
      title: row.title,
      body: row.body,
      button: kind === 'call' ? CALL_NOTICES.reminderButton : BUTTONS[kind],
      link: row.link as `/${string}`,
      others: row.others ?? 0,
      unsubscribeToken,
    });
  }
}
