// The core entry: buffer sniffing only, resolvable from CommonJS test runs too.
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { CSV_MIME, DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, FILE_EXTENSIONS, IMAGE_MAX_MEGAPIXELS, UPLOAD_ERRORS, XLS_MIME } from '@capsuisse/contracts';
import { Errors } from '../errors/domain-error';
import { ChecksBusyError, checkPdfInPool, CHECK_TIME_LIMIT_MS } from './pdf-check.pool';
import type { PdfVerdict } from './pdf-check.worker';

/** What is stored: the checked bytes (a photo re-encoded), their real type and its extension. */
export interface CheckedUpload {
  body: Buffer;
  mimeType: string;
  extension: string;
}

/**
 * The one check of every upload (documents, resources). The type comes from the bytes, never the name;
 * then the content must hold up: a PDF is parsed, a photo decoded and re-encoded without its metadata.
 * `refusal` is the caller's French message for a type it does not accept.
 */
export async function checkUpload(body: Buffer, accepted: readonly string[], refusal: string): Promise<CheckedUpload> {
  if (body.length === 0) throw Errors.invalid(DOCUMENT_ERRORS.empty);
  if (body.length > DOCUMENT_MAX_BYTES) throw Errors.tooLarge(DOCUMENT_ERRORS.tooLarge);
  const mimeType = await sniff(body);
  if (!mimeType || !accepted.includes(mimeType)) throw Errors.invalid(refusal);
  const checked = mimeType === 'application/pdf' ? await checkPdf(body) : mimeType.startsWith('image/') ? await oneAtATime(() => reencode(body, mimeType)) : body;
  return { body: checked, mimeType, extension: FILE_EXTENSIONS[mimeType] };
}

// An .xls is an OLE compound file holding a "Workbook" (BIFF8) or "Book" (BIFF5) stream; the names are UTF-16LE.
const XLS_STREAMS = ['Workbook', 'Book'].map((name) => Buffer.from(name, 'utf16le'));

/** A CSV has no signature: UTF-8 text, no NUL byte, a separator on its first line. */
function isCsv(body: Buffer): boolean {
  if (body.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  return /[,;\t]/.test(text.split(/\r?\n/, 1)[0]);
}

async function sniff(body: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(body);
  if (detected?.mime === 'application/x-cfb') return XLS_STREAMS.some((name) => body.includes(name)) ? XLS_MIME : undefined;
  if (detected) return detected.mime;
  return isCsv(body) ? CSV_MIME : undefined;
}

const PDF_REFUSALS = { unreadable: UPLOAD_ERRORS.unreadablePdf, encrypted: UPLOAD_ERRORS.encryptedPdf, tooComplex: UPLOAD_ERRORS.tooComplexPdf } as const;

/** Checked in a thread of the pool (pdf-check.worker.ts says what is checked), never on the event loop. */
async function checkPdf(body: Buffer): Promise<Buffer> {
  let verdict: PdfVerdict;
  try {
    verdict = await checkPdfInPool(body);
  } catch (error) {
    throw error instanceof ChecksBusyError ? Errors.unavailable(UPLOAD_ERRORS.checksBusy) : error;
  }
  if (verdict !== 'ok') throw Errors.invalid(PDF_REFUSALS[verdict]);
  return body;
}

/**
 * Decoded and written again in its own format: turned upright by its EXIF orientation first, then saved
 * with no metadata at all (no GPS position, camera or date). The pixel cap is checked from the header,
 * before decoding, so a small file that would unpack into gigabytes is refused. libvips does the work in
 * its own threads, off the event loop, and stops itself at the time limit: photos stay out of the PDF
 * pool, whose threads are ended at theirs (a thread ended inside libvips can take the process down).
 */
async function reencode(body: Buffer, mimeType: string): Promise<Buffer> {
  const image = sharp(body, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 })
    .rotate()
    .timeout({ seconds: CHECK_TIME_LIMIT_MS / 1000 });
  try {
    return await (mimeType === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    throw Errors.invalid(/pixel limit|timeout/.test(String(error)) ? UPLOAD_ERRORS.imageTooLarge : UPLOAD_ERRORS.unreadableImage);
  }
}

// Photos are decoded one at a time per process: a burst of uploads waits its turn instead of holding
// several decoded photos (up to 150 MB each) in memory at once.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
