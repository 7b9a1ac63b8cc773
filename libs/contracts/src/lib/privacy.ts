
// Data rights (nLPD / GDPR, issue 10 item 9): the archive of one's data, deletion on request confirmed by
// axel, and whether recruiters may see a client.

/** Where the caller's data rights stand (`/compte`, 'Vos données'). */
export interface DataRights {
  /** The client consented to recruiters seeing its email, registration date and progress (off until given; clients only). */
  recruiter_visible: boolean;
  /** When the consent was last given, ISO 8601; null if never. */
  recruiter_consent_at: string | null;
  /** When it was last withdrawn, ISO 8601; null if never. */
  recruiter_withdrawn_at: string | null;
  /** When the caller asked for deletion, ISO 8601; null when no request is pending. */
  deletion_requested_at: string | null;
}

export const PRIVACY_MESSAGES = {
  visibleRequired: 'Indiquez si les recruteurs peuvent voir votre profil (oui ou non).',
  noDeletionRequest: "Aucune demande de suppression n'est en cours.",
  candidateNotFound: 'Candidat introuvable.',
} as const;

/** The archive's name, dated the day it is made (`AAAA-MM-JJ`). */
export const exportFileName = (day: string): string => `capsuisse-mes-donnees-${day}.zip`;
