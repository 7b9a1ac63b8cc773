import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { PDF_MAX_OBJECTS, PDF_MAX_PAGES } from '@capsuisse/contracts';
import type { PdfCheckTask, PdfVerdict } from './pdf-check.worker';

/** A check still running after this is stopped and the file refused: a legitimate one takes well under a second. */
export const CHECK_TIME_LIMIT_MS = 5_000;

/**
 * The small lane's budget: 5,000 objects (a tenth of a second's parse) and 1 s. A small PDF past it (packed with
 * objects, or slow) is checked again in the large lane with the full bounds: no small file holds the lane longer.
 */
const SMALL_LANE = { maxObjects: 5_000, timeLimitMs: 1_000 };

/**
 * What the object and cross-reference streams of a PDF may unpack to, in all: 4 MB and four times the file (a
 * real stream holds tens of KB), so a small PDF's check stays short (docs/performance.md).
 */
const pdfMaxUnpackedBytes = (size: number): number => 4 * 1024 * 1024 + 4 * size;

/** Up to this size a PDF is checked in the small lane: its parse costs at most a few tens of milliseconds. */
export const SMALL_PDF_BYTES = 256 * 1024;

/** Large PDFs kept waiting for a thread; one more is refused (a 503). */
export const LARGE_PDFS_WAITING = 8;

/** Thrown when a lane has as many PDFs waiting as it keeps. */
export class ChecksBusyError extends Error {}

// Bundled, the worker is pdf-check.worker.js beside main.js; from sources (jest), the .ts beside this file,
// which the thread compiles with the test tooling's require hook.
const fromSources = __filename.endsWith('.ts');
const workerFile = join(__dirname, fromSources ? 'pdf-check.worker.ts' : 'pdf-check.worker.js');
const execArgv = fromSources ? ['--require', join(__dirname, '../../../../../../tools/jest/require-ts.cjs')] : [];

/**
 * Two lanes of threads, so that no number of large PDFs (up to 5 s each) delays a small one: large files share
 * all cores but one, small ones (a 451-byte form, most CVs) keep a thread of their own, within a small budget
 * each (SMALL_LANE). A task goes to piscina
 * only when a thread of its lane is free, so its time limit counts its work, not its wait; a few wait their
 * turn, more are refused (a full lane). Each thread's heap is capped: a PDF that swells past it ends its thread.
 */
class Lane {
  private pool?: Piscina;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly threads: number,
    private readonly maxWaiting: number,
    private readonly niceIncrement: number,
    private readonly timeLimitMs: number,
    private readonly idleTimeoutMs: number,
  ) {}

  async check(task: PdfCheckTask): Promise<PdfVerdict> {
    if (this.running < this.threads) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new ChecksBusyError();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      this.pool ??= new Piscina({
        filename: workerFile,
        execArgv,
        minThreads: 0,
        maxThreads: this.threads,
        idleTimeout: this.idleTimeoutMs,
        niceIncrement: this.niceIncrement,
        resourceLimits: { maxOldGenerationSizeMb: 64 },
      });
      return (await this.pool.run(task, { signal: AbortSignal.timeout(this.timeLimitMs) })) as PdfVerdict;
    } catch (error) {
      // Stopped at the time limit, or its thread ran out of memory: either way the PDF asked too much.
      const { name, code } = error as { name?: string; code?: string };
      if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return 'tooComplex';
      throw error;
    } finally {
      // The thread passes to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

// The small lane's thread stays, ready for the next form; a large lane's thread, whose heap a large PDF grew,
// ends soon after its last check (the API's resident memory): starting one again costs little beside a check.
const small = new Lane(1, 32, 0, SMALL_LANE.timeLimitMs, 60_000);
// Large files' threads run at a lower priority (nice 10): on a small machine they still leave the event loop
// and the small lane their core time.
export const LARGE_PDF_THREADS = Math.max(1, availableParallelism() - 1);
const large = new Lane(LARGE_PDF_THREADS, LARGE_PDFS_WAITING, 10, CHECK_TIME_LIMIT_MS, 1_000);

/** The PDF check, run off the event loop, bounded in objects, pages, unpacked bytes, memory and time. */
export async function checkPdfInPool(body: Buffer): Promise<PdfVerdict> {
  const task = { body, maxObjects: PDF_MAX_OBJECTS, maxPages: PDF_MAX_PAGES, maxUnpackedBytes: pdfMaxUnpackedBytes(body.length) };
  const fast = body.length <= SMALL_PDF_BYTES ? await small.check({ ...task, maxObjects: SMALL_LANE.maxObjects }) : 'tooComplex';
  return fast === 'tooComplex' ? large.check(task) : fast;
}
