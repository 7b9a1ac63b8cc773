// The PDF check, run in a thread of the pool (pdf-check.pool.ts). It imports pdf-lib and nothing of ours,
// so the thread loads it alone: bundled as dist/apps/<app>/pdf-check.worker.js, or from this source in tests.
import { PDFCatalog, PDFPageLeaf, PDFParser } from 'pdf-lib';
import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';

export type PdfVerdict = 'ok' | 'unreadable' | 'encrypted' | 'tooComplex';

export interface PdfCheckTask {
  body: Uint8Array;
  maxObjects: number;
  maxPages: number;
  /** What the object and cross-reference streams may unpack to, in all. */
  maxUnpackedBytes: number;
}

class TooComplex extends Error {}

// The bounds of the task in progress (a thread runs one at a time), whether one was passed, and the bytes
// unpacked so far, with each stream's share.
let bounds: PdfCheckTask | undefined;
let passed = false;
let unpacked = 0;
const shares = new WeakMap<object, number>();
function pass(): never {
  passed = true;
  throw new TooComplex();
}

// pdf-lib unpacks object and cross-reference streams whole, every filter growing its buffer here: unpacking
// stops past the bound, counted over all streams (a few KB of blanks unpack to gigabytes, outside the thread's
// heap, and 60 streams of 4 MB fit in 250 KB).
const unpacking = DecodeStream.prototype as unknown as { ensureBuffer(requested: number): Uint8Array };
const ensureBuffer = unpacking.ensureBuffer;
unpacking.ensureBuffer = function (this: DecodeStream, requested: number) {
  const before = shares.get(this) ?? 0;
  if (bounds && requested > before) {
    unpacked += requested - before;
    shares.set(this, requested);
    if (unpacked > bounds.maxUnpackedBytes) pass();
  }
  return ensureBuffer.call(this, requested);
};

/**
 * Parsed by pdf-lib: every object must parse, the catalog must lead to at least one page, and the file
 * must end with its `%%EOF` marker (readers look for it in the last 1024 bytes): a text file behind a
 * `%PDF-` header or a cut-off download fails one of these. Encrypted PDFs are refused: the coach could
 * not always open them, and nothing inside can be checked. The work is bounded: reading stops past
 * `maxObjects` objects or streams unpacking past `maxUnpackedBytes`, the page walk past `maxPages` pages
 * (or twice as many nodes: a tree can name its branches many times over); the pool bounds the time.
 */
export default async function checkPdf(task: PdfCheckTask): Promise<PdfVerdict> {
  bounds = task;
  passed = false;
  unpacked = 0;
  const parser = PDFParser.forBytesWithOptions(task.body, Infinity, true);
  let objects = 0;
  // pdf-lib's parser asks this after every object it reads, those inside object streams too.
  Object.assign(parser, { shouldWaitForTick: () => (++objects > task.maxObjects ? pass() : false) });
  try {
    const context = await parser.parseDocument();
    if (context.lookup(context.trailerInfo.Encrypt)) return 'encrypted';
    const catalog = context.lookup(context.trailerInfo.Root);
    if (!(catalog instanceof PDFCatalog)) return 'unreadable';
    let pages = 0;
    let nodes = 0;
    catalog.Pages().traverse((node) => {
      if (++nodes > 2 * task.maxPages || (node instanceof PDFPageLeaf && ++pages > task.maxPages)) pass();
    });
    const ending = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength).subarray(-1024);
    return pages > 0 && ending.includes('%%EOF') ? 'ok' : 'unreadable';
  } catch {
    // A bound passed inside an object stream comes back as pdf-lib's own "invalid object": the flag tells.
    return passed ? 'tooComplex' : 'unreadable';
  } finally {
    bounds = undefined;
  }
}
