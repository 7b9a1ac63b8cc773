import type { Page } from './admin';

/**
 * A mail's delivery, as axel sees it (`GET /admin/mails`): queued (waiting for its next try), sending (a worker
 * holds it), sent, or failed (tries exhausted or refused for good; kept until axel resends it).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En attente',
  sending: "En cours d'envoi",
  sent: 'Envoyé',
  failed: 'En échec',
};

/**
 * `message`: a mail kept whole; `password-reset`: made again, with a fresh link, at every try (no secret stored);
 * the notification kinds e-mailed (issue 30: a document's verdict, the reminders): made at each try from the
 * person's newest event of that kind, with its unsubscribe link and headers.
 */
export const MAIL_KINDS = [
  'message',
  'password-reset',
  'document_validated',
  'document_rejected',
  'reminder_unread',
  'reminder_document',
  'reminder_training',
  'reminder_follow_up',
  'reminder_silent_client',
  'call',
  'deadline',
  'reminder_job_search',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  message: 'Message',
  'password-reset': 'Réinitialisation du mot de passe',
  document_validated: 'Document validé',
  document_rejected: 'Document à corriger',
  reminder_unread: 'Rappel : message non lu',
  reminder_document: 'Rappel : document à remplacer',
  reminder_training: 'Rappel : formation à commencer',
  reminder_follow_up: 'Rappel : journée de suivi à remplir',
  reminder_silent_client: 'Rappel : client sans nouvelles',
  call: "Rappel d'appel",
  deadline: 'Échéance de validation',
  reminder_job_search: 'Rappel : recherches du mois et preuve pour l’ORP',
};

export const MAILS_PAGE_SIZE_DEFAULT = 20;
export const MAILS_PAGE_SIZE_MAX = 100;

export const MAIL_ERRORS = {
  status: 'Statut inconnu (queued, sending, sent ou failed)',
  notFound: 'E-mail introuvable',
  notFailed: "Seul un e-mail en échec peut être renvoyé",
} as const;

export interface MailDeliveryDto {
  id: string;
  to: string;
  subject: string;
  kind: MailKind;
  status: MailStatus;
  /** Tries made so far. */
  attempts: number;
  /** The last try's error (the server's reply, never the mail's content). */
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailDeliveriesResponse extends Page {
  mails: MailDeliveryDto[];
}
