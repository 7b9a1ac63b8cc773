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
} as const;
