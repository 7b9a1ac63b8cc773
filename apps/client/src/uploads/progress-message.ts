import { documentsState, type DocumentDto, type DocumentsState } from '@capsuisse/contracts';

export interface UploadsMessage {
  tone: DocumentsState;
  title: string;
  text: string;
}

const MESSAGES: Record<DocumentsState, Omit<UploadsMessage, 'tone'>> = {
  none: { title: 'Commencez par déposer vos documents', text: 'Déposez votre CV, le formulaire complété et votre photo professionnelle.' },
  pending: { title: 'Vos documents sont en cours de validation', text: 'Votre accompagnateur les vérifie sous 48 heures ouvrées.' },
  rejected: { title: 'Documents rejetés', text: 'Consultez les notes de votre accompagnateur ci-dessous et remplacez les documents concernés.' },
  validated: { title: 'Documents validés', text: "Bravo ! Passez à l'étape suivante de votre programme." },
};

/** The message above the bar (spec §4), from the documents' own states (never from the overall progress). */
export function uploadsMessage(documents: readonly DocumentDto[]): UploadsMessage {
  const tone = documentsState(documents.map((d) => d.status));
  return { tone, ...MESSAGES[tone] };
}
