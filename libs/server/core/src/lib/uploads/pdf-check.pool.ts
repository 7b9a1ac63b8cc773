import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
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

const logger = new Logger('PdfChecks');

/** Large PDFs kept waiting for a thread; one more is refused (a 503). */
export const LARGE_PDFS_WAITING = 8;

/** Thrown when a lane has as many PDFs waiting as it keeps. */
export class ChecksBusyError extends Error {}

// Bundled, a worker is <name>.js beside main.js (every module's __dirname there); from sources (jest), the .ts
// beside the module naming it, which the thread compiles with the test tooling's require hook.
const fromSources = __filename.endsWith('.ts');
const workerFile = (path: string): string => `${path}.${fromSources ? 'ts' : 'js'}`;
const execArgv = fromSources ? ['--require', join(__dirname, '../../../../../../tools/jest/require-ts.cjs')] : [];

/**
 * Two lanes of threads, so that no number of large PDFs (up to 5 s each) delays a small one: large files share
 * all cores but one, small ones (a 451-byte form, most CVs) keep a thread of their own, within a small budget
 * each (SMALL_LANE). A task goes to piscina
 * only when a thread of its lane is free, so its time limit counts its work, not its wait; a few wait their
 * turn, more are refused (a full lane). Each thread's heap is capped: a PDF that swells past it ends its thread.
 */
class Lane<Task, Result> {
  private pool?: Piscina;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    /** The thread's file, without its extension. */
    private readonly worker: string,
    /** The answer when the task passed its bounds. */
    private readonly tooComplex: Result,
    private readonly heapMb: number,
    private readonly threads: number,
    private readonly maxWaiting: number,
    private readonly niceIncrement: number,
    private readonly timeLimitMs: number,
    private readonly idleTimeoutMs: number,
  ) {}

  private start(): Piscina {
    const pool = new Piscina({
      filename: workerFile(this.worker),
      execArgv,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: this.idleTimeoutMs,
      niceIncrement: this.niceIncrement,
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
    });
    // A thread that fails with no task left (out of memory just after it answered) is told here, to no task: unheard,
    // the pool's 'error' event would end the process (it failed a CI run's API so). The next task starts another.
    pool.on('error', (error: Error) => logger.warn(`a PDF thread ended after its answer: ${error.message}`));
    return pool;
  }

  async check(task: Task): Promise<Result> {
    if (this.running < this.threads) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new ChecksBusyError();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      this.pool ??= this.start();
      return (await this.pool.run(task, { signal: AbortSignal.timeout(this.timeLimitMs) })) as Result;
    } catch (error) {
      // Stopped at the time limit, or its thread ran out of memory: either way the PDF asked too much.
      const { name, code } = error as { name?: string; code?: string };
      if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return this.tooComplex;
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
const checkWorker = join(__dirname, 'pdf-check.worker');
const small = new Lane<PdfCheckTask, PdfVerdict>(checkWorker, 'tooComplex', 64, 1, 32, 0, SMALL_LANE.timeLimitMs, 60_000);
// Large files' threads run at a lower priority (nice 10): on a small machine they still leave the event loop
// and the small lane their core time.
export const LARGE_PDF_THREADS = Math.max(1, availableParallelism() - 1);
const large = new Lane<PdfCheckTask, PdfVerdict>(checkWorker, 'tooComplex', 64, LARGE_PDF_THREADS, LARGE_PDFS_WAITING, 10, CHECK_TIME_LIMIT_MS, 1_000);

/** The PDF check, run off the event loop, bounded in objects, pages, unpacked bytes, memory and time. */
export async function checkPdfInPool(body: Buffer): Promise<PdfVerdict> {
  const task = { body, maxObjects: PDF_MAX_OBJECTS, maxPages: PDF_MAX_PAGES, maxUnpackedBytes: pdfMaxUnpackedBytes(body.length) };
  const fast = body.length <= SMALL_PDF_BYTES ? await small.check({ ...task, maxObjects: SMALL_LANE.maxObjects }) : 'tooComplex';
  return fast === 'tooComplex' ? large.check(task) : fast;
}

/** The text lane's bounds: pages read (the CV check needs the first few; the count covers all), characters, time. */
export const PDF_TEXT_BOUNDS = { maxPages: 4, maxChars: 50_000, timeLimitMs: 10_000 };

/** What a thread of the text lane is given: the PDF and the bounds of its reading. */
export interface PdfTextTask {
  body: Uint8Array;
  /** Pages whose text is read; the count of all pages is answered whatever it is. */
  maxPages: number;
  /** Characters kept in all: a CV holds a few thousand. */
  maxChars: number;
}

/**
 * The PDF text lane, for work on a PDF's text (issue 32's CV check: background work, run by a job after the upload):
 * one thread of its own at a low priority (nice 10), so it never takes the upload checks' threads; PDF.js needs a
 * larger heap than the check. A job finding the lane full fails and is retried with the queue's backoff. `worker`
 * is the thread's file without its extension (`join(__dirname, name)`), whose default export takes a
 * `PdfTextTask`; made once per worker, at its module's load. `tooComplex`: stopped at the time or memory bound.
 */
export function pdfTextLane<Result>(worker: string): (body: Buffer) => Promise<Result | 'tooComplex'> {
  const lane = new Lane<PdfTextTask, Result | 'tooComplex'>(worker, 'tooComplex', 128, 1, LARGE_PDFS_WAITING, 10, PDF_TEXT_BOUNDS.timeLimitMs, 1_000);
  return (body) => lane.check({ body, maxPages: PDF_TEXT_BOUNDS.maxPages, maxChars: PDF_TEXT_BOUNDS.maxChars });
}
