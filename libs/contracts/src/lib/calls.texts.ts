import { CALL_RULES, WEEKDAY_LABELS, type CallDto, type CallKind, type CallSlotDto, type CallStatus } from './calls';
import { dayKey, formatDateWith } from './dates';
import { fromZurichWall } from './zurich-time';

/** Issue 31: the French texts of the calls' pages (client, coach, axel) and how they show times. */
export const CALL_KIND_LABELS: Record<CallKind, string> = { first_call: 'Premier appel offert', session: "Séance d'accompagnement" };

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  proposed: 'Proposé',
  booked: 'Confirmé',
  cancelled: 'Annulé',
  held: 'A eu lieu',
  missed: 'Absent',
};

export const CALL_STATUS_COLORS: Record<CallStatus, string> = { proposed: 'gold', booked: 'blue', cancelled: 'default', held: 'green', missed: 'red' };

/** The join button opens this many minutes before the start. */
export const CALL_JOIN_MINUTES = 10;

/** The intent the landing's 'Je réserve mon entretien' carries through sign-up (as `?suite=appel` or router state). */
export const CALL_SIGNUP_INTENT = { suite: 'appel' } as const;

export const CALLS_TEXTS = {
  client: {
    title: 'Mes rendez-vous',
    firstCallTitle: 'Votre premier appel offert',
    firstCallIntro: `Un appel de ${CALL_RULES.firstCallMinutes} minutes avec un accompagnateur, offert : choisissez le moment qui vous convient.`,
    sessionTitle: 'Réserver une séance',
    sessionIntro: (minutes: number) => `Une séance de ${minutes} minutes avec votre accompagnateur.`,
    firstCallBooked: 'Votre premier appel est réservé : retrouvez-le ci-dessous.',
    callsTitle: 'Mes appels',
    noCalls: "Aucun appel pour l'instant",
    noSlots: "Aucun créneau libre pour l'instant : réessayez plus tard ou écrivez à votre accompagnateur",
    pickDay: 'Choisissez un jour',
    pickTime: 'Choisissez une heure',
    moreDays: 'Jours suivants',
    earlierDays: 'Jours précédents',
    confirm: (when: string) => `Réserver le ${when}`,
    confirmMove: (when: string) => `Déplacer au ${when}`,
    moving: (when: string) => `Choisissez le nouveau moment de votre appel du ${when}`,
    stopMoving: 'Ne pas déplacer',
    booked: 'Rendez-vous réservé',
    moved: 'Rendez-vous déplacé',
    cancelled: 'Rendez-vous annulé',
    accepted: 'Proposition acceptée',
    failed: 'Impossible de réserver',
    loadFailed: 'Impossible de charger vos rendez-vous',
    nextSlots: 'Prochains créneaux libres :',
    move: 'Déplacer',
    cancel: 'Annuler',
    accept: 'Accepter',
    decline: 'Refuser',
    join: 'Rejoindre',
    tooLate: `Moins de ${CALL_RULES.changeNoticeHours} h avant l'appel : seul votre accompagnateur peut l'annuler ou le déplacer. Écrivez-lui.`,
    proposedBy: (coach: string) => `${coach} vous propose ce créneau`,
    withCoach: (coach: string) => `avec ${coach}`,
    blockedTitle: 'Réservations suspendues',
  },
  dashboard: {
    title: 'Mon prochain appel',
    none: "Aucun appel prévu pour l'instant.",
    firstCall: `Réservez votre premier appel offert de ${CALL_RULES.firstCallMinutes} minutes avec un accompagnateur.`,
    session: 'Réservez une séance avec votre accompagnateur.',
    book: 'Réserver un appel',
    all: 'Mes rendez-vous',
    join: 'Rejoindre',
    joinLater: `Le bouton « Rejoindre » s'active ${CALL_JOIN_MINUTES} minutes avant l'appel.`,
    noLink: "Votre accompagnateur n'a pas encore indiqué de lien vidéo : il vous contactera.",
  },
  coach: {
    agendaTitle: 'Agenda',
    availabilityTitle: 'Disponibilités',
    back: 'Retour au tableau de bord',
    thisWeek: 'Cette semaine',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    noCall: 'Aucun appel',
    toRecord: 'À renseigner : ces appels ont commencé',
    held: 'A eu lieu',
    missed: 'Absent',
    cancel: 'Annuler',
    video: 'Lien vidéo',
    noVideo: 'Aucun lien vidéo : ajoutez-le dans vos disponibilités',
    outcomeSaved: 'Appel renseigné',
    move: 'Déplacer',
    moveTo: 'Déplacer à ce moment',
    moved: 'Rendez-vous déplacé : le client en est averti',
    toMilestone: 'Ajouter au parcours',
    milestoneAdded: 'Étape ajoutée au parcours du client',
    /** The step a held call becomes in the client's journey. */
    milestoneLabel: (kind: string) => `${kind} avec votre accompagnateur`,
    cancelled: 'Appel annulé',
    failed: 'Action impossible',
    loadFailed: "Impossible de charger l'agenda",
    proposeTitle: 'Proposer un créneau à un client',
    client: 'Client',
    date: 'Date',
    time: 'Heure (Suisse)',
    propose: 'Proposer',
    proposed: 'Créneau proposé : le client doit l’accepter',
    blocked: (missed: number) => `Ce client a manqué ${missed} appels : ses réservations sont suspendues.`,
    reenable: 'Réactiver ses réservations',
    reenabled: 'Réservations réactivées',
    weeklyTitle: 'Horaires de la semaine (heure suisse)',
    addRange: 'Ajouter une plage',
    removeRange: 'Retirer la plage',
    start: 'Début',
    end: 'Fin',
    closedDay: 'Fermé',
    exceptionsTitle: 'Exceptions',
    exceptionsHelp: 'Un jour fermé, ou une plage en plus à une date. Les jours fériés du canton sont fermés, sauf plage ajoutée ici.',
    noExceptions: 'Aucune exception',
    exceptionKind: "Type d'exception",
    exceptionClosed: 'Jour fermé',
    exceptionExtra: 'Plage en plus',
    addException: "Ajouter l'exception",
    videoTitle: 'Lien vidéo (Zoom, Meet, Teams…)',
    videoPlaceholder: 'https://',
    firstCalls: (on: boolean) => (on ? 'Vous prenez les premiers appels des nouveaux inscrits.' : 'Vous ne prenez pas de premier appel (axel choisit qui les prend).'),
    save: 'Enregistrer',
    saved: 'Disponibilités enregistrées',
    saveFailed: "Impossible d'enregistrer",
  },
  axel: {
    sessionTitle: "Durée d'une séance",
    minutes: 'minutes',
    save: 'Enregistrer',
    saved: 'Durée enregistrée',
    firstCallsTitle: 'Accompagnateurs prenant les premiers appels',
    takesFirstCalls: 'Premiers appels',
    noCoach: 'Aucun accompagnateur',
    loadFailed: 'Impossible de charger les réglages des appels',
    saveFailed: "Impossible d'enregistrer",
    userTitle: 'Appels',
    userNone: 'Aucun appel',
    userMissed: (missed: number) => `${missed} appel${missed > 1 ? 's' : ''} manqué${missed > 1 ? 's' : ''} depuis la dernière réactivation`,
    userBlocked: 'Réservations suspendues : son accompagnateur doit les réactiver',
    userLoadFailed: 'Impossible de charger les appels',
    columns: { when: 'Date', kind: 'Type', coach: 'Accompagnateur', status: 'Issue' },
  },
  zoneNote: (zone: string) => `Heures affichées dans votre fuseau horaire (${zone}).`,
} as const;

