import type { z } from 'zod';
import type { coachClient, coachClientsResponse } from './api/coach.response';
import type { documentDto, reviewEntry } from './api/documents.response';

export const DOCUMENT_TYPES = ['cv', 'formulaire', 'photo'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['en_attente', 'valide', 'a_corriger'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MILESTONE_STATUSES = ['termine', 'planifie', 'a_faire'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * Where a client's documents stand as a whole: the uploads' and dashboard's messages, the coach's badge
 * 'Validé', axel's status. It comes from the three documents' states, never from the overall progress,
 * which the training, the follow-up and the milestones raise too.
 */
export const DOCUMENTS_STATES = ['none', 'pending', 'rejected', 'validated'] as const;
export type DocumentsState = (typeof DOCUMENTS_STATES)[number];

/** The states of a client's current documents (one per type at most) → their state as a whole (spec §4). */
export function documentsState(statuses: readonly DocumentStatus[]): DocumentsState {
  if (statuses.includes('a_corriger')) return 'rejected';
  if (statuses.filter((s) => s === 'valide').length === DOCUMENT_TYPES.length) return 'validated';
  return statuses.length === 0 ? 'none' : 'pending';
}

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A rejection's reason, in characters (the coach's text box stops there too). */
export const REJECT_REASON_MAX_LENGTH = 2000;

/** What each type accepts, checked by content on the server and by the file picker in the browser. */
export const DOCUMENT_KINDS: Record<DocumentType, { label: string; mimeTypes: readonly string[]; accept: string }> = {
  cv: { label: 'CV', mimeTypes: ['application/pdf'], accept: '.pdf' },
  formulaire: { label: 'Formulaire complété', mimeTypes: ['application/pdf'], accept: '.pdf' },
  photo: { label: 'Photo professionnelle', mimeTypes: ['image/jpeg', 'image/png'], accept: '.jpg,.jpeg,.png' },
};

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  en_attente: 'En attente',
  valide: 'Validé',
  a_corriger: 'À corriger',
};

export const DOCUMENT_ERRORS = {
  pdfOnly: 'Ce document doit être un fichier PDF',
  imageOnly: 'La photo doit être au format JPG ou PNG',
  empty: 'Le fichier est vide',
  tooLarge: 'Le fichier ne peut pas dépasser 10 Mo',
  missingFile: 'Aucun fichier reçu',
  oneFile: 'Envoyez un seul fichier, dans le champ « file »',
  unknownType: 'Type de document inconnu',
  validatedLocked: 'Un document validé ne peut pas être remplacé',
  notPending: "Ce document n'est plus en attente de validation",
  rejectReason: 'Veuillez indiquer la raison du rejet',
} as const;

export const ASSIGNMENT_ERRORS = {
  notCoach: "Ce compte n'est pas un accompagnateur",
  notClient: "Ce compte n'est pas un client",
  duplicate: 'Ce client est déjà assigné à cet accompagnateur',
} as const;

/** A verdict on one version of a document; kept per type across replacements. */
export type ReviewEntry = z.infer<typeof reviewEntry>;

/** A document as the lists send it, with its review history (schema: api/documents.response.ts). */
export type DocumentDto = z.infer<typeof documentDto>;

/** `GET /api/documents/:id/link`: a private, signed download link. */
export interface SignedLink {
  url: string;
  expires_at: string;
}

/** An assigned client on the coach's page, with the documents shown to the coach (schema: api/coach.response.ts). */
export type CoachClient = z.infer<typeof coachClient>;

/** A coach's list comes a page at a time: each client carries its documents and their histories. */
export const COACH_PAGE_SIZE_DEFAULT = 20;
export const COACH_PAGE_SIZE_MAX = 100;

/** The coach's list narrowed to what waits for the coach: unread messages or a document to review (issue 30). */
export const COACH_FILTERS = ['a_traiter'] as const;
export type CoachFilter = (typeof COACH_FILTERS)[number];
export const COACH_FILTER_LABELS: Record<CoachFilter, string> = { a_traiter: 'À traiter' };
export const COACH_FILTER_ERROR = 'Filtre inconnu (à traiter)';

/** `GET /api/coach/clients?search=&page=&page_size=` */
export type CoachClientsResponse = z.infer<typeof coachClientsResponse>;
