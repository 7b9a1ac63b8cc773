import { PROOF_COLUMNS, proofCells, type ProofLine } from './proof-lines';

// A spreadsheet reads a cell starting so as a formula: such a cell is written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The month's proof as CSV, for typing into Job-Room: the form's columns, one line per application. Semicolons and
 * a UTF-8 BOM, as Excel in Switzerland opens it without an import dialog.
 */
export function renderProofCsv(lines: readonly ProofLine[]): Buffer {
  const rows = [PROOF_COLUMNS, ...lines.map((line, i) => proofCells(line, i + 1))];
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`, 'utf8');
}
