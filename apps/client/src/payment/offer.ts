import { FOLLOW_UP_DAYS, TRAINING_DAYS, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';

/** What the programme includes, listed on /payment. */
export const BENEFITS: readonly string[] = [
  `Formation intensive de ${TRAINING_DAYS} jours`,
  `Suivi personnalisé de ${FOLLOW_UP_DAYS} jours`,
  `Validation de vos documents par un accompagnateur sous ${VALIDATION_WORKING_HOURS} h ouvrées`,
  'Accès aux ressources premium',
  'Parcours complet avec étapes clés',
];

/** What to do once paid, listed on /payment-success. */
export const NEXT_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Déposez vos documents',
    text: 'CV, formulaire complété et photo professionnelle, validés par votre accompagnateur.',
  },
  { title: `Suivez la formation ${TRAINING_DAYS} jours`, text: 'Vidéos et exercices pour préparer votre recherche.' },
  {
    title: `Lancez le suivi ${FOLLOW_UP_DAYS} jours`,
    text: 'Votre campagne de candidatures, accompagnée jour après jour.',
  },
];
