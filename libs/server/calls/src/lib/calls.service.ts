import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DriverException, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AvailabilityDto,
  type AvailabilityExceptionDto,
  type AvailabilityInput,
  CALL_AUDIT,
  CALL_ERRORS as E,
  CALL_RULES,
  type CallDto,
  type CallEvent,
  type CallKind,
  type CallOutcome,
  type CallSettingsDto,
  type CallSettingsInput,
  type CallSlotDayDto,
  type CallSlotDto,
  type CallSlotsDto,
  type CallStatus,
  type ClientCallsDto,
  type CoachSlotsDto,
  type WeeklyRangeDto,
  slotList,
  WEEKDAY_LABELS,
  zurichDate,
} from '@capsuisse/contracts';
import { AppConfig, AuditService, type Caller, Clock, DomainError, Errors, JsonText, type KeptReads, type MailAttachment, type PersonalData, ReadModel, type Subject, WorkingCalendar } from '@capsuisse/server-core';
import { CallBooking, CallReenable, CallSettings, CoachAvailability } from './calls.entities';
import { CallNotices } from './calls.notices';
import { AGENDA, CALENDAR_SETTINGS, calendarOf, CALL, CALLS_OF_CLIENT, type CalendarRow, CLIENT, COACH, COACH_CALENDAR, COACH_EXCEPTIONS, COACH_HOURS, COACHES, COACHES_OF_CLIENT, FIRST_CALL_CALENDARS, FIRST_CALL_COACHES, FIRST_CALLS, MISSED, SESSION_CALENDARS, SETTINGS } from './calls.reads';
import { type Busy, dayStarts, firstOverlap, freeAmong, type Plan, planStarts, zurichInstant } from './slots';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Distinct plans kept (coaches × lengths × days); past it, the map starts again. */
const PLANS_KEPT = 1000;
/** Coaches' free starts kept (a few minutes of the coaches read; ~10 KB each). */
const FREE_KEPT = 200;
/** Free-slot answers a process keeps (a 60-day answer weighs about 4 KB). */
const KEPT_SLOTS_BYTES = 4 * 1024 * 1024;
/** Statuses a client or its coach may still cancel or move. */
const CHANGEABLE: readonly CallStatus[] = ['proposed', 'booked'];
/** How far back the coach's agenda starts: last week's calls still wait for their outcome. */
const AGENDA_PAST_DAYS = 7;

type Who = Pick<Caller, 'id' | 'role'>;
/** A free-slots answer as sent, the calendars it shows, and the end of the minute it was read in (its starts hold that long). */
interface KeptSlots {
  body: Buffer;
  subjects: readonly Subject[];
  until: number;
}
/** Who books: the client itself (its coach's hours apply) or the coach (any free time of its own). */
type Booker = 'client' | 'coach';

/** The constraint of call_bookings a write broke, if it broke one of them. */
function brokenConstraint(error: unknown): 'coach' | 'client' | 'first_call' | null {
  if (error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'call_bookings_one_first_call') return 'first_call';
  if (!(error instanceof DriverException) || error.code !== '23P01') return null;
  return (error as { constraint?: string }).constraint === 'call_bookings_client_overlap' ? 'client' : 'coach';
}

/**
 * Issue 31: coaches' availability (Zurich wall-clock times, the canton's public holidays closed), free slots and
 * bookings. No double booking rests on the database's exclusion constraints: the checks here only give the
 * clearer message first.
 */
