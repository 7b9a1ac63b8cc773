import { formatDateWith } from './dates';
import { ZURICH_ZONE } from './zurich-time';

/** Issue 31: the free first call and the coaching sessions, booked in the platform. */
export const CALL_KINDS = ['first_call', 'session'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** `proposed`: offered by the coach, waiting for the client's acceptance; it holds the slot meanwhile. */
export const CALL_STATUSES = ['proposed', 'booked', 'cancelled', 'held', 'missed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** What the coach records once the call's time has come. */
export const CALL_OUTCOMES = ['held', 'missed'] as const satisfies readonly CallStatus[];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAY_LABELS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export const CALL_RULES = {
  /** Every wall-clock time of availability is in this zone; instants travel as UTC ISO strings. */
  zone: ZURICH_ZONE,
  firstCallMinutes: 30,
  sessionMinutes: { default: 45, min: 15, max: 120 },
  /** A slot starts every this many minutes from its range's start. */
  gridMinutes: 15,
  /** How far ahead slots are offered and bookings taken. */
  horizonDays: 60,
  /** A client may cancel or move until this many hours before the start; the coach at any time. */
  changeNoticeHours: 24,
  /** Missed calls after which the client must be re-enabled by its coach before booking again. */
  missedLimit: 2,
  /** How many next free slots a refusal for a taken slot offers. */
  nextSlots: 5,
  /** Ranges per day and exceptions a coach may keep. */
  rangesMax: 50,
  exceptionsMax: 200,
  videoUrlMax: 500,
} as const;

/** `HH:MM`, Zurich wall-clock time. */
export interface WeeklyRangeDto {
  weekday: number;
  start: string;
  end: string;
}

/** A date closed (no slots that day, holidays aside) or an extra range on that date. */
export type AvailabilityExceptionDto = { date: string; closed: true } | { date: string; closed: false; start: string; end: string };

export interface AvailabilityDto {
  coach_id: string;
  video_url: string | null;
  takes_first_calls: boolean;
  weekly: WeeklyRangeDto[];
  exceptions: AvailabilityExceptionDto[];
  updated_at: string | null;
}

export interface CallSlotDto {
  coach_id: string;
  /** UTC instants (ISO); the web shows them in the visitor's zone. */
  starts_at: string;
  ends_at: string;
}

/**
 * One UTC date's free starts of a coach, in UTC: each of `times` is `HH:MM` (one start) or `HH:MM-HH:MM` (a start every
 * CALL_RULES.gridMinutes from the first to the last, both included), each the start of a slot of the answer's `minutes`.
 */
export interface CallSlotDayDto {
  date: string;
  times: string[];
}

export interface CoachSlotsDto {
  coach_id: string;
  days: CallSlotDayDto[];
}

/**
 * The free slots of the next 60 days, compact: per coach, per UTC date, runs of UTC starts (as slot objects, a busy
 * coach's 60 days were ~150 KB, more than the API can send quickly). First calls: each start under one coach, the
 * first free then. `slotList` gives the slots a page shows.
 */
export interface CallSlotsDto {
  minutes: number;
  coaches: CoachSlotsDto[];
}

/** The slots of an answer as one list, soonest first (same start: by coach). */
export function slotList(dto: CallSlotsDto): CallSlotDto[] {
  const length = dto.minutes * 60_000;
  const step = CALL_RULES.gridMinutes * 60_000;
  const list = dto.coaches.flatMap(({ coach_id, days }) =>
    days.flatMap(({ date, times }) =>
      times.flatMap((run) => {
        const [first, last = first] = run.split('-').map((time) => Date.parse(`${date}T${time}:00.000Z`));
        const slots: CallSlotDto[] = [];
        for (let start = first; start <= last; start += step) slots.push({ coach_id, starts_at: new Date(start).toISOString(), ends_at: new Date(start + length).toISOString() });
        return slots;
      }),
    ),
  );
  return list.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.coach_id.localeCompare(b.coach_id));
}

export interface CallDto {
  id: string;
  kind: CallKind;
  status: CallStatus;
  coach_id: string;
  coach_name: string;
  client_id: string;
  client_name: string;
  starts_at: string;
  ends_at: string;
  /** The coach's link, for the call's two people only. */
  video_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A client's calls and its standing: `blocked` after CALL_RULES.missedLimit missed calls not yet forgiven. */
export interface ClientCallsDto {
  calls: CallDto[];
  missed: number;
  blocked: boolean;
}

export interface CallCoachDto {
  id: string;
  name: string;
  takes_first_calls: boolean;
}

export interface CallSettingsDto {
  session_minutes: number;
  min: number;
  max: number;
  updated_at: string | null;
  coaches: CallCoachDto[];
}

const h = CALL_RULES.changeNoticeHours;

export const CALL_ERRORS = {
  time: "L'heure doit être au format HH:MM (par exemple 09:30)",
  weekday: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche)',
  date: 'La date doit être au format AAAA-MM-JJ',
  rangeOrder: "L'heure de fin doit être après l'heure de début",
  rangesOverlap: (day: string) => `Deux plages horaires se chevauchent le ${day}`,
  rangesMax: `Au plus ${CALL_RULES.rangesMax} plages horaires`,
  exceptionsMax: `Au plus ${CALL_RULES.exceptionsMax} exceptions`,
  closed: 'Indiquez si la journée est fermée (oui ou non)',
  videoUrl: 'Le lien vidéo doit être une adresse https:// complète',
  videoUrlMax: `Le lien vidéo ne peut pas dépasser ${CALL_RULES.videoUrlMax} caractères`,
  startsAt: 'Le début doit être un instant ISO 8601 avec fuseau (par exemple 2027-03-09T08:00:00Z)',
  sessionMinutes: `La durée d'une séance doit être un nombre entier de minutes entre ${CALL_RULES.sessionMinutes.min} et ${CALL_RULES.sessionMinutes.max}`,
  enabled: 'Indiquez oui ou non',
  outcome: "Indiquez si l'appel a eu lieu ou si le client est absent",
  past: 'Ce créneau est déjà passé : choisissez-en un autre',
  tooFar: `Les réservations se font au plus ${CALL_RULES.horizonDays} jours à l'avance`,
  outsideHours: "Ce créneau n'est pas dans les horaires de l'accompagnateur : choisissez l'un des créneaux proposés",
  holiday: "Ce jour est férié : aucun appel n'est possible ce jour-là",
  taken: "Ce créneau vient d'être réservé par quelqu'un d'autre : choisissez l'un des prochains créneaux libres",
  clientBusy: 'Vous avez déjà un appel à ce moment-là',
  noFirstCallCoach: "Aucun accompagnateur ne prend de premier appel pour l'instant : réessayez plus tard",
  firstCallTaken: 'Vous avez déjà un premier appel : annulez-le pour en réserver un autre',
  notYourCoach: "Cet accompagnateur n'est pas le vôtre",
  noCoach: "Aucun accompagnateur ne vous est encore attribué : les séances se réservent avec lui",
  clientUnpaid: "Ce client n'a pas encore payé : les séances sont réservées aux clients inscrits au programme",
  blocked: `Vous avez manqué ${CALL_RULES.missedLimit} appels : votre accompagnateur doit réactiver vos réservations avant que vous puissiez en faire une nouvelle`,
  notBlocked: "Les réservations de ce client ne sont pas bloquées",
  callNotFound: 'Appel introuvable',
  coachNotFound: 'Accompagnateur introuvable',
  tooLate: `Moins de ${h} heures avant l'appel, seul votre accompagnateur peut l'annuler ou le déplacer`,
  notChangeable: 'Cet appel ne peut plus être modifié',
  notProposed: "Cet appel n'attend pas votre acceptation",
  notInCalendar: "Cette séance proposée n'est pas encore acceptée : elle n'est dans aucun agenda",
  notPast: "L'appel n'a pas encore commencé : vous pourrez indiquer s'il a eu lieu ensuite",
} as const;

/** Audit actions of the calls (axel's and coaches' changes). */
export const CALL_AUDIT = {
  availability: 'calls.availability.update',
  settings: 'admin.calls.settings.update',
  firstCalls: 'admin.calls.first_calls',
  propose: 'calls.propose',
  cancel: 'calls.cancel',
  move: 'calls.move',
  outcome: 'calls.outcome',
  reenable: 'calls.reenable',
} as const;

/** What happened to a call that its people are told of (the bell, and the invitation's e-mail when it is booked). */
export const CALL_EVENTS = ['booked', 'proposed', 'accepted', 'moved', 'cancelled'] as const;
export type CallEvent = (typeof CALL_EVENTS)[number];
/** The reminders before a booked call, by how long before. */
export const CALL_REMINDERS = { day: 24 * 60, hour: 60 } as const;
export type CallReminder = keyof typeof CALL_REMINDERS;

/** A call's time as people read it, in Zurich's time with the zone named: « mardi 2 mars 2027 à 09:00 (heure de Zurich) ». */
export const callZurichWhen = (iso: string): string =>
  `${formatDateWith(iso, { dateStyle: 'full', timeStyle: 'short' }).replace(',', '')} (heure de Zurich)`;

