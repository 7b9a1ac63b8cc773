// The text of a PDF (issue 32's CV check), read by Mozilla's PDF.js in the thread of the PDF text lane
// (cv-check.worker.ts): it imports pdfjs-dist and, of ours, types only.
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfTextTask } from '@capsuisse/server-core';

/** `tooComplex`: stopped at the time or memory bound, or PDF.js could not read the file. */
export type PdfText = { pages: number; text: string } | 'tooComplex';

type Item = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

/** The page's text in the order it is drawn, a line break where PDF.js ends one or the baseline moves. */
function pageText(items: readonly Item[]): string {
  let text = '';
  let baseline: number | undefined;
  for (const item of items) {
    const y = item.transform[5];
    if (baseline !== undefined && Math.abs(y - baseline) > 2 && !text.endsWith('\n')) text += '\n';
    else if (text && !text.endsWith('\n') && !text.endsWith(' ') && item.str && !item.str.startsWith(' ')) text += ' ';
    text += item.str;
    if (item.hasEOL) text += '\n';
    baseline = y;
  }
  return text;
}

export async function pdfText(task: PdfTextTask): Promise<PdfText> {
  // No fonts loaded, no code evaluated: text positions need neither.
  const loading = getDocument({ data: task.body, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
  try {
    const document = await loading.promise;
    let text = '';
    for (let n = 1; n <= Math.min(document.numPages, task.maxPages) && text.length < task.maxChars; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      text += pageText(content.items.filter((item): item is Item => 'str' in item)) + '\n';
      page.cleanup();
    }
    return { pages: document.numPages, text: text.slice(0, task.maxChars) };
  } catch {
    return 'tooComplex';
  } finally {
    await loading.destroy();
  }
}
