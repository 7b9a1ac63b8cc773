// The text of a PDF (issue 32's CV check), read by Mozilla's PDF.js in a thread of its own lane (pdf-check.pool.ts):
// it imports pdfjs-dist and nothing of ours, bundled as dist/apps/<app>/pdf-text.worker.js or from this source in tests.
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextTask {
  body: Uint8Array;
  /** Pages whose text is read; the count of all pages is answered whatever it is. */
  maxPages: number;
  /** Characters kept in all: a CV holds a few thousand. */
  maxChars: number;
}

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

export default async function pdfText(task: PdfTextTask): Promise<PdfText> {
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
