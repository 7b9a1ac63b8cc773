// The core entry: buffer sniffing only, resolvable from CommonJS test runs too.
import { fileTypeFromBuffer } from 'file-type/core';
import { DOCUMENT_ERRORS, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentType } from '@capsuisse/contracts';
import { Errors } from '@capsuisse/server-core';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The file's real type, read from its bytes (never its name); a French 400 when the type does not fit. */
export async function checkContent(type: DocumentType, body: Buffer): Promise<{ mimeType: string; extension: string }> {
  if (body.length === 0) throw Errors.invalid(DOCUMENT_ERRORS.empty);
  if (body.length > DOCUMENT_MAX_BYTES) throw Errors.invalid(DOCUMENT_ERRORS.tooLarge);
  const detected = await fileTypeFromBuffer(body);
  const allowed = DOCUMENT_KINDS[type].mimeTypes;
  if (!detected || !allowed.includes(detected.mime)) {
    throw Errors.invalid(type === 'photo' ? DOCUMENT_ERRORS.imageOnly : DOCUMENT_ERRORS.pdfOnly);
  }
  return { mimeType: detected.mime, extension: EXTENSIONS[detected.mime] };
}