@Injectable()
export class CallsService {
  private readonly calendar: WorkingCalendar;
  // By client (and one for the first calls), while no calendar they show has changed (`CALENDAR_WATCH`), within the minute.
  private readonly keptSlots: KeptReads<KeptSlots>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly notices: CallNotices,
    config: AppConfig,
    model: ReadModel,
  ) {
    this.calendar = new WorkingCalendar(config.canton);
    this.keptSlots = model.kept<KeptSlots>({ weigh: (slots) => slots.body.length, budget: KEPT_SLOTS_BYTES, until: (slots) => slots.until });
  }

  // --- Availability -------------------------------------------------------------------------------------------

  async availability(coachId: string): Promise<AvailabilityDto> {
    const [[coach], weekly, exceptions] = await Promise.all([COACH.run(this.em, { coachId }), COACH_HOURS.run(this.em, { coachId }), COACH_EXCEPTIONS.run(this.em, { coachId })]);
    if (!coach) throw Errors.notFound(E.coachNotFound);
    return {
      coach_id: coachId,
      video_url: coach.video_url,
      takes_first_calls: coach.takes_first_calls,
      weekly,
      exceptions: exceptions.map((e): AvailabilityExceptionDto => (e.closed ? { date: e.date, closed: true } : { date: e.date, closed: false, start: e.start ?? '', end: e.end ?? '' })),
      updated_at: coach.updated_at,
    };
  }

  /** Replaces the coach's hours, exceptions and link at once; audited with what it was before. */
  async setAvailability(actor: Caller, coachId: string, input: AvailabilityInput): Promise<AvailabilityDto> {
    const before = await this.availability(coachId);
    const weekday = firstOverlap(input.weekly, (r) => String(r.weekday));
    if (weekday) throw Errors.invalid(E.rangesOverlap(WEEKDAY_LABELS[Number(weekday) - 1]));
    const opened = input.exceptions.flatMap((e) => (e.closed ? [] : [e]));
    const date = firstOverlap(opened, (e) => e.date);
    if (date) throw Errors.invalid(E.rangesOverlap(date));
    await this.em.transactional(async (em) => {
      await this.writeAvailability(em, coachId, input, false);
      const after = { video_url: input.video_url, weekly: input.weekly, exceptions: input.exceptions };
      this.audit.record(em, { actorId: actor.id, action: CALL_AUDIT.availability, target: { type: 'coach', id: coachId }, details: { before: { video_url: before.video_url, weekly: before.weekly, exceptions: before.exceptions }, after } });
    });
    return this.availability(coachId);
  }

  /** The demo coach's week (the demo seed): made once, taking first calls; not audited (no actor). */
  async ensureDemoAvailability(coachId: string, input: AvailabilityInput): Promise<void> {
    if (await this.em.count(CoachAvailability, { coachId })) return;
    await this.em.transactional((em) => this.writeAvailability(em, coachId, input, true));
  }

  /** The coach's hours, exceptions and link, replaced; whether it takes first calls is set only for a coach new to them. */
  private async writeAvailability(em: EntityManager, coachId: string, input: AvailabilityInput, takesFirstCalls: boolean): Promise<void> {
    await em.upsert(CoachAvailability, { coachId, videoUrl: input.video_url, takesFirstCalls, updatedAt: this.clock.now() }, { onConflictFields: ['coachId'], onConflictAction: 'merge', onConflictMergeFields: ['videoUrl', 'updatedAt'] });
    await this.clearHours(em, coachId);
    // One statement a table, whatever the number of ranges.
    const rows = (count: number, columns: number) => Array.from({ length: count }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ');
    if (input.weekly.length) {
      await em.execute(`insert into coach_hours (coach_id, weekday, starts_at, ends_at) values ${rows(input.weekly.length, 4)}`, input.weekly.flatMap((r) => [coachId, r.weekday, r.start, r.end]));
    }
    if (input.exceptions.length) {
      await em.execute(
        `insert into coach_hours_exceptions (coach_id, on_date, closed, starts_at, ends_at) values ${rows(input.exceptions.length, 5)}`,
        input.exceptions.flatMap((e) => [coachId, e.date, e.closed, e.closed ? null : e.start, e.closed ? null : e.end]),
      );
    }
  }

  private async clearHours(em: EntityManager, coachId: string): Promise<void> {
    await em.execute('delete from coach_hours where coach_id = ?', [coachId]);
    await em.execute('delete from coach_hours_exceptions where coach_id = ?', [coachId]);
  }

  // --- axel's settings ----------------------------------------------------------------------------------------

  async settings(): Promise<CallSettingsDto> {
    const [[row], coaches] = await Promise.all([SETTINGS.run(this.em, {}), COACHES.run(this.em, {})]);
    const { min, max } = CALL_RULES.sessionMinutes;
    return { session_minutes: row?.session_minutes ?? CALL_RULES.sessionMinutes.default, min, max, updated_at: row?.updated_at ?? null, coaches };
  }

  async setSettings(actor: Caller, input: CallSettingsInput): Promise<CallSettingsDto> {
    await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(CallSettings, { id: true });
      const before = { session_minutes: row.sessionMinutes };
      em.assign(row, { sessionMinutes: input.session_minutes, updatedAt: this.clock.now() });
      this.audit.record(em, { actorId: actor.id, action: CALL_AUDIT.settings, target: { type: 'call_settings', id: 'calls' }, details: { before, after: { session_minutes: input.session_minutes } } });
    });
    return this.settings();
  }

  async setFirstCalls(actor: Caller, coachId: string, enabled: boolean): Promise<CallSettingsDto> {
    const [coach] = await COACH.run(this.em, { coachId });
    if (!coach) throw Errors.notFound(E.coachNotFound);
    await this.em.transactional(async (em) => {
      await em.upsert(CoachAvailability, { coachId, videoUrl: null, takesFirstCalls: enabled, updatedAt: this.clock.now() }, { onConflictFields: ['coachId'], onConflictAction: 'merge', onConflictMergeFields: ['takesFirstCalls', 'updatedAt'] });
      this.audit.record(em, { actorId: actor.id, action: CALL_AUDIT.firstCalls, target: { type: 'coach', id: coachId }, details: { before: { takes_first_calls: coach.takes_first_calls }, after: { takes_first_calls: enabled } } });
    });
    return this.settings();
  }

  // --- Free slots ---------------------------------------------------------------------------------------------

  /** The free first calls, as kept (the read model) while no first-call coach's calendar has changed. */
  async firstCallSlots(): Promise<JsonText<CallSlotsDto>> {
    return this.kept('first-calls', async () => {
      const slots = await this.freeFirstCalls();
      return { slots, subjects: [FIRST_CALLS, ...slots.coaches.map((c) => calendarOf(c.coach_id))] };
    });
  }

  /** The free session slots of the client's coaches, as kept while neither its coaches nor their calendars have changed. */
  async sessionSlots(client: Who): Promise<JsonText<CallSlotsDto>> {
    return this.kept(`sessions ${client.id}`, async () => {
      const slots = await this.freeSessions(client);
      return { slots, subjects: [calendarOf(client.id), CALENDAR_SETTINGS, ...slots.coaches.map((c) => calendarOf(c.coach_id))] };
    });
  }

  /** An answer of the minute, kept by it (a clock set back finds another entry); read across a minute's end, it holds for the first. */
  private async kept(key: string, read: () => Promise<{ slots: CallSlotsDto; subjects: Subject[] }>): Promise<JsonText<CallSlotsDto>> {
    const minute = Math.floor(this.clock.now().getTime() / MINUTE_MS);
    const kept = await this.keptSlots.through(
      `${minute} ${key}`,
      (slots) => slots.subjects,
      async () => {
        const { slots, subjects } = await read();
        return { body: Buffer.from(JSON.stringify(slots)), subjects, until: (minute + 1) * MINUTE_MS };
      },
    );
    return new JsonText(kept.body);
  }

  /** Every start offered once, under the first coach (by id) taking first calls who is free then. */
  private async freeFirstCalls(): Promise<CallSlotsDto> {
    const minutes = CALL_RULES.firstCallMinutes;
    const offered = new Set<number>();
    const unique = (starts: number[]) =>
      starts.filter((start) => {
        if (offered.has(start)) return false;
        offered.add(start);
        return true;
      });
    const coaches = this.freeSlots(await FIRST_CALL_CALENDARS.run(this.em, this.window(minutes)), () => minutes);
    return { minutes, coaches: coaches.map(({ coachId, starts }) => compact(coachId, unique(starts))) };
  }

  /** The free session slots of the caller's assigned coaches (a client has one, rarely more), in one read. */
  private async freeSessions(client: Who): Promise<CallSlotsDto> {
    let minutes: number = CALL_RULES.sessionMinutes.default;
    const rows = await SESSION_CALENDARS.run(this.em, { clientId: client.id, ...this.window(CALL_RULES.sessionMinutes.max) });
    const coaches = this.freeSlots(rows, (row) => (minutes = row.minutes));
    if (!coaches.length) throw Errors.conflict(E.noCoach);
    return { minutes, coaches: coaches.map(({ coachId, starts }) => compact(coachId, starts)) };
  }

  /** The next free slots of a coach, for a refusal. */
  private async nextSlots(coachId: string, minutes: number): Promise<CallSlotDto[]> {
    const [coach] = this.freeSlots(await COACH_CALENDAR.run(this.em, { coachId, ...this.window(minutes) }), () => minutes);
    return coach.starts.slice(0, CALL_RULES.nextSlots).map((start) => slot(coachId, start, minutes));
  }

  /** The times read for slots of at most `minutes`: from now to the horizon and the length of a slot. */
  private window(minutes: number): { from: string; until: string } {
    const now = this.clock.now().getTime();
    return { from: new Date(now).toISOString(), until: new Date(now + CALL_RULES.horizonDays * DAY_MS + minutes * MINUTE_MS).toISOString() };
  }

  /**
   * Each coach's free starts (ms, soonest first) within the horizon, from a calendar read: its `coach` rows in order
   * (`length` gives a coach's slot length from its row), then the hours, exceptions and busy times of all of them.
   */
  private freeSlots(rows: readonly CalendarRow[], length: (coach: CalendarRow) => number): { coachId: string; starts: number[] }[] {
    const now = this.clock.now();
    const until = new Date(now.getTime() + CALL_RULES.horizonDays * DAY_MS);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    if (this.today.minute !== minute) this.today = { minute, from: zurichDate(now), last: zurichDate(until) };
    const { from, last } = this.today;
    const calendars = new Map<string, { plan: { weekly: WeeklyRangeDto[]; exceptions: AvailabilityExceptionDto[] }; busy: string; key: string; minutes: number; rank: number }>();
    for (const row of rows) {
      let calendar = calendars.get(row.coach_id);
      if (!calendar) calendars.set(row.coach_id, (calendar = { plan: { weekly: [], exceptions: [] }, busy: '', key: '', minutes: 0, rank: 0 }));
      const { what, weekday, date, closed, start, end } = row;
      if (what === 'coach') Object.assign(calendar, { minutes: length(row), rank: Number(row.rank) });
      else if (what === 'busy') calendar.busy = start ?? '';
      else {
        calendar.key += ` ${weekday ?? date}${closed ? 'x' : ''}${start}-${end}`;
        if (what === 'hours') calendar.plan.weekly.push({ weekday: weekday ?? 0, start: start ?? '', end: end ?? '' });
        else calendar.plan.exceptions.push(closed ? { date: date ?? '', closed: true } : { date: date ?? '', closed: false, start: start ?? '', end: end ?? '' });
      }
    }
    return [...calendars]
      .filter(([, calendar]) => calendar.rank > 0)
      .sort(([, a], [, b]) => a.rank - b.rank)
      .map(([coachId, { plan, busy, key, minutes }]) => {
        const planKey = `${minutes} ${from} ${last}${key}`;
        // Starts are whole minutes: within a minute, the same plan and the same busy times give the same answer.
        const freeKey = `${minute}${planKey}|${busy}`;
        let free = this.free.get(freeKey);
        if (!free) {
          let starts = this.planned.get(planKey);
          if (!starts) {
            if (this.planned.size >= PLANS_KEPT) this.planned.clear();
            this.planned.set(planKey, (starts = planStarts(plan, minutes, from, last, this.isHoliday)));
          }
          const taken = busy ? busy.split(',').map((range): Busy => ({ start: Number(range.split('-')[0]), end: Number(range.split('-')[1]) })) : [];
          if (this.free.size >= FREE_KEPT) this.free.clear();
          this.free.set(freeKey, (free = freeAmong(starts, taken, minutes, now, until)));
        }
        return { coachId, starts: free };
      });
  }

  // This minute's Zurich dates of now and of the horizon's end (Intl's formatting costs microseconds).
  private today = { minute: NaN, from: '', last: '' };
  // A coach's free starts, kept for the minute they hold in (by its plan and busy times): readers of a coach in the same
  // minute share them. Never changed once made.
  private readonly free = new Map<string, number[]>();

  // A plan's starts over the horizon are the same all day for every coach with that plan: kept by the plan's rows,
  // the length and the dates (so a change of the hours, or a new day, makes another entry).
  private readonly planned = new Map<string, number[]>();

  // The holiday library takes ~3 ms a date, 60 dates a coach's slots: kept per date (a few hundred a year).
  private readonly holidays = new Map<string, boolean>();
  private readonly isHoliday = (date: string): boolean => {
    let holiday = this.holidays.get(date);
    if (holiday === undefined) this.holidays.set(date, (holiday = this.calendar.isPublicHoliday(zurichInstant(date, '12:00'))));
    return holiday;
  };

  private async plan(coachId: string): Promise<Plan> {
    const [weekly, exceptions] = await Promise.all([COACH_HOURS.run(this.em, { coachId }), COACH_EXCEPTIONS.run(this.em, { coachId })]);
    return { weekly, exceptions: exceptions.map((e): AvailabilityExceptionDto => (e.closed ? { date: e.date, closed: true } : { date: e.date, closed: false, start: e.start ?? '', end: e.end ?? '' })) };
  }

  private async sessionMinutes(): Promise<number> {
    const [row] = await SETTINGS.run(this.em, {});
    return row?.session_minutes ?? CALL_RULES.sessionMinutes.default;
  }

  // --- A client's bookings ------------------------------------------------------------------------------------

  /** The free first call: any coach taking first calls who is free then; one per client, unpaid clients too. */
  async bookFirstCall(client: Who, startsAt: string): Promise<CallDto> {
    await this.assertNotBlocked(client.id);
    const start = new Date(startsAt);
    this.assertWhen(start);
    const coaches = await FIRST_CALL_COACHES.run(this.em, {});
    if (!coaches.length) throw Errors.conflict(E.noFirstCallCoach);
    const minutes = CALL_RULES.firstCallMinutes;
    let refusal: string | null = null;
    for (const { coach_id } of coaches) {
      const outside = await this.outsideHours(coach_id, start, minutes);
      if (outside) {
        refusal ??= outside;
        continue;
      }
      const booked = await this.tryInsert({ kind: 'first_call', coachId: coach_id, clientId: client.id, start, minutes, status: 'booked' });
      if (booked) return booked;
      refusal = E.taken;
    }
    if (refusal !== E.taken) throw Errors.invalid(refusal ?? E.outsideHours);
    throw this.taken(slotList(await this.freeFirstCalls()));
  }

  async bookSession(client: Who, coachId: string, startsAt: string): Promise<CallDto> {
    await this.assertAssigned(coachId, client.id, () => Errors.forbidden(E.notYourCoach));
    await this.assertNotBlocked(client.id);
    const start = new Date(startsAt);
    this.assertWhen(start);
    const minutes = await this.sessionMinutes();
    const outside = await this.outsideHours(coachId, start, minutes);
    if (outside) throw Errors.invalid(outside);
    const booked = await this.tryInsert({ kind: 'session', coachId, clientId: client.id, start, minutes, status: 'booked' });
    if (!booked) throw this.taken(await this.nextSlots(coachId, minutes));
    return booked;
  }

  mine(client: Who): Promise<ClientCallsDto> {
    return this.callsOf(client.id);
  }

  /** The client cancels its call, or declines its coach's proposal; a booked one until 24 h before. */
  async cancel(client: Who, id: string): Promise<CallDto> {
    const call = await this.clientCall(client, id);
    if (call.status !== 'proposed') this.assertNotice(call);
    return this.setStatus(call, 'cancelled', null);
  }

  /** A booked call only: a proposal is accepted or declined, not moved by the client. */
  async move(client: Who, id: string, startsAt: string): Promise<CallDto> {
    const call = await this.clientCall(client, id);
    this.assertNotice(call);
    return this.moveCall(call, new Date(startsAt), 'client', null);
  }

  async accept(client: Who, id: string): Promise<CallDto> {
    const call = await this.clientCall(client, id);
    if (call.status !== 'proposed') throw Errors.conflict(E.notProposed);
    if (Date.parse(call.starts_at) <= this.clock.now().getTime()) throw Errors.conflict(E.past);
    return this.setStatus(call, 'booked', null);
  }

  /** One of the caller's calls (client or coach) as its `.ics`; a proposal not yet accepted is in no calendar. */
  async invitation(caller: Who, id: string): Promise<MailAttachment> {
    const [call] = await CALL.run(this.em, { id });
    if (!call || (call.client_id !== caller.id && call.coach_id !== caller.id)) throw Errors.notFound(E.callNotFound);
    if (call.status === 'proposed') throw Errors.conflict(E.notInCalendar);
    const file = await this.notices.file(call, await this.sequenceOf(this.em, id), caller.id);
    if (!file) throw Errors.notFound(E.callNotFound);
    return file;
  }

  // --- The coach's side ---------------------------------------------------------------------------------------

  async agenda(coach: Who): Promise<CallDto[]> {
    return AGENDA.run(this.em, { coachId: coach.id, since: new Date(this.clock.now().getTime() - AGENDA_PAST_DAYS * DAY_MS).toISOString() });
  }

  async clientCalls(coach: Who, clientId: string): Promise<ClientCallsDto> {
    await this.assertAssigned(coach.id, clientId, () => Errors.notFound());
    return this.callsOf(clientId);
  }

  /** A session slot the coach offers an assigned, paid client: held until the client accepts or declines it. */
  async propose(coach: Caller, clientId: string, startsAt: string): Promise<CallDto> {
    await this.assertAssigned(coach.id, clientId, () => Errors.notFound());
    const [client] = await CLIENT.run(this.em, { clientId });
    if (!client?.has_paid) throw Errors.conflict(E.clientUnpaid);
    const start = new Date(startsAt);
    this.assertWhen(start);
    const minutes = await this.sessionMinutes();
    const call = await this.tryInsert({ kind: 'session', coachId: coach.id, clientId, start, minutes, status: 'proposed' }, coach);
    if (!call) throw this.taken(await this.nextSlots(coach.id, minutes));
    return call;
  }

  async coachCancel(coach: Caller, id: string): Promise<CallDto> {
    const call = await this.coachCall(coach, id);
    return this.setStatus(call, 'cancelled', coach);
  }

  async coachMove(coach: Caller, id: string, startsAt: string): Promise<CallDto> {
    const call = await this.coachCall(coach, id);
    return this.moveCall(call, new Date(startsAt), 'coach', coach);
  }

  /** Held or missed, once the call has started; a mistaken mark may be corrected. */
  async outcome(coach: Caller, id: string, outcome: CallOutcome): Promise<CallDto> {
    const call = await this.ownCall(coach.id, id);
    if (!['booked', 'held', 'missed'].includes(call.status)) throw Errors.conflict(E.notChangeable);
    if (Date.parse(call.starts_at) > this.clock.now().getTime()) throw Errors.conflict(E.notPast);
    return this.setStatus(call, outcome, coach);
  }

  async reenable(coach: Caller, clientId: string): Promise<ClientCallsDto> {
    await this.assertAssigned(coach.id, clientId, () => Errors.notFound());
    const [{ missed }] = await MISSED.run(this.em, { clientId });
    if (missed < CALL_RULES.missedLimit) throw Errors.conflict(E.notBlocked);
    await this.em.transactional(async (em) => {
      await em.upsert(CallReenable, { clientId, reenabledAt: this.clock.now(), reenabledBy: coach.id });
      this.audit.record(em, { actorId: coach.id, action: CALL_AUDIT.reenable, target: { type: 'user', id: clientId }, details: { missed } });
    });
    return this.callsOf(clientId);
  }

  /** axel's view of a client's calls. */
  userCalls(userId: string): Promise<ClientCallsDto> {
    return this.callsOf(userId);
  }

  // --- Data rights --------------------------------------------------------------------------------------------

  /** Data export: the person's calls (as client or coach) and, for a coach, its availability. */
  async exportUser(userId: string): Promise<PersonalData> {
    const [asClient, asCoach, [coach]] = await Promise.all([CALLS_OF_CLIENT.run(this.em, { clientId: userId }), AGENDA.run(this.em, { coachId: userId, since: '-infinity' }), COACH.run(this.em, { coachId: userId })]);
    return { name: 'appels', records: { calls: [...asClient, ...asCoach], availability: coach ? await this.availability(userId) : null } };
  }

  /** Account deletion: the person's calls, availability and re-enabling go. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    const calls = await em.nativeDelete(CallBooking, { $or: [{ clientId: userId }, { coachId: userId }] });
    await em.nativeDelete(CallReenable, { clientId: userId });
    await this.clearHours(em, userId);
    await em.nativeDelete(CoachAvailability, { coachId: userId });
    return calls;
  }

  // --- Rules --------------------------------------------------------------------------------------------------

  private async callsOf(clientId: string): Promise<ClientCallsDto> {
    const [calls, [{ missed }]] = await Promise.all([CALLS_OF_CLIENT.run(this.em, { clientId }), MISSED.run(this.em, { clientId })]);
    return { calls, missed, blocked: missed >= CALL_RULES.missedLimit };
  }

  private async assertNotBlocked(clientId: string): Promise<void> {
    const [{ missed }] = await MISSED.run(this.em, { clientId });
    if (missed >= CALL_RULES.missedLimit) throw Errors.forbidden(E.blocked);
  }

  private async assertAssigned(coachId: string, clientId: string, refuse: () => DomainError): Promise<void> {
    const coaches = await COACHES_OF_CLIENT.run(this.em, { clientId });
    if (!coaches.some((c) => c.coach_id === coachId)) throw refuse();
  }

  /** Not past, not beyond the horizon. */
  private assertWhen(start: Date): void {
    const now = this.clock.now().getTime();
    if (start.getTime() <= now) throw Errors.invalid(E.past);
    if (start.getTime() > now + CALL_RULES.horizonDays * DAY_MS) throw Errors.invalid(E.tooFar);
  }

  /** Why `start` is not one of the coach's slots of `minutes` that day (its hours, closed dates, holidays), or null. */
  private async outsideHours(coachId: string, start: Date, minutes: number): Promise<string | null> {
    const date = zurichDate(start);
    const day = dayStarts(await this.plan(coachId), date, minutes, this.isHoliday(date));
    if (day.starts.includes(start.getTime())) return null;
    return day.refusal === 'holiday' ? E.holiday : E.outsideHours;
  }

  /** A booked call the client may still change: 24 h before its start at the latest. */
  private assertNotice(call: CallDto): void {
    if (call.status !== 'booked') throw Errors.conflict(E.notChangeable);
    if (Date.parse(call.starts_at) - this.clock.now().getTime() < CALL_RULES.changeNoticeHours * HOUR_MS) throw Errors.forbidden(E.tooLate);
  }

  /** The call, when it is the client's own (404 otherwise: another's call is not said to exist). */
  private async clientCall(client: Who, id: string): Promise<CallDto> {
    const [call] = await CALL.run(this.em, { id });
    if (!call || call.client_id !== client.id) throw Errors.notFound(E.callNotFound);
    return call;
  }

  private async ownCall(coachId: string, id: string): Promise<CallDto> {
    const [call] = await CALL.run(this.em, { id });
    if (!call || call.coach_id !== coachId) throw Errors.notFound(E.callNotFound);
    return call;
  }

  /** The coach's own call, still to come and changeable. */
  private async coachCall(coach: Caller, id: string): Promise<CallDto> {
    const call = await this.ownCall(coach.id, id);
    if (!CHANGEABLE.includes(call.status) || Date.parse(call.starts_at) <= this.clock.now().getTime()) throw Errors.conflict(E.notChangeable);
    return call;
  }

  /** Inserts the call; null when the coach's time was just taken. Audited when the coach made it. */
  private async tryInsert(call: { kind: CallKind; coachId: string; clientId: string; start: Date; minutes: number; status: CallStatus }, actor?: Caller): Promise<CallDto | null> {
    const id = randomUUID();
    const now = this.clock.now();
    const row = { id, kind: call.kind, coachId: call.coachId, clientId: call.clientId, startsAt: call.start, endsAt: new Date(call.start.getTime() + call.minutes * MINUTE_MS), status: call.status, createdAt: now, updatedAt: now };
    const event: CallEvent = call.status === 'proposed' ? 'proposed' : 'booked';
    try {
      await this.em.transactional(async (em) => {
        await em.insert(CallBooking, row);
        if (actor) this.audit.record(em, { actorId: actor.id, action: CALL_AUDIT.propose, target: { type: 'call', id }, details: { before: null, after: { client_id: call.clientId, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() } } });
        const [made] = await CALL.run(em, { id });
        await this.notices.tell(em, made, event, 0);
      });
    } catch (error) {
      const broken = brokenConstraint(error);
      if (broken === 'coach') return null;
      if (broken === 'client') throw Errors.conflict(E.clientBusy);
      if (broken === 'first_call') throw Errors.conflict(E.firstCallTaken);
      throw error;
    }
    return this.announced(id, event, 0);
  }

  private async moveCall(call: CallDto, start: Date, by: Booker, actor: Caller | null): Promise<CallDto> {
    this.assertWhen(start);
    const minutes = (Date.parse(call.ends_at) - Date.parse(call.starts_at)) / MINUTE_MS;
    if (by === 'client') {
      const outside = await this.outsideHours(call.coach_id, start, minutes);
      if (outside) throw Errors.invalid(outside);
    }
    const end = new Date(start.getTime() + minutes * MINUTE_MS);
    let sequence = 0;
    try {
      sequence = await this.em.transactional(async (em) => {
        await em.nativeUpdate(CallBooking, { id: call.id }, { startsAt: start, endsAt: end, sequence: raw('sequence + 1'), updatedAt: this.clock.now() });
        if (actor) this.audit.record(em, { actorId: actor.id, action: CALL_AUDIT.move, target: { type: 'call', id: call.id }, details: { before: { starts_at: call.starts_at, ends_at: call.ends_at }, after: { starts_at: start.toISOString(), ends_at: end.toISOString() } } });
        return this.tellChange(em, call.id, 'moved');
      });
    } catch (error) {
      const broken = brokenConstraint(error);
      if (broken === 'client') throw Errors.conflict(E.clientBusy);
      if (broken !== 'coach') throw error;
      throw this.taken(await this.nextSlots(call.coach_id, minutes));
    }
    return this.announced(call.id, 'moved', sequence);
  }

  /** A cancellation or an acceptance is told to the call's people and changes their calendars; an outcome is neither. */
  private async setStatus(call: CallDto, status: CallStatus, actor: Caller | null): Promise<CallDto> {
    const event: CallEvent | null = status === 'cancelled' ? 'cancelled' : status === 'booked' ? 'accepted' : null;
    const sequence = await this.em.transactional(async (em) => {
      await em.nativeUpdate(CallBooking, { id: call.id }, { status, updatedAt: this.clock.now(), ...(event && { sequence: raw('sequence + 1') }) });
      const action = status === 'cancelled' ? CALL_AUDIT.cancel : CALL_AUDIT.outcome;
      if (actor) this.audit.record(em, { actorId: actor.id, action, target: { type: 'call', id: call.id }, details: { before: { status: call.status }, after: { status } } });
      return event ? this.tellChange(em, call.id, event) : 0;
    });
    // A declined or withdrawn proposal was in no calendar: no cancellation to send.
    if (!event || (event === 'cancelled' && call.status !== 'booked')) return this.call(call.id);
    return this.announced(call.id, event, sequence);
  }

  /** Inside the change's transaction: its people's notifications; the call's new sequence. */
  private async tellChange(em: EntityManager, id: string, event: CallEvent): Promise<number> {
    const [[call], sequence] = await Promise.all([CALL.run(em, { id }), this.sequenceOf(em, id)]);
    await this.notices.tell(em, call, event, sequence);
    return sequence;
  }

  /** The call's invitation version (its `.ics` SEQUENCE), as `em` sees it. */
  private async sequenceOf(em: EntityManager, id: string): Promise<number> {
    return (await em.findOneOrFail(CallBooking, id, { fields: ['sequence'], refresh: true })).sequence;
  }

  /** After the commit: the call, and its invitation e-mailed when it is in its people's calendars (booked, or just cancelled). */
  private async announced(id: string, event: CallEvent, sequence: number): Promise<CallDto> {
    const call = await this.call(id);
    if (call.status === 'booked' || call.status === 'cancelled') await this.notices.invite(call, event, sequence);
    return call;
  }

  private async call(id: string): Promise<CallDto> {
    const [call] = await CALL.run(this.em, { id });
    return call;
  }

  /** The 409 of a slot just taken, with the next free ones. */
  private taken(slots: CallSlotDto[]): DomainError {
    return new DomainError('conflict', E.taken, undefined, { next_slots: slots.slice(0, CALL_RULES.nextSlots) });
  }
}

