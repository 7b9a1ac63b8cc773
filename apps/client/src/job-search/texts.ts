// The job-search page's French texts, shared by its components and their specs.
export const JOB_SEARCH_TEXTS = {
  title: "Mes recherches d'emploi",
  intro: "Toutes vos candidatures, de l'offre repérée à la réponse : elles remplissent chaque mois vos preuves de recherches pour l'ORP.",
  add: 'Ajouter une candidature',
  views: { board: 'Tableau', list: 'Liste' },
  emptyTitle: 'Aucune candidature pour le moment',
  emptyText:
    "Notez ici chaque offre qui vous intéresse et chaque candidature envoyée. Chaque mois, votre ORP vous demande la preuve de vos recherches personnelles (formulaire « Preuves des recherches personnelles effectuées en vue de trouver un emploi ») : nous la remplissons pour vous avec les candidatures de ce journal, prête à signer.",
  monthTitle: 'Ce mois-ci',
  targetHint: "L'objectif mensuel est celui convenu avec votre ORP ; votre accompagnateur le fixe pour vous.",
  orpNumber: 'Numéro ORP',
  orpPlaceholder: 'Votre numéro de personne assurée ou de dossier ORP',
  save: 'Enregistrer',
  proofTitle: "Preuves de recherches d'emploi",
  month: 'Mois',
  pdf: 'Télécharger le PDF',
  csv: 'Télécharger le CSV (Job-Room)',
  notSent: 'Pas encore envoyée',
  stage: 'Étape',
  loadFailed: 'Impossible de charger vos candidatures',
  proofFailed: "Les preuves n'ont pas pu être téléchargées",
  deleted: 'Candidature supprimée',
  added: 'Candidature ajoutée',
  updated: 'Candidature modifiée',
  moved: 'Étape mise à jour',
} as const;

/** "7 / 10 candidatures en novembre 2026". */
export const monthCountLabel = (count: number, target: number, month: string) => `${count} / ${target} candidature${target > 1 ? 's' : ''} en ${month}`;
/** The card's follow-up line. */
export const followUpLabel = (date: string) => `Relancer le ${date}`;
/** The ORP's deadline for a month's proof. */
export const proofDueText = (due: string) => `Le formulaire du mois choisi, rempli avec vos candidatures envoyées, à signer et à remettre à votre ORP au plus tard le ${due}.`;
