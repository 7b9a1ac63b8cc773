// The core entry: buffer sniffing only, resolvable from CommonJS test runs too.
import { fileTypeFromBuffer } from 'file-type/core';
import { CSV_MIME, DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, RESOURCE_ERRORS, RESOURCE_EXTENSIONS, RESOURCES, type ResourceKind, XLS_MIME } from '@capsuisse/contracts';
import { Errors } from '@capsuisse/server-core';

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

/** The file's real type, read from its bytes (never its name): a PDF for the form, a spreadsheet for the address book. */
export async function checkResource(kind: ResourceKind, body: Buffer): Promise<{ mimeType: string; extension: string }> {
  if (body.length === 0) throw Errors.invalid(DOCUMENT_ERRORS.empty);
  if (body.length > DOCUMENT_MAX_BYTES) throw Errors.invalid(DOCUMENT_ERRORS.tooLarge);
  const mimeType = await sniff(body);
  if (!mimeType || !RESOURCES[kind].mimeTypes.includes(mimeType)) throw Errors.invalid(kind === 'formulaire' ? RESOURCE_ERRORS.pdfOnly : RESOURCE_ERRORS.spreadsheetOnly);
  return { mimeType, extension: RESOURCE_EXTENSIONS[mimeType] };
}
