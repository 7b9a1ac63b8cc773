import PDFDocument from 'pdfkit';
import {
  APPLICATION_CHANNEL_LABELS,
  APPLICATION_CHANNEL_MODES,
  APPLICATION_OUTCOME_LABELS,
  type ApplicationChannel,
  type ApplicationOutcome,
  PRODUCT_NAME,
} from '@capsuisse/contracts';

export interface ProofLine {
  /** `AAAA-MM-JJ` */
  appliedOn: string;
  employer: string;
  contactPerson: string | null;
  position: string;
  channel: ApplicationChannel;
  outcome: ApplicationOutcome;
}

export interface ProofInput {
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** `AAAA-MM` */
  month: string;
  lines: ProofLine[];
  printedAt: Date;
}

/** Lines per page, as on the unemployment insurance's form; the next ones continue on a new page. */
export const PROOF_LINES_PER_PAGE = 20;

export const PROOF_TITLE = 'Preuves des recherches personnelles effectuées en vue de trouver un emploi';

// Calendar dates carry no time zone: they are read and printed in UTC so the day never shifts.
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const printedDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "novembre 2026" for `2026-11`. */
export const monthLabel = (month: string): string => monthName.format(utc(`${month}-01`));

/** The ORP expects the proof by the 5th of the month after the one it covers. */
export function handInBy(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 5)));
}

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const ROW_HEIGHT = 16;
const COLUMNS = [
  { title: 'N°', width: 26 },
  { title: 'Date', width: 62 },
  { title: 'Entreprise (adresse / personne de contact)', width: 250 },
  { title: 'Poste', width: 160 },
  { title: 'Mode de candidature', width: 144 },
  { title: 'Résultat', width: 128 },
] as const;

function cells(line: ProofLine, n: number): string[] {
  return [
    String(n),
    shortDate.format(utc(line.appliedOn)),
    line.contactPerson ? `${line.employer} — ${line.contactPerson}` : line.employer,
    line.position,
    `${APPLICATION_CHANNEL_MODES[line.channel]} (${APPLICATION_CHANNEL_LABELS[line.channel]})`,
    APPLICATION_OUTCOME_LABELS[line.outcome],
  ];
}

/**
 * The month's proof of job search, laid out like the form « Preuves des recherches personnelles effectuées
 * en vue de trouver un emploi »: the person (the AVS number is left to fill in by hand), the month, one
 * line per application, 20 lines a page with the header repeated, the hand-in reminder, date and signature.
 */
export function renderProof(input: ProofInput): Promise<Buffer> {
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
  field('E-mail', input.email, left + 2 * quarter, top, quarter);
  field('N° AVS (à compléter)', '', left + 3 * quarter, top, quarter);
  field('Recherches effectuées durant le mois de', monthLabel(input.month), left, top + 34, quarter * 2);
  field('Nombre de recherches ce mois', String(input.lines.length), left + 2 * quarter, top + 34, quarter);

  // The table: a header row, then 20 rows (blank when the month has fewer applications).
  let y = top + 76;
  const drawRow = (values: readonly string[], bold: boolean) => {
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 8 : 8.5);
    if (bold) doc.rect(left, y, right - left, ROW_HEIGHT + 4).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
    COLUMNS.forEach((column, i) => {
      if (!bold) doc.rect(x, y, column.width, ROW_HEIGHT).lineWidth(0.5).stroke('#999999');
      text(values[i] ?? '', x + 3, y + (bold ? 6 : 4), { width: column.width - 6, height: 10, ellipsis: true });
      x += column.width;
    });
    y += bold ? ROW_HEIGHT + 4 : ROW_HEIGHT;
  };
  drawRow(COLUMNS.map((c) => c.title), true);
  const first = page * PROOF_LINES_PER_PAGE;
  for (let i = 0; i < PROOF_LINES_PER_PAGE; i++) {
    const line = input.lines[first + i];
    drawRow(line ? cells(line, first + i + 1) : [String(first + i + 1)], false);
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
  text(`À remettre à votre ORP (office régional de placement) au plus tard le ${handInBy(input.month)}, avec vos justificatifs.`, left, y, {
    width: right - left,
  });
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  text(`Établi avec ${PRODUCT_NAME} le ${printedDate.format(input.printedAt)} à partir de votre suivi de candidatures.`, left, y + 14, { width: right - left });
  doc.fillColor('#000000');
}
