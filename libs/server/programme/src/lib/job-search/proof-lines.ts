import { APPLICATION_CHANNEL_MODES, formatDate, type JobApplication, resultLabel, workloadLabel } from '@capsuisse/contracts';

/** The columns of the ORP's form 716.007, as the PDF's header row and the CSV's first line name them. */
export const PROOF_COLUMNS = [
  'N°',
  'Date',
  'Entreprise, adresse',
  'Personne de contact, téléphone',
  'Poste',
  "Taux d'occupation",
  'Mode de candidature',
  "Assigné par l'ORP",
  'Résultat',
] as const;

/** An application sent, as the proof prints it. */
export type ProofLine = JobApplication & { applied_on: string };

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');

/** One application's cells, in the columns' order; `n` is its number in the month. */
export function proofCells(line: ProofLine, n: number): string[] {
  return [
    String(n),
    formatDate(line.applied_on),
    joined(line.employer, line.employer_address),
    joined(line.contact_person, line.contact_phone),
    line.position,
    workloadLabel(line.workload_percent),
    APPLICATION_CHANNEL_MODES[line.channel],
    line.assigned_by_orp ? 'Oui' : 'Non',
    resultLabel(line),
  ];
}
