import { ADMIN_ERRORS, type RecruiterDecision } from '@capsuisse/contracts';

/** Texts of the admin dashboard (spec §2 "Admin dashboard", §5, §8). */
export const DASHBOARD_TEXTS = {
  title: 'Tableau de bord Axel',
  counters: { users: 'Utilisateurs', coaches: 'Accompagnateurs', clients: 'Clients', recruiters: 'Recruteurs' },
  tabs: { users: 'Utilisateurs', assign: 'Assigner', create: 'Créer', audit: 'Journal', analytics: 'Statistiques', training: 'Formation', resources: 'Ressources', mails: 'E-mails', reminders: 'Rappels' },
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
  assign: {
    coach: 'Accompagnateur',
    client: 'Client',
    coachPlaceholder: 'Choisir un accompagnateur',
    clientPlaceholder: 'Choisir un client',
    submit: 'Assigner',
  },
  create: {
    email: 'Email',
    password: 'Mot de passe',
    role: 'Rôle',
    paymentRequired: 'Paiement requis',
    submit: "Créer l'utilisateur",
  },
  audit: {
    actor: 'Auteur (email ou identifiant)',
    target: 'Cible (identifiant)',
    action: 'Action',
    period: 'Période',
    apply: 'Filtrer',
    columns: { date: 'Date', actor: 'Auteur', action: 'Action', target: 'Cible', details: 'Détails' },
    before: 'Avant',
    after: 'Après',
    empty: 'Aucune entrée',
  },
} as const;

/** The audit actions axel's work writes, by their names in the log. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.user.create': 'Création de compte',
  'admin.user.profile': 'Modification du profil',
  'admin.user.role': 'Changement de rôle',
  'admin.user.access': "Modification de l'accès",
  'admin.user.password': 'Réinitialisation du mot de passe',
  'admin.user.delete': 'Suppression de compte',
  'privacy.deletion.request': 'Demande de suppression',
  'privacy.deletion.cancel': 'Demande de suppression retirée',
  'privacy.export': 'Export des données',
  'privacy.recruiter_visibility': 'Visibilité recruteurs',
  'privacy.retention.documents': 'Documents effacés (durée de conservation)',
  'recruiter.candidate.view': 'Consultation par un recruteur',
  'recruiter.candidates.list': 'Liste des candidats consultée',
  'admin.user.recruiter_approval': 'Validation d’un recruteur',
  'assignment.create': 'Assignation',
  'auth.signup': 'Inscription',
  'auth.password_reset': 'Mot de passe oublié',
  'auth.session_end': 'Connexion terminée',
  'auth.refresh_reuse': 'Session révoquée (jeton réutilisé)',
  'auth.mfa_enrolled': 'Double authentification activée',
  'auth.mfa_removed': 'Double authentification désactivée',
  'auth.mfa_recovery_code_used': 'Code de secours utilisé',
  'resource.upload': 'Ressource déposée',
  'resource.replace': 'Ressource remplacée',
  'admin.mail.resend': 'E-mail renvoyé',
};

export const DASHBOARD_TOASTS = {
  loadFailed: 'Impossible de charger les utilisateurs',
  auditLoadFailed: 'Impossible de charger le journal',
  validation: '❌ Erreur de validation',
  assignMissing: 'Sélectionnez un accompagnateur et un client',
  assigned: "Client assigné à l'accompagnateur",
  assignFailed: "Impossible d'assigner le client",
  credentialsRequired: ADMIN_ERRORS.credentialsRequired,
  created: (email: string, paymentRequired: boolean) => ({
    title: 'Utilisateur créé',
    description: paymentRequired ? `${email} a été créé : paiement requis` : `${email} a été créé : accès gratuit`,
  }),
  createFailed: "Impossible de créer l'utilisateur",
  deleted: (email: string) => ({ title: 'Utilisateur supprimé', description: `${email} et ses données ont été supprimés` }),
  deleteFailed: "Impossible de supprimer l'utilisateur",
  recruiterDecided: (email: string, decision: RecruiterDecision) => (decision === 'approved' ? `${email} peut voir les candidats` : `${email} ne verra aucun candidat`),
  recruiterDecisionFailed: 'Impossible de valider ou de refuser le recruteur',
} as const;
