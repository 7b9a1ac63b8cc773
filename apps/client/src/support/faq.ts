import { DOCUMENT_MAX_BYTES, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';

/** The four questions of /support (spec §2), answered as the platform behaves. */
export const FAQ: readonly { key: string; question: string; answer: string }[] = [
  {
    key: 'upload',
    question: 'Comment déposer mes documents ?',
    answer: `Ouvrez la page Documents depuis le tableau de bord ou le menu « Mon compte ». Pour chacun des trois documents (CV, formulaire complété, photo professionnelle), cliquez sur « Déposer » puis choisissez le fichier : PDF pour le CV et le formulaire, JPG ou PNG pour la photo, ${DOCUMENT_MAX_BYTES / 1024 / 1024} Mo au maximum. Tant qu’un document n’est pas validé, vous pouvez le remplacer.`,
  },
  {
    key: 'validation',
    question: 'Combien de temps prend la validation de mes documents ?',
    answer: `Votre accompagnateur vérifie chaque document sous ${VALIDATION_WORKING_HOURS} heures ouvrées environ. Vous recevez un e-mail dès qu’il est validé, ou s’il doit être corrigé, avec la raison indiquée par votre accompagnateur.`,
  },
  {
    key: 'progress',
    question: 'Comment suivre ma progression ?',
    answer: 'Votre progression globale s’affiche en haut du tableau de bord et de la page Documents. Elle avance à chaque document validé, à chaque journée de formation et de campagne réalisée et à chaque étape franchie de votre parcours, que vous retrouvez sur la page Parcours.',
  },
  {
    key: 'password',
    question: 'J’ai oublié mon mot de passe, que faire ?',
    answer: 'Sur la page de connexion, cliquez sur « Mot de passe oublié ? » et saisissez votre adresse e-mail : vous recevez par e-mail un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
  },
];
