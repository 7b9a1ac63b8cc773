/** Toasts and labels of the coach's milestone panel. */
export const MILESTONE_TOASTS = {
  created: { title: 'Étape ajoutée', description: 'Le client la voit dans son parcours' },
  updated: { title: 'Étape modifiée', description: 'Le parcours du client est à jour' },
  completed: { title: 'Étape terminée', description: 'La progression du client a été mise à jour' },
  removed: { title: 'Étape supprimée', description: 'Elle ne figure plus dans le parcours du client' },
  reordered: { title: 'Ordre mis à jour', description: 'Les codes des étapes suivent le nouvel ordre' },
  invalid: 'Erreur de validation',
  failed: 'Erreur',
  loadFailed: 'Impossible de charger le parcours de ce client',
} as const;
