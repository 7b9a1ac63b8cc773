import { DOCUMENT_TYPES, DOCUMENTS_VALIDATED_PROGRESS, type DocumentDto } from '@capsuisse/contracts';

export type UploadsTone = 'start' | 'pending' | 'rejected' | 'validated';

export interface UploadsMessage {
  tone: UploadsTone;
  title: string;
  text: string;
}

const MESSAGES: Record<UploadsTone, Omit<UploadsMessage, 'tone'>> = {
  start: { title: 'Commencez par déposer vos documents', text: 'Déposez votre CV, le formulaire complété et votre photo professionnelle.' },
  pending: { title: 'Vos documents sont en cours de validation', text: 'Votre accompagnateur les vérifie sous 48 heures ouvrées.' },
  rejected: { title: 'Documents rejetés', text: 'Consultez les notes de votre accompagnateur ci-dessous et remplacez les documents concernés.' },
  validated: { title: 'Documents validés', text: "Bravo ! Passez à l'étape suivante de votre programme." },
};

/**
 * The message above the bar (spec §4): any rejected file wins; then all three validated (progress 25);
 * nothing uploaded yet (progress 0); otherwise documents under validation.
 */
export function uploadsMessage(progress: number, documents: readonly DocumentDto[]): UploadsMessage {
  const tone = ((): UploadsTone => {
    if (documents.some((d) => d.status === 'a_corriger')) return 'rejected';
    const validated = DOCUMENT_TYPES.every((type) => documents.some((d) => d.type === type && d.status === 'valide'));
    if (validated || progress === DOCUMENTS_VALIDATED_PROGRESS) return 'validated';
    if (documents.length === 0 && progress === 0) return 'start';
    return 'pending';
  })();
  return { tone, ...MESSAGES[tone] };
}
