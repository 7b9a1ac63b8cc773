import type { RecruiterDecision } from '@capsuisse/contracts';

/** Texts of the admin dashboard (spec §2 "Admin dashboard", §5, §8). */
export const DASHBOARD_TEXTS = {
  title: 'Tableau de bord Axel',
  counters: { users: 'Utilisateurs', coaches: 'Accompagnateurs', clients: 'Clients', recruiters: 'Recruteurs' },
  tabs: { users: 'Utilisateurs', assign: 'Assigner', create: 'Créer', audit: 'Journal', analytics: 'Statistiques', training: 'Formation', resources: 'Ressources', mails: 'E-mails', reminders: 'Rappels', calls: 'Rendez-vous', queues: 'Tâches' },
  users: {
    search: 'Rechercher par email',
    allRoles: 'Tous les rôles',
    roleFilter: 'Filtrer par rôle',
    columns: { email: 'Email', role: 'Rôle', createdAt: 'Date de création', status: 'Statut', progress: 'Progression', actions: 'Actions' },
    open: 'Voir',
    delete: 'Supprimer',
    // The confirmation names the person: a deletion cannot be undone.
    confirmDelete: (email: string) => `Supprimer définitivement ${email} ?`,
    confirmDeleteDetail: 'Son compte, ses documents et ses données seront effacés ; ses paiements sont conservés sans son nom.',
    empty: 'Aucun utilisateur',
    // The user asked for deletion (/compte): confirming is the deletion itself.
    deletionRequested: 'Suppression demandée',
    // A recruiter who signed up waits for axel before it sees any candidate.
    recruiterApproval: { pending: 'En attente de validation', approved: 'Recruteur validé', refused: 'Recruteur refusé' },
    approve: 'Valider',
    refuse: 'Refuser',
    confirmRefuse: (email: string) => `Refuser le compte recruteur ${email} ?`,
    confirmRefuseDetail: 'Il ne verra aucun candidat ; vous pourrez le valider plus tard.',
  },
} as const;

export const DASHBOARD_TOASTS = {
  loadFailed: 'Impossible de charger les utilisateurs',
  deleted: (email: string) => ({ title: 'Utilisateur supprimé', description: `${email} et ses données ont été supprimés` }),
  deleteFailed: "Impossible de supprimer l'utilisateur",
  recruiterDecided: (email: string, decision: RecruiterDecision) => (decision === 'approved' ? `${email} peut voir les candidats` : `${email} ne verra aucun candidat`),
  recruiterDecisionFailed: 'Impossible de valider ou de refuser le recruteur',
} as const;
