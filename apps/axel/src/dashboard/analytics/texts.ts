import { ANALYTICS_WEEKS_MAX, type CallFunnel, type CoachLoad, type FunnelCounts, type NoShowStats, type ReviewStats, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
export const formatNumber = (value: number) => number.format(value);
const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n > 1 ? many : one}`;

/** `YYYY-MM-DD` (a Monday) → `23/11`. */
export const shortWeek = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}`;
/** `YYYY-MM-DD` → `23/11/2026`. */
export const longWeek = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}/${week.slice(0, 4)}`;

export const PERIOD_OPTIONS = [4, 12, 26, ANALYTICS_WEEKS_MAX].map((weeks) => ({ value: weeks, label: `${weeks} dernières semaines` }));

/** The steps of the funnel, in order, by their field in the API. */
export const FUNNEL_STEPS: { key: keyof FunnelCounts; label: string }[] = [
  { key: 'signed_up', label: 'Inscrits' },
  { key: 'paid', label: 'Payé' },
  { key: 'documents_validated', label: 'Documents validés' },
  { key: 'training_done', label: 'Formation terminée' },
  { key: 'follow_up_done', label: 'Suivi terminé' },
];

/** The first call's steps (issue 31), each counting the clients of the step before it who reached it. */
export const CALL_FUNNEL_STEPS: { key: keyof CallFunnel; label: string }[] = [
  { key: 'signed_up', label: 'Inscrits' },
  { key: 'first_call_booked', label: 'Premier appel réservé' },
  { key: 'first_call_held', label: 'Premier appel tenu' },
  { key: 'paid', label: 'Payé' },
];

/** Texts of the 'Statistiques' tab; each caption states the figures a chart draws. */
export const ANALYTICS_TEXTS = {
  period: 'Période',
  loadFailed: 'Impossible de charger les statistiques',
  /** The legend names the week by its Monday. */
  week: 'Semaine du',
  funnel: {
    title: "Parcours des clients par semaine d'inscription",
    empty: 'Aucune inscription sur la période',
    caption: (weeks: number, totals: FunnelCounts) =>
      `Sur ${weeks} semaines : ${FUNNEL_STEPS.map((step) => `${step.label.toLowerCase()} ${formatNumber(totals[step.key])}`).join(', ')}.`,
  },
  reviews: {
    title: `Délai de relecture (promesse : ${VALIDATION_WORKING_HOURS} h ouvrées)`,
    onTime: 'Dans les délais',
    late: 'En retard',
    median: 'Temps médian de relecture',
    promise: `/ ${VALIDATION_WORKING_HOURS} h ouvrées`,
    pendingOverdue: 'En attente hors délai',
    empty: 'Aucun document relu sur la période',
    caption: (r: ReviewStats) =>
      r.reviewed
        ? `${plural(r.reviewed, 'document relu', 'documents relus')}, ${formatNumber(r.on_time_percent ?? 0)} % dans les délais, temps médian ${formatNumber(r.median_hours ?? 0)} h (promesse : ${VALIDATION_WORKING_HOURS} h ouvrées), ${formatNumber(r.pending_overdue)} en attente hors délai.`
        : `Aucun document relu, ${formatNumber(r.pending_overdue)} en attente hors délai.`,
    lateTitle: 'Documents en retard',
    lateEmpty: 'Aucun document en retard',
    lateMore: (shown: number, total: number) => `Les ${shown} plus en retard sur ${total}`,
    columns: { type: 'Document', client: 'Client', coach: 'Accompagnateur', uploaded: 'Déposé le', deadline: 'Échéance', reviewed: 'Relu le', late: 'Retard' },
    pending: 'En attente',
    noCoach: 'Non assigné',
    hours: (h: number) => `${formatNumber(h)} h`,
  },
  calls: {
    title: 'Premier appel et absences aux rendez-vous',
    funnelCaption: (f: CallFunnel) => `Sur la période : ${CALL_FUNNEL_STEPS.map((step) => `${step.label.toLowerCase()} ${formatNumber(f[step.key])}`).join(', ')}.`,
    share: (part: number, whole: number) => (whole ? `${formatNumber(Math.round((100 * part) / whole))} %` : '-'),
    noShow: "Taux d'absence",
    noShowDetail: (s: NoShowStats) => `${plural(s.missed, 'absence', 'absences')} sur ${plural(s.held + s.missed, 'rendez-vous renseigné', 'rendez-vous renseignés')}`,
    columns: { coach: 'Accompagnateur', held: 'Tenus', missed: 'Absences', rate: "Taux d'absence" },
    empty: 'Aucun rendez-vous renseigné sur la période',
  },
  coaches: {
    title: 'Charge des accompagnateurs',
    clients: 'Clients',
    waiting: 'Documents en attente',
    empty: 'Aucun accompagnateur',
    coach: 'Accompagnateur',
    caption: (coaches: CoachLoad[]) =>
      `${coaches
        .map((c) => `${c.coach_email} : ${plural(c.clients, 'client', 'clients')}, ${plural(c.documents_waiting, 'document en attente', 'documents en attente')} dont ${formatNumber(c.overdue)} hors délai`)
        .join(' ; ')}.`,
  },
} as const;
