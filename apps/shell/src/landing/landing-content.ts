import { MARKETING_FIGURES, TRAINING_DAYS, FOLLOW_UP_DAYS, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';

// The landing page's copy (spec §1): the stages, figures and timeline the spec lists, in French, "vous".

export const CALL = `appel initial de ${MARKETING_FIGURES.initialCallMinutes} minutes`;

export const FEATURES = [
  { icon: '🔎', title: 'Audit de profil', text: 'Nous analysons votre parcours, vos atouts et votre positionnement sur le marché suisse.' },
  { icon: '🧭', title: 'Stratégie personnalisée', text: 'Un plan d’action sur mesure\u00a0: postes ciblés, candidatures et calendrier.' },
  { icon: '🤝', title: 'Activation du réseau', text: 'Recruteurs et entreprises partenaires à Genève, Lausanne et Zurich.' },
  { icon: '🎤', title: 'Préparation aux entretiens', text: 'Simulations d’entretien et retours détaillés pour convaincre le jour J.' },
  { icon: '✍️', title: 'Négociation', text: 'Nous vous accompagnons dans la négociation, jusqu’à la signature du contrat.' },
] as const;

export const PAIN_POINTS = [
  { title: 'Des candidatures sans réponse', text: 'Vous envoyez des dizaines de CV et ne recevez que des refus automatiques, ou rien du tout.' },
  { title: 'Un CV qui ne parle pas aux recruteurs suisses', text: 'Les attentes locales (format, certificats de travail, langues) ne sont pas celles de votre pays.' },
  { title: 'Pas de réseau sur place', text: 'En Suisse, beaucoup de postes se pourvoient par recommandation, avant même d’être publiés.' },
  { title: 'Des salaires difficiles à évaluer', text: 'Sans repères, vous risquez de vous sous-estimer au moment de négocier.' },
] as const;

export const TIMELINE = [
  { when: 'Semaine 1', title: 'Audit et stratégie', text: 'Bilan de votre profil, postes ciblés, CV et lettre adaptés au marché suisse.' },
  { when: 'Semaines 2-4', title: 'Candidatures et entretiens', text: 'Candidatures ciblées, activation du réseau, premiers entretiens préparés avec votre coach.' },
  { when: 'Semaines 4-5', title: 'Entretiens et négociations', text: 'Derniers entretiens, comparaison des offres et négociation du salaire.' },
  { when: 'Puis', title: 'Signature et intégration', text: 'Signature du contrat et conseils pour réussir vos premières semaines en poste.' },
] as const;

export const SWISS_MARKET = [
  { title: 'Trois bassins d’emploi', text: 'Genève, Lausanne et Zurich concentrent une grande partie des offres qualifiées que nous ciblons.' },
  { title: 'Un marché exigeant', text: 'Les employeurs attendent des dossiers complets et précis\u00a0: chaque détail de la candidature compte.' },
  { title: 'Le réseau d’abord', text: 'La recommandation et le contact direct avec les recruteurs pèsent souvent plus qu’une annonce.' },
  { title: 'Des salaires élevés', text: 'Les salaires suisses comptent parmi les plus élevés d’Europe, tout comme le coût de la vie.' },
] as const;

export const IN_ACTION = [
  { title: `Formation de ${TRAINING_DAYS} jours`, text: 'Une vidéo et des exercices par jour pour maîtriser les codes de la candidature en Suisse.' },
  { title: `Suivi de ${FOLLOW_UP_DAYS} jours`, text: 'Une campagne de candidatures suivie jour après jour, chaque démarche notée dans votre espace.' },
  { title: 'Documents relus par votre coach', text: `Votre CV et vos pièces sont validés par votre coach sous ${VALIDATION_WORKING_HOURS} heures ouvrées.` },
  { title: 'Un parcours jalonné', text: 'Des étapes datées, de l’audit à la signature, pour savoir à tout moment où vous en êtes.' },
] as const;

export const FIGURES = [
  { value: MARKETING_FIGURES.placementRate, label: 'de taux de placement' },
  { value: MARKETING_FIGURES.weeksToOffer, label: 'en moyenne avant une offre' },
  { value: MARKETING_FIGURES.medianSalary, label: 'de salaire médian' },
  { value: MARKETING_FIGURES.satisfaction, label: 'de satisfaction' },
] as const;

export const TESTIMONIALS = [
  {
    person: 'Sophie M.',
    job: 'Ingénieure logiciel à Lausanne',
    text: 'Après six mois de candidatures sans réponse depuis Lyon, mon coach a repris mon CV et ma stratégie. Cinq semaines plus tard, je signais mon contrat.',
  },
  {
    person: 'Karim B.',
    job: 'Contrôleur de gestion à Genève',
    text: 'Les simulations d’entretien ont tout changé\u00a0: je savais quoi répondre et quel salaire demander. J’ai obtenu plus que ce que j’espérais.',
  },
] as const;

export const SAYINGS = [
  { person: 'Nadia L.', job: 'Infirmière à Zurich', text: 'On ne cherche plus seul\u00a0: chaque semaine avait un objectif clair.' },
  { person: 'Thomas R.', job: 'Chef de projet à Genève', text: 'Le réseau de mon coach m’a ouvert des portes que je ne voyais pas.' },
] as const;

export const WHY_NOW = [
  { title: 'Chaque mois compte', text: 'Un mois de recherche en plus, c’est un mois de salaire suisse en moins.' },
  { title: 'Des places limitées', text: 'Chaque coach suit un nombre restreint de personnes pour rester disponible.' },
  { title: 'Un premier pas sans engagement', text: `L’${CALL} est offert\u00a0: vous repartez avec un premier diagnostic, quelle que soit votre décision.` },
] as const;
