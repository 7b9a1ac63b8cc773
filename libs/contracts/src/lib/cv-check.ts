// Issue 32, the Swiss CV check: each rule's id, French label and explanation (the coach's checklist beside
import type { z } from 'zod';
import type { cvCheckDto } from './api/documents.response';
// "Valider"/"Rejeter", the client's on /uploads once reviewed). The server's rules live in
// libs/server/documents/src/lib/cv-check/cv-rules.ts, one function per id below.

export const CV_RULE_IDS = ['pages', 'lisible', 'email', 'telephone', 'naissance', 'nationalite', 'permis', 'langues', 'chronologie', 'adresse'] as const;
export type CvRuleId = (typeof CV_RULE_IDS)[number];

/** A rule's answer: `not_applicable` when the CV cannot be read, or the rule does not concern this person. */
export const CV_VERDICTS = ['passed', 'failed', 'not_applicable'] as const;
export type CvVerdict = (typeof CV_VERDICTS)[number];

/**
 * `en_cours`: the text is being read (the job runs after the upload); `termine`: every rule answered;
 * `illisible`: no text could be read (a scan, or a PDF too heavy to read in time), every rule but the page
 * count is `not_applicable`; `en_attente_revue`: the client asks before its coach's review (no rule shown).
 */
export const CV_CHECK_STATUSES = ['en_cours', 'termine', 'illisible', 'en_attente_revue'] as const;
export type CvCheckStatus = (typeof CV_CHECK_STATUSES)[number];

/** Two pages at most (issue 32): Swiss recruiters read one or two. */
export const CV_MAX_PAGES = 2;

export const CV_RULES: Record<CvRuleId, { label: string; explanation: string }> = {
  pages: {
    label: 'Deux pages au maximum',
    explanation: 'En Suisse, un CV tient sur une ou deux pages : au-delà, le recruteur ne lit pas la suite.',
  },
  lisible: {
    label: 'Texte lisible par une machine',
    explanation:
      "Le texte du CV doit pouvoir être copié : un document scanné ou une image n'est pas lu par les logiciels de tri des recruteurs. Exportez votre CV en PDF depuis votre traitement de texte.",
  },
  email: {
    label: 'Adresse e-mail',
    explanation: 'Indiquez une adresse e-mail personnelle et sérieuse en haut du CV.',
  },
  telephone: {
    label: 'Numéro de téléphone',
    explanation: 'Indiquez un numéro où vous joindre, au format suisse (079 123 45 67) ou international (+41 79 123 45 67).',
  },
  naissance: {
    label: 'Date de naissance ou âge',
    explanation: "Les recruteurs suisses s'attendent à trouver votre date de naissance ou votre âge dans les données personnelles.",
  },
  nationalite: {
    label: 'Nationalité',
    explanation: 'Indiquez votre nationalité : elle dit au recruteur si un permis de travail est nécessaire.',
  },
  permis: {
    label: 'Permis de travail',
    explanation:
      "Si vous n'êtes pas de nationalité suisse, indiquez votre permis (B, C, G, L…) ou la démarche en cours : sans lui, beaucoup de recruteurs écartent le dossier.",
  },
  langues: {
    label: 'Langues avec leur niveau',
    explanation: 'Donnez à chaque langue son niveau sur l’échelle européenne (A1 à C2) ou « langue maternelle ».',
  },
  chronologie: {
    label: 'Expériences de la plus récente à la plus ancienne',
    explanation: 'En Suisse, les expériences se lisent dans l’ordre antichronologique : la plus récente en premier.',
  },
  adresse: {
    label: 'Adresse postale',
    explanation: 'Indiquez votre adresse avec son numéro postal et la localité : le recruteur voit où vous habitez et votre trajet.',
  },
};

/** What the server writes in `found` besides excerpts of the CV. */
export const CV_FOUND = {
  pages: (pages: number): string => `${pages} page${pages > 1 ? 's' : ''}`,
  letters: (letters: number, pages: number): string => `${letters} lettre${letters > 1 ? 's' : ''} lue${letters > 1 ? 's' : ''} sur ${CV_FOUND.pages(pages)}`,
  unreadable: 'Le texte n’a pas pu être lu.',
  /** Between two experiences out of order. */
  then: ' … puis … ',
};

/** One rule's answer, with the text found on the CV (an excerpt, empty when nothing was found). */
export interface CvRuleResult {
  id: CvRuleId;
  verdict: CvVerdict;
  found: string;
}

/** `GET /documents/:id/cv-check`: the checklist of the document's current version. */
export type CvCheckDto = z.infer<typeof cvCheckDto>;
