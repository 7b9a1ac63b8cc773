/** The thread's own words (the contract holds those the server shares: CONVERSATION_TEXTS). */
export const THREAD_TEXTS = {
  you: 'Vous',
  read: 'Lu',
  sent: 'Envoyé',
  older: 'Messages précédents',
  send: 'Envoyer',
  placeholder: 'Votre message (Ctrl+Entrée pour envoyer)',
  label: 'Votre message',
  loadFailed: 'Impossible de charger la conversation',
  sendFailed: "Le message n'a pas pu être envoyé",
  olderFailed: 'Impossible de charger les messages précédents',
  attach: 'Joindre un fichier',
  attachHint: 'PDF, JPG ou PNG, 10 Mo au maximum',
  removeAttachment: 'Retirer le fichier',
  openFailed: "Impossible d'ouvrir le fichier : réessayez",
  openAttachment: (name: string) => `Ouvrir le fichier ${name}`,
} as const;
