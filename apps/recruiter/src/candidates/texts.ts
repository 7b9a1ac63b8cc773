/** Texts of the recruiter space (spec §2 "Recruiter dashboard", §8). */
export const RECRUITER_TEXTS = {
  title: 'Tableau de bord recruteur',
  counters: { total: 'Total Candidats', trainingDone: 'Formation 5j Complétée', followUpDone: 'Suivi 10j Complété' },
  registered: 'Inscrit le',
  badge: 'Candidat',
  training: 'Formation 5j',
  followUp: 'Suivi 10j',
  contact: 'Contacter le candidat',
  view: 'Voir la fiche',
  viewTitle: 'Fiche du candidat',
  viewFailed: 'Impossible de charger la fiche du candidat',
  empty: 'Aucun candidat pour le moment',
  // Titles over the server's own text (RECRUITER_MESSAGES), which says what happens next.
  waiting: 'Compte en attente de validation',
  refused: 'Compte recruteur refusé',
} as const;

export const RECRUITER_TOASTS = {
  // Spec §8 'Recruiter list load': the title, with the server's message as description.
  loadFailed: '❌ Erreur',
  contactSoon: { title: 'Fonctionnalité en cours de développement', description: 'La prise de contact avec les candidats sera bientôt disponible.' },
} as const;
