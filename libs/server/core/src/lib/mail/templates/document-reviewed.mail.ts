import { DOCUMENT_KINDS, type DocumentType, PAGES } from '@capsuisse/contracts';
import { defineMail } from './mail-template';

const CLIENT_REASON = 'Vous recevez cet e-mail parce que votre accompagnateur a examiné un document de votre dossier.';

/** To the client: their coach validated a document. */
export const documentValidatedMail = defineMail<{ type: DocumentType }>('document-validated', ({ type }, ctx) => ({
  subject: 'Document validé',
  preview: `Votre document « ${DOCUMENT_KINDS[type].label} » a été validé.`,
  heading: 'Votre document est validé',
  blocks: [
    { p: ['Votre document « ', { strong: DOCUMENT_KINDS[type].label }, ' » a été validé par votre accompagnateur.'] },
    { button: { label: 'Voir mes documents', href: ctx.url(PAGES.uploads.path) } },
  ],
  reason: CLIENT_REASON,
}));

/** To the client: a document to correct, with the coach's reason as typed. */
export const documentToCorrectMail = defineMail<{ type: DocumentType; reason: string }>('document-to-correct', ({ type, reason }, ctx) => ({
  subject: 'Document à corriger',
  preview: `Votre document « ${DOCUMENT_KINDS[type].label} » doit être corrigé.`,
  heading: 'Un document est à corriger',
  blocks: [
    { p: ['Votre document « ', { strong: DOCUMENT_KINDS[type].label }, ' » doit être corrigé.'] },
    { quote: { label: 'Raison :', text: reason } },
    { p: ['Vous pouvez téléverser une nouvelle version depuis la page Documents.'] },
    { button: { label: 'Téléverser une nouvelle version', href: ctx.url(PAGES.uploads.path) } },
  ],
  reason: CLIENT_REASON,
}));
