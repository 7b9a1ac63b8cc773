import { formatLongDate, monthLabel, PRODUCT_NAME, proofDueLabel } from '@capsuisse/contracts';
import { PROOF_COLUMNS, proofCells, type ProofLine } from './proof-lines';

export interface ProofInput {
  firstName: string | null;
  lastName: string | null;
  email: string;
  orpNumber: string | null;
  /** `AAAA-MM` */
  month: string;
  target: number;
  lines: readonly ProofLine[];
  printedAt: Date;
}

/** Lines per page, as on the unemployment insurance's form; the next ones continue on a new page. */
export const PROOF_LINES_PER_PAGE = 20;

export const PROOF_TITLE = 'Preuves des recherches personnelles effectuées en vue de trouver un emploi';

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 24;
// The widths of PROOF_COLUMNS, filling the page's width.
const WIDTHS = [22, 54, 158, 112, 108, 84, 66, 44, 121.89] as const;

/**
 * The month's proof of job search, laid out like the form « Preuves des recherches personnelles effectuées
 * en vue de trouver un emploi »: the person (the AVS number is left to fill in by hand), the month, one
 * line per application, 20 lines a page with the header repeated, the hand-in reminder, date and signature.
 */
export async function renderProof(input: ProofInput): Promise<Buffer> {
  // Loaded at the first proof: most processes never make one, and start without its weight (docs/performance.md).
  const { default: PDFDocument } = await import('pdfkit');
  const pages = Math.max(1, Math.ceil(input.lines.length / PROOF_LINES_PER_PAGE));
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `${PROOF_TITLE} — ${monthLabel(input.month)}`, Author: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    drawPage(doc, input, page, pages);
  }
  doc.end();
  return done;
}

// Everything is placed at explicit positions without line breaks, so pdfkit never adds a page by itself.
function drawPage(doc: PDFKit.PDFDocument, input: ProofInput, page: number, pages: number): void {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(value, x, y, { lineBreak: false, ...options });

  doc.font('Helvetica-Bold').fontSize(14);
  text(PROOF_TITLE, left, PAGE.margin);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  text(`Page ${page + 1} / ${pages}`, right - 80, PAGE.margin + 4, { width: 80, align: 'right' });
  doc.fillColor('#000000');

  // The person and the month.
  const field = (label: string, value: string, x: number, y: number, width: number) => {
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    text(label, x, y);
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
    text(value, x, y + 11, { width: width - 8, ellipsis: true, height: 12 });
    doc.moveTo(x, y + 25).lineTo(x + width - 8, y + 25).lineWidth(0.5).stroke();
  };
  const top = PAGE.margin + 26;
  const quarter = (right - left) / 4;
  field('Nom', input.lastName ?? '', left, top, quarter);
  field('Prénom', input.firstName ?? '', left + quarter, top, quarter);
  field('N° de personne ORP', input.orpNumber ?? '', left + 2 * quarter, top, quarter);
  field('N° AVS (à compléter)', '', left + 3 * quarter, top, quarter);
  field('Recherches effectuées durant le mois de', monthLabel(input.month), left, top + 34, quarter);
  field('E-mail', input.email, left + quarter, top + 34, quarter);
  field('Nombre de recherches ce mois', String(input.lines.length), left + 2 * quarter, top + 34, quarter);
  field('Objectif convenu avec l’ORP', String(input.target), left + 3 * quarter, top + 34, quarter);

  // The table: a header row, then 20 rows (blank when the month has fewer applications).
  let y = top + 76;
  // The header's titles may take two lines; a row's cells one, cut with an ellipsis.
  const drawRow = (values: readonly string[], bold: boolean) => {
    let x = left;
    const height = bold ? HEADER_HEIGHT : ROW_HEIGHT;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 7 : 7.5);
    if (bold) doc.rect(left, y, right - left, height).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
    WIDTHS.forEach((width, i) => {
      if (!bold) doc.rect(x, y, width, height).lineWidth(0.5).stroke('#999999');
      text(values[i] ?? '', x + 3, y + 4, { width: width - 6, height: height - 6, ellipsis: true, lineBreak: bold });
      x += width;
    });
    y += height;
  };
  drawRow(PROOF_COLUMNS, true);
  const first = page * PROOF_LINES_PER_PAGE;
  for (let i = 0; i < PROOF_LINES_PER_PAGE; i++) {
    const line = input.lines[first + i];
    drawRow(line ? proofCells(line, first + i + 1) : [String(first + i + 1)], false);
  }

  // Date and signature, then the reminder.
  y += 18;
  doc.font('Helvetica').fontSize(9).fillColor('#000000');
  text('Lieu et date :', left, y);
  doc.moveTo(left + 62, y + 10).lineTo(left + 300, y + 10).lineWidth(0.5).stroke('#000000');
  text('Signature :', left + 400, y);
  doc.moveTo(left + 450, y + 10).lineTo(right, y + 10).stroke('#000000');
  y += 26;
  doc.font('Helvetica-Bold').fontSize(9);
  text(`À remettre à votre ORP (office régional de placement) au plus tard le ${proofDueLabel(input.month)}, avec vos justificatifs.`, left, y, {
    width: right - left,
  });
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  text(`Établi avec ${PRODUCT_NAME} le ${formatLongDate(input.printedAt)} à partir de votre suivi de candidatures.`, left, y + 14, { width: right - left });
  doc.fillColor('#000000');
}
