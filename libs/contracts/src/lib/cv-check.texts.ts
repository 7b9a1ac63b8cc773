import { CV_RULES, type CvRuleResult } from './cv-check';

// Issue 32: the web's texts of the CV checklist (the coach's review, the client's /uploads); the rules' labels and
// explanations are the server's, in cv-check.ts.

/** How a rule is shown: its verdict, or `illisible` for every rule the server could not judge on an unread CV. */
export type CvChecklistMark = 'passed' | 'failed' | 'not_applicable' | 'illisible';

export const CV_CHECK_TEXTS = {
  title: 'Vérification du CV suisse',
  marks: {
    passed: 'Conforme',
    failed: 'À corriger',
    not_applicable: 'Sans objet',
    illisible: 'Illisible',
  } satisfies Record<CvChecklistMark, string>,
  /** Shown while the job reads the CV (the checklist then polls). */
  pending: 'Vérification en cours : le texte du CV est en train d’être lu.',
  /** Still running after the last poll: the coach reopens the client later. */
  stillPending: 'La vérification prend plus de temps que prévu : rouvrez le dossier dans un instant.',
  unreadable: 'Le texte de ce CV n’a pas pu être lu (document scanné ou image) : aucune règle n’a pu être vérifiée.',
  failedToLoad: 'La vérification du CV n’a pas pu être chargée.',
  found: 'Trouvé :',
  nothingFound: 'Rien trouvé',
  pasteFailed: 'Ajouter les points manquants au motif',
} as const;

/** The failed rules' explanations, one per line: what the coach pastes into a rejection's reason. */
export function cvFailedExplanations(rules: readonly CvRuleResult[]): string {
  return rules
    .filter((rule) => rule.verdict === 'failed')
    .map((rule) => `- ${CV_RULES[rule.id].explanation}`)
    .join('\n');
}