const slot = (coachId: string, start: number, minutes: number): CallSlotDto => ({
  coach_id: coachId,
  starts_at: new Date(start).toISOString(),
  ends_at: new Date(start + minutes * MINUTE_MS).toISOString(),
});

// The compact form of a kept list of starts, made once (a list is never changed once made).
const compacted = new WeakMap<readonly number[], CoachSlotsDto>();

/** A coach's starts (ms, in order) by UTC date, as runs of `HH:MM` UTC starts a grid step apart (`CallSlotDayDto`). */
function compact(coachId: string, starts: readonly number[]): CoachSlotsDto {
  const kept = compacted.get(starts);
  if (kept?.coach_id === coachId) return kept;
  const made = compactOf(coachId, starts);
  compacted.set(starts, made);
  return made;
}

function compactOf(coachId: string, starts: readonly number[]): CoachSlotsDto {
  const days: CallSlotDayDto[] = [];
  const step = CALL_RULES.gridMinutes * MINUTE_MS;
  let dayIndex = NaN;
  for (let i = 0; i < starts.length; ) {
    const first = starts[i];
    // A run: the starts one grid step after the other, on the same UTC date.
    let last = first;
    while (i + 1 < starts.length && starts[i + 1] === last + step && Math.floor(starts[i + 1] / DAY_MS) === Math.floor(first / DAY_MS)) last = starts[++i];
    i++;
    if (Math.floor(first / DAY_MS) !== dayIndex) {
      dayIndex = Math.floor(first / DAY_MS);
      days.push({ date: new Date(first).toISOString().slice(0, 10), times: [] });
    }
    days[days.length - 1].times.push(first === last ? time(first) : `${time(first)}-${time(last)}`);
  }
  return { coach_id: coachId, days };
}

/** `HH:MM` of each minute of a day, and of an instant (UTC). */
const TIMES = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const time = (ms: number) => TIMES[Math.floor(ms / MINUTE_MS) % 1440];
