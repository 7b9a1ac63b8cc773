import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES } from '@capsuisse/contracts';
import { checkContent } from './file-content';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(32)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]);

describe('checkContent', () => {
  it('reads the real type from the bytes', async () => {
    await expect(checkContent('cv', PDF)).resolves.toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
    await expect(checkContent('formulaire', PDF)).resolves.toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
    await expect(checkContent('photo', PNG)).resolves.toEqual({ mimeType: 'image/png', extension: 'png' });
    await expect(checkContent('photo', JPEG)).resolves.toEqual({ mimeType: 'image/jpeg', extension: 'jpg' });
  });

  it.each([
    ['cv', PNG, DOCUMENT_ERRORS.pdfOnly],
    ['formulaire', EXE, DOCUMENT_ERRORS.pdfOnly],
    ['cv', Buffer.from('plain text, not a PDF'), DOCUMENT_ERRORS.pdfOnly],
    ['photo', PDF, DOCUMENT_ERRORS.imageOnly],
    ['photo', EXE, DOCUMENT_ERRORS.imageOnly],
    ['cv', Buffer.alloc(0), DOCUMENT_ERRORS.empty],
    ['photo', Buffer.alloc(DOCUMENT_MAX_BYTES + 1), DOCUMENT_ERRORS.tooLarge],
  ] as const)('refuses %s with a French 400 (%#)', async (type, body, message) => {
    await expect(checkContent(type, body)).rejects.toMatchObject({ code: 'invalid_input', message });
  });
});
