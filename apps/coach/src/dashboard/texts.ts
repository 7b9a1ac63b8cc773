import { DOCUMENT_ERRORS } from '@capsuisse/contracts';

/** Toasts of the coach space (spec §8). */
export const COACH_TOASTS = {
  validated: { title: 'Document validé', description: 'Le document a été validé avec succès' },
  rejected: { title: 'Document rejeté', description: 'Le client devra le corriger' },
  reasonRequired: { title: 'Erreur', description: DOCUMENT_ERRORS.rejectReason },
  validateFailed: { title: 'Erreur', description: 'Impossible de valider le document' },
  rejectFailed: { title: 'Erreur', description: 'Impossible de rejeter le document' },
  openFailed: { title: 'Erreur', description: "Impossible d'ouvrir le document" },
  downloadFailed: { title: 'Erreur', description: 'Impossible de télécharger le document' },
  loadFailed: { title: 'Erreur', description: 'Impossible de charger vos clients' },
} as const;
