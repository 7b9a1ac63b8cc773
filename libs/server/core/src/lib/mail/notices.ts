import { type CallEvent, type CallKind, type CallReminder, PRODUCT_NAME } from '@capsuisse/contracts';

// The words the server writes in notifications, e-mails and invitations: French, one place, never sent to the web
// as code (the pages show what the API answers).

const KIND_NAMES: Record<CallKind, string> = { first_call: 'Premier appel', session: "Séance d'accompagnement" };

/** The words of a call's notifications, e-mails and `.ics` invitation (French, one place). */
export const CALL_NOTICES = {
  kind: KIND_NAMES,
  titles: {
    booked: 'Appel réservé',
    proposed: 'Séance proposée',
    accepted: 'Séance confirmée',
    moved: 'Appel déplacé',
    cancelled: 'Appel annulé',
  } satisfies Record<CallEvent, string>,
  body: (event: CallEvent, kind: CallKind, other: string, when: string): string => {
    const what = `${KIND_NAMES[kind]} avec ${other}`;
    switch (event) {
      case 'booked':
        return `${what} : réservé pour le ${when}.`;
      case 'proposed':
        return `${other} vous propose une séance le ${when} : acceptez-la ou refusez-la depuis vos rendez-vous.`;
      case 'accepted':
        return `${what} : confirmée pour le ${when}.`;
      case 'moved':
        return `${what} : déplacé au ${when}.`;
      case 'cancelled':
        return `${what} du ${when} : annulé.`;
    }
  },
  reminderTitles: { day: 'Appel demain', hour: 'Appel dans une heure' } satisfies Record<CallReminder, string>,
  reminderBody: (kind: CallKind, other: string, when: string): string => `${KIND_NAMES[kind]} avec ${other}, le ${when}.`,
  reminderButton: 'Voir mes rendez-vous',
  /** The invitation's calendar entry. */
  summary: (kind: CallKind, other: string): string => `${KIND_NAMES[kind]} avec ${other} (${PRODUCT_NAME})`,
  description: (videoUrl: string | null): string => (videoUrl ? `Rejoindre l'appel : ${videoUrl}` : "Le lien de l'appel vous sera communiqué par votre accompagnateur."),
  mail: {
    video: "Lien de l'appel vidéo : ",
    noVideo: "Le lien de l'appel vidéo vous sera communiqué par votre accompagnateur.",
    request: "L'invitation jointe (fichier .ics) ajoute l'appel à votre agenda, ou le met à jour.",
    cancel: "L'invitation jointe (fichier .ics) retire l'appel de votre agenda.",
    button: 'Voir mes rendez-vous',
    reason: `Vous recevez cet e-mail parce que vous participez à cet appel sur ${PRODUCT_NAME}.`,
  },
} as const;

/** What each reminder says, in the bell and in its e-mail. */
export const REMINDER_TEXTS = {
  unread: {
    title: 'Message non lu',
    toClient: 'Votre accompagnateur vous a écrit et attend votre réponse.',
    toStaff: (client: string) => `${client} vous a écrit et attend votre réponse.`,
    button: 'Lire le message',
  },
  document: {
    title: 'Document à remplacer',
    body: (document: string) => `Votre document « ${document} » est à corriger : déposez une nouvelle version pour qu'il soit validé.`,
    button: 'Déposer une nouvelle version',
  },
  training: {
    title: 'Votre formation vous attend',
    body: "Vous n'avez pas encore commencé la formation de 5 jours : la première journée prend moins d'une heure.",
    button: 'Commencer la formation',
  },
  followUp: {
    title: 'Journée de suivi à remplir',
    body: (day: number) => `La journée ${day} de votre suivi de 10 jours n'a pas encore de candidature.`,
    button: 'Remplir mon suivi',
  },
  silentClient: {
    title: 'Client sans nouvelles',
    body: (client: string, days: number) => `${client} n'a donné aucun signe depuis ${days} jours (ni message, ni document, ni formation, ni candidature, ni connexion).`,
    button: 'Voir mes clients',
  },
  jobSearch: {
    belowTitle: 'Recherches du mois sous l’objectif',
    belowToClient: (count: number, target: number, month: string) =>
      `Vous avez envoyé ${count} candidature${count > 1 ? 's' : ''} en ${month} pour un objectif de ${target} convenu avec votre ORP : il vous reste jusqu'à la fin du mois.`,
    belowToCoach: (client: string, count: number, target: number, month: string) => `${client} a envoyé ${count} candidature${count > 1 ? 's' : ''} en ${month} pour un objectif de ${target}.`,
    proofTitle: 'Preuve de recherches à remettre',
    proofToClient: (month: string, by: string) => `Téléchargez la preuve de vos recherches de ${month}, signez-la et remettez-la à votre ORP au plus tard le ${by}.`,
    proofToCoach: (client: string, month: string) => `${client} n'a pas encore téléchargé sa preuve de recherches de ${month}.`,
    button: "Voir les recherches d'emploi",
  },
  mailReason: 'Vous recevez cet e-mail parce que ce rappel est activé pour votre compte.',
  unsubscribe: 'Ne plus recevoir ces rappels par e-mail',
} as const;
