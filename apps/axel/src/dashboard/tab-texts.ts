// The texts of the dashboard's tabs that load apart (AssignTab, CreateUserTab, AuditTab): kept out of the home's chunk.
import { CALL_AUDIT, QUEUE_AUDIT } from '@capsuisse/contracts';

export const ASSIGN_TEXTS = {
  coach: 'Accompagnateur',
  client: 'Client',
  coachPlaceholder: 'Choisir un accompagnateur',
  clientPlaceholder: 'Choisir un client',
  submit: 'Assigner',
} as const;

export const CREATE_TEXTS = {
  email: 'Email',
  password: 'Mot de passe',
  role: 'Rôle',
  paymentRequired: 'Paiement requis',
  submit: "Créer l'utilisateur",
} as const;

export const AUDIT_TEXTS = {
  actor: 'Auteur (email ou identifiant)',
  target: 'Cible (identifiant)',
  action: 'Action',
  period: 'Période',
  apply: 'Filtrer',
  columns: { date: 'Date', actor: 'Auteur', action: 'Action', target: 'Cible', details: 'Détails' },
  before: 'Avant',
  after: 'Après',
  empty: 'Aucune entrée',
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
  'admin.reminder.update': 'Réglage des rappels',
  'document.validate': 'Document validé',
  'document.reject': 'Document à corriger',
  'milestone.create': 'Étape ajoutée',
  'milestone.update': 'Étape modifiée',
  'milestone.delete': 'Étape supprimée',
  'milestone.reorder': 'Étapes réordonnées',
  'payment.checkout': 'Paiement commencé',
  'training.day.update': 'Formation modifiée',
  'conversation.view': 'Conversation consultée',
  'conversation.message': 'Message envoyé',
  [CALL_AUDIT.availability]: 'Disponibilités modifiées',
  [CALL_AUDIT.settings]: 'Réglage des rendez-vous',
  [CALL_AUDIT.firstCalls]: 'Premiers appels d’un accompagnateur',
  [CALL_AUDIT.propose]: 'Rendez-vous proposé',
  [CALL_AUDIT.cancel]: 'Rendez-vous annulé',
  [CALL_AUDIT.move]: 'Rendez-vous déplacé',
  [CALL_AUDIT.outcome]: 'Rendez-vous renseigné',
  [CALL_AUDIT.reenable]: 'Réservation réactivée',
  [QUEUE_AUDIT.retry]: 'Tâche relancée',
  'job_search.target': 'Objectif de recherches modifié',
};

/** The toasts of those tabs. */
export const TAB_TOASTS = {
  auditLoadFailed: 'Impossible de charger le journal',
  validation: '❌ Erreur de validation',
  assignMissing: 'Sélectionnez un accompagnateur et un client',
  assigned: "Client assigné à l'accompagnateur",
  assignFailed: "Impossible d'assigner le client",
  created: (email: string, paymentRequired: boolean) => ({
    title: 'Utilisateur créé',
    description: paymentRequired ? `${email} a été créé : paiement requis` : `${email} a été créé : accès gratuit`,
  }),
  createFailed: "Impossible de créer l'utilisateur",
} as const;
