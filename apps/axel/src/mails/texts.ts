/** Texts of axel's 'E-mails' tab: the mails the platform sends, those that failed, and sending them again. */
export const MAILS_TEXTS = {
  intro:
    "Un e-mail qui ne part pas est réessayé pendant plusieurs heures, puis gardé ici en échec. « Renvoyer » le réessaie ; un e-mail de réinitialisation part avec un nouveau lien.",
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  columns: { date: 'Date', to: 'Destinataire', subject: 'Objet', kind: 'Type', status: 'Statut', attempts: 'Essais', error: 'Dernière erreur', actions: 'Actions' },
  resend: 'Renvoyer',
  empty: 'Aucun e-mail',
  loadFailed: 'Impossible de charger les e-mails',
  resent: (to: string) => ({ title: 'E-mail renvoyé', description: `Un nouvel essai vers ${to} est en cours` }),
  resendFailed: "Impossible de renvoyer l'e-mail",
} as const;