/** The browser's own time zone, Europe/Zurich when it cannot tell. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || CALL_RULES.zone;

/** "mardi 9 mars" in `zone`. */
export const callDay = (iso: string, zone: string): string => formatDateWith(iso, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone });
/** "09:00" in `zone`. */
export const callTime = (iso: string, zone: string): string => formatDateWith(iso, { hour: '2-digit', minute: '2-digit', timeZone: zone });
/** `YYYY-MM-DD` in `zone`: the day a slot belongs to. */
export const callDayKey = (iso: string, zone: string): string => dayKey(iso, zone);
/** "mardi 9 mars à 09:00" in `zone`. */
export const callWhen = (iso: string, zone: string): string => `${callDay(iso, zone)} à ${callTime(iso, zone)}`;

/** Slots grouped by their day in `zone`, in order. */
export function slotsByDay(slots: readonly CallSlotDto[], zone: string): { day: string; label: string; slots: CallSlotDto[] }[] {
  const days = new Map<string, { day: string; label: string; slots: CallSlotDto[] }>();
  for (const slot of slots) {
    const day = callDayKey(slot.starts_at, zone);
    let group = days.get(day);
    if (!group) days.set(day, (group = { day, label: callDay(slot.starts_at, zone), slots: [] }));
    group.slots.push(slot);
  }
  return [...days.values()];
}

/** A Zurich wall-clock date and time (`YYYY-MM-DD`, `HH:MM`) as a UTC ISO instant. */
export const zurichInstant = (date: string, time: string): string => new Date(fromZurichWall(Date.parse(`${date}T${time}:00Z`))).toISOString();

/** The ISO weekday's French name (1 = lundi). */
export const weekdayLabel = (weekday: number): string => WEEKDAY_LABELS[weekday - 1] ?? '';

const LIVE: readonly CallStatus[] = ['proposed', 'booked'];
/** A call still to come or under way (proposed or booked, not yet ended). */
export const isUpcomingCall = (call: CallDto, now: number): boolean => LIVE.includes(call.status) && Date.parse(call.ends_at) > now;
/** The client may still cancel or move it itself (until CALL_RULES.changeNoticeHours before). */
export const clientMayChange = (call: CallDto, now: number): boolean =>
  LIVE.includes(call.status) && Date.parse(call.starts_at) - now >= CALL_RULES.changeNoticeHours * 3_600_000;
/** The video link opens CALL_JOIN_MINUTES before the start, until the end. */
export const joinOpen = (call: CallDto, now: number): boolean =>
  call.status === 'booked' && now >= Date.parse(call.starts_at) - CALL_JOIN_MINUTES * 60_000 && now < Date.parse(call.ends_at);
