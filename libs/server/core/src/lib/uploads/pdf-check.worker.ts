// The PDF check, run in a thread of the pool (pdf-check.pool.ts). It imports pdf-lib and nothing of ours,
// so the thread loads it alone: bundled as dist/apps/<app>/pdf-check.worker.js, or from this source in tests.
import { PDFCatalog, PDFPageLeaf, PDFParser } from 'pdf-lib';

export type PdfVerdict = 'ok' | 'unreadable' | 'encrypted' | 'tooComplex';

export interface PdfCheckTask {
  body: Uint8Array;
  maxObjects: number;
  maxPages: number;
}

class TooComplex extends Error {}

/**
 * Parsed by pdf-lib: every object must parse, the catalog must lead to at least one page, and the file
 * must end with its `%%EOF` marker (readers look for it in the last 1024 bytes): a text file behind a
 * `%PDF-` header or a cut-off download fails one of these. Encrypted PDFs are refused: the coach could
 * not always open them, and nothing inside can be checked. The work is bounded: reading stops past
 * `maxObjects` objects, counting pages past `maxPages`; the pool bounds the time.
 */
export default async function checkPdf({ body, maxObjects, maxPages }: PdfCheckTask): Promise<PdfVerdict> {
  const parser = PDFParser.forBytesWithOptions(body, Infinity, true);
  let objects = 0;
  // pdf-lib's parser asks this after every object it reads, those inside object streams too.
  Object.assign(parser, {
    shouldWaitForTick: () => {
      if (++objects > maxObjects) throw new TooComplex();
      return false;
    },
  });
  try {
    const context = await parser.parseDocument();
    if (context.lookup(context.trailerInfo.Encrypt)) return 'encrypted';
    const catalog = context.lookup(context.trailerInfo.Root);
    if (!(catalog instanceof PDFCatalog)) return 'unreadable';
    let pages = 0;
    catalog.Pages().traverse((node) => {
      if (node instanceof PDFPageLeaf && ++pages > maxPages) throw new TooComplex();
    });
    const ending = Buffer.from(body.buffer, body.byteOffset, body.byteLength).subarray(-1024);
    return pages > 0 && ending.includes('%%EOF') ? 'ok' : 'unreadable';
  } catch (error) {
    // A throw inside an object stream comes back as pdf-lib's own "invalid object": the count tells.
    return error instanceof TooComplex || objects > maxObjects ? 'tooComplex' : 'unreadable';
  }
}
