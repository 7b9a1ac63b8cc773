import type { Role } from './roles';
import { formatDateWith } from './dates';

/** Issue 30: every event that concerns a user, in the bell's list; each kind's e-mail can be turned off. */
export const NOTIFICATION_KINDS = [
  'document_validated',
  'document_rejected',
  'message',
  'milestone',
  'payment',
  'deadline',
  'reminder_unread',
  'reminder_document',
  'reminder_training',
  'reminder_follow_up',
  'reminder_silent_client',
  'call',
  'reminder_job_search',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds as the account page names them (its e-mail switches). */
const deadlineAt = (deadline: Date) => formatDateWith(deadline, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** A review deadline's notices: near, to the coach (12 h before); passed, to axel. */
export const DEADLINE_NOTICES = {
  near: (document: string, client: string, deadline: Date) => `${document} de ${client} à valider avant ${deadlineAt(deadline)}`,
  passedTitle: 'Délai de validation dépassé',
  passed: (document: string, client: string) => `${document} de ${client} : le délai de validation est dépassé`,
} as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  document_validated: 'Document validé',
  document_rejected: 'Document à corriger',
  message: 'Nouveau message',
  milestone: 'Étape du parcours planifiée ou modifiée',
  payment: 'Paiement confirmé',
  deadline: 'Échéance de validation proche',
  reminder_unread: 'Rappel : message non lu',
  reminder_document: 'Rappel : document à remplacer',
  reminder_training: 'Rappel : formation à commencer',
  reminder_follow_up: 'Rappel : journée de suivi à remplir',
  reminder_silent_client: 'Rappel : client sans nouvelles',
  call: 'Appels : réservations, changements et rappels',
  reminder_job_search: 'Rappel : recherches du mois et preuve pour l’ORP',
};

const CLIENT_KINDS: readonly NotificationKind[] = ['document_validated', 'document_rejected', 'message', 'milestone', 'payment', 'reminder_unread', 'reminder_document', 'reminder_training', 'reminder_follow_up', 'call', 'reminder_job_search'];
const COACH_KINDS: readonly NotificationKind[] = ['message', 'deadline', 'reminder_unread', 'reminder_silent_client', 'call', 'reminder_job_search'];
const AXEL_KINDS: readonly NotificationKind[] = ['message', 'deadline', 'reminder_unread'];

/** The kinds a role can receive: the account page offers a switch for each. */
export function notificationKindsOf(role: Role): readonly NotificationKind[] {
  if (role === 'client' || role === 'client_se_loger') return CLIENT_KINDS;
  if (role === 'accompagnateur') return COACH_KINDS;
  if (role === 'axel') return AXEL_KINDS;
  return [];
}

/** One entry of the bell's list; `link` is the page it leads to. */
export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

/** A page of the bell's list: unread first, then newest first. */
export interface NotificationsDto {
  items: NotificationDto[];
  unread: number;
  has_more: boolean;
}

/** The bell's count alone: what the top bar asks at each page change. */
export interface NotificationsUnreadDto {
  unread: number;
}

export interface NotificationPreferenceDto {
  kind: NotificationKind;
  label: string;
  email: boolean;
}

export const NOTIFICATION_LIMITS = { page: 20 } as const;

export const NOTIFICATION_ERRORS = {
  kind: 'Type de notification inconnu',
  kindNotOffered: "Ce type de notification ne concerne pas votre compte",
  email: 'Indiquez si vous souhaitez recevoir ces e-mails (oui ou non)',
  unsubscribeInvalid: 'Ce lien de désabonnement est invalide',
} as const;

export const NOTIFICATION_TEXTS = {
  bell: 'Notifications',
  markAll: 'Tout marquer comme lu',
  empty: 'Aucune notification pour le moment',
  unread: 'Non lue',
  more: 'Notifications précédentes',
  unsubscribeTitle: 'Se désabonner de ces e-mails',
  unsubscribeText: 'Vous ne recevrez plus les e-mails de ce type. Les notifications restent visibles dans votre espace.',
  unsubscribeButton: 'Me désabonner',
  unsubscribeDone: 'Désabonnement enregistré',
  preferencesTitle: 'E-mails de notification',
  preferencesHelp: 'Chaque événement reste visible dans la cloche en haut de page ; choisissez ceux qui vous sont aussi envoyés par e-mail.',
  unsubscribed: (label: string) => `Vous ne recevrez plus d'e-mails pour : ${label}. Vous pouvez les réactiver depuis la page Sécurité et données.`,
} as const;

/** The bell's badge, as a screen reader says it. */
export const notificationsBadgeLabel = (count: number): string =>
  count === 0 ? 'Notifications, aucune non lue' : count === 1 ? 'Notifications, 1 non lue' : `Notifications, ${count} non lues`;
