import { PRODUCT_NAME } from './brand';

// French texts of the spec (§5, §8), written once for API and web.
export const VALIDATION = {
  emailFormat: "Format d'email invalide",
  emailMax: "L'email ne peut pas dépasser 255 caractères",
  emailRequired: "L'email est requis",
  passwordRequired: 'Le mot de passe est requis',
  passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordMax: 'Le mot de passe ne peut pas dépasser 128 caractères',
  passwordUpper: 'Doit contenir au moins une lettre majuscule',
  passwordLower: 'Doit contenir au moins une lettre minuscule',
  passwordDigit: 'Doit contenir au moins un chiffre',
  passwordSpecial: 'Doit contenir au moins un caractère spécial',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  firstNameRequired: 'Le prénom est requis',
  firstNameMax: 'Le prénom ne peut pas dépasser 100 caractères',
  lastNameRequired: 'Le nom est requis',
  lastNameMax: 'Le nom ne peut pas dépasser 100 caractères',
  phoneRequired: 'Le numéro de téléphone est requis',
  phoneFormat: 'Numéro de téléphone invalide',
  dialCode: 'Indicatif pays invalide',
  accountTypeForbidden: "Ce type de compte ne peut pas être choisi à l'inscription",
  resetTokenRequired: 'Lien de réinitialisation invalide',
  // Requests themselves (the API refuses them at the edge, before any service runs).
  bodyObject: 'Le contenu de la requête doit être un objet JSON',
  bodyDepth: (levels: number) => `Le contenu de la requête est trop imbriqué (${levels} niveaux au plus)`,
  unknownFields: (keys: readonly string[]) => `Champ non autorisé : ${keys.join(', ')}`,
  idFormat: 'Identifiant invalide',
  textType: 'Ce champ doit être un texte',
  forbiddenCharacters: 'Le texte contient des caractères non autorisés (caractères de contrôle ou invisibles)',
  searchMax: 'La recherche ne peut pas dépasser 100 caractères',
  grantType: 'Type de connexion inconnu',
  sessionTransport: 'Transport de session inconnu',
  logoutScope: 'Portée de déconnexion inconnue',
  pageNumber: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  pageSize: 'La taille de page doit être un entier entre 1 et 100',
} as const;

export const TOASTS = {
  validationError: '❌ Erreur de validation',
  accountTypeRequired: { title: '⚠️ Type de compte requis', description: "Veuillez sélectionner si vous êtes recruteur ou chercheur d'emploi" },
  signupError: "❌ Erreur d'inscription",
  signupSuccess: '✅ Compte créé avec succès',
  loginError: '❌ Erreur de connexion',
  loginSuccess: { title: '✅ Connexion réussie', description: `Bienvenue sur ${PRODUCT_NAME} ! 👋` },
  logoutSuccess: { title: '✅ Déconnexion', description: 'À bientôt !' },
  logoutError: { title: '❌ Erreur', description: 'Impossible de se déconnecter' },
  paymentRequired: { title: '🔒 Paiement requis', description: 'Vous devez effectuer le paiement pour accéder à cette fonctionnalité' },
  // A signed-in user opening a page of another role's space, when the spec gives no wording of its own.
  accessDenied: 'Accès refusé',
  coachDenied: { title: 'Accès refusé', description: "Vous n'avez pas les permissions d'accompagnateur" },
  axelDenied: { title: 'Accès refusé', description: "Vous n'avez pas les permissions administrateur Axel" },
  axelOnly: { title: 'Accès refusé', description: 'Seul Axel peut accéder à cette page' },
  recoverSent: { title: '📧 E-mail envoyé', description: 'Si un compte existe pour cette adresse, vous allez recevoir un lien de réinitialisation.' },
  resetSuccess: { title: '✅ Mot de passe modifié', description: 'Vous pouvez maintenant vous connecter.' },
} as const;

/** Messages of API errors that are not validation issues. */
export const API_ERRORS = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Un compte existe déjà avec cet email',
  unauthenticated: 'Vous devez être connecté',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  forbidden: "Vous n'avez pas accès à cette ressource",
  paymentRequired: TOASTS.paymentRequired.description,
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer dans quelques minutes',
  notFound: 'Ressource introuvable',
  conflict: 'Cette ressource existe déjà',
  badRequest: 'Requête invalide',
  payloadTooLarge: 'Le contenu envoyé est trop volumineux',
  internal: 'Une erreur interne est survenue',
} as const;
