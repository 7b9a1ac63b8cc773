/** Texts of axel's 'Ressources' tab: the files paid clients download from /ressources. */
export const RESOURCES_TEXTS = {
  intro: 'Les fichiers que les clients ayant payé téléchargent depuis la page Ressources. Un nouveau fichier remplace le précédent.',
  missing: 'Pas encore déposé : les clients voient « Bientôt disponible »',
  uploadedOn: (date: string, size: string) => `Déposé le ${date} · ${size}`,
  upload: 'Déposer',
  replace: 'Remplacer',
  view: 'Voir',
  loadFailed: 'Impossible de charger les ressources',
  openFailed: "Impossible d'ouvrir le fichier",
  uploaded: (label: string) => ({ title: 'Ressource mise en ligne', description: `${label} est disponible pour les clients` }),
  uploadFailed: "Erreur d'upload",
} as const;
