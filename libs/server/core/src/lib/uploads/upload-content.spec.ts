import PDFKit from 'pdfkit';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { CSV_MIME, DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, UPLOAD_ERRORS } from '@capsuisse/contracts';
import { randomBytes } from 'node:crypto';
import { LARGE_PDF_THREADS, LARGE_PDFS_WAITING, SMALL_PDF_BYTES } from './pdf-check.pool';
import { checkUpload } from './upload-content';

const PDF_ONLY = ['application/pdf'];
const IMAGES = ['image/jpeg', 'image/png'];
const REFUSED = 'refused';

async function pdfLibPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Curriculum vitae');
  return Buffer.from(await document.save());
}

/** A pdfkit document, encrypted when a password is given. */
function pdfkitPdf(userPassword?: string): Promise<Buffer> {
  const document = new PDFKit(userPassword ? { userPassword, ownerPassword: 'owner' } : {});
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text('Formulaire').end();
  return done;
}

/** A 40×20 photo taken "sideways" (EXIF orientation 6) at a GPS position. */
const photoWithGps = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c81414' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Telephone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 38/1 0/1' } })
    .toBuffer();

describe('checkUpload', () => {
  it('accepts PDFs made by pdf-lib and pdfkit, as they are', async () => {
    for (const pdf of [await pdfLibPdf(), await pdfkitPdf()]) {
      const checked = await checkUpload(pdf, PDF_ONLY, REFUSED);
      expect(checked).toEqual({ body: pdf, mimeType: 'application/pdf', extension: 'pdf' });
    }
  });

  it('refuses what only starts like a PDF: HTML, garbage, a PDF cut short, one without pages', async () => {
    const pdf = await pdfLibPdf();
    const cases: [string, Buffer][] = [
      ['html', Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n')],
      ['garbage', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)])],
      ['half', pdf.subarray(0, pdf.length / 2)],
      ['no end', pdf.subarray(0, pdf.lastIndexOf('%%EOF'))],
      ['no pages', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
    ];
    for (const [name, body] of cases) {
      await expect(checkUpload(body, PDF_ONLY, REFUSED).catch((e: Error) => `${name}: ${e.message}`)).resolves.toBe(`${name}: ${UPLOAD_ERRORS.unreadablePdf}`);
    }
  });

  it("checks a small PDF past the small lane's budget again with the full bounds", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    for (let i = 0; i < 8_000; i++) document.context.register(document.context.obj([i]));
    const dense = Buffer.from(await document.save());
    expect(dense.length).toBeLessThanOrEqual(SMALL_PDF_BYTES);
    await expect(checkUpload(dense, PDF_ONLY, REFUSED)).resolves.toMatchObject({ mimeType: 'application/pdf' });
    // Two full checks of 8,000 objects outlast jest's default on loaded cores, and the next test needs the thread back.
  }, 30_000);

  it('keeps a few large PDFs waiting for a thread, and answers a French 503 past them', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(randomBytes(SMALL_PDF_BYTES), 'annexe.bin');
    const large = Buffer.from(await document.save());
    expect(large.length).toBeGreaterThan(SMALL_PDF_BYTES);
    const results = await Promise.allSettled(Array.from({ length: LARGE_PDF_THREADS + LARGE_PDFS_WAITING + 2 }, () => checkUpload(large, PDF_ONLY, REFUSED)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LARGE_PDF_THREADS + LARGE_PDFS_WAITING);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toEqual([expect.objectContaining({ status: 503, message: UPLOAD_ERRORS.checksBusy }), expect.objectContaining({ status: 503, message: UPLOAD_ERRORS.checksBusy })]);
  });

  it('refuses an encrypted PDF with its own message', async () => {
    await expect(checkUpload(await pdfkitPdf('secret'), PDF_ONLY, REFUSED)).rejects.toMatchObject({ code: 'invalid_input', message: UPLOAD_ERRORS.encryptedPdf });
  });

  it('re-encodes a photo upright and without any metadata', async () => {
    const photo = await photoWithGps();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 40, height: 20, orientation: 6, exif: expect.any(Buffer) });
    const checked = await checkUpload(photo, IMAGES, REFUSED);
    expect(checked).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' });
    const meta = await sharp(checked.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(checked.body.includes('Telephone')).toBe(false);
  });

  it('keeps a PNG a PNG, without its text chunks', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000080' } })
      .png()
      .withExif({ IFD0: { Copyright: 'Telephone' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const checked = await checkUpload(png, IMAGES, REFUSED);
    expect(checked).toMatchObject({ mimeType: 'image/png', extension: 'png' });
    expect((await sharp(checked.body).metadata()).exif).toBeUndefined();
  });

  it('refuses an image that does not decode, and one over the pixel cap before decoding it', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);
    await expect(checkUpload(broken, IMAGES, REFUSED)).rejects.toMatchObject({ message: UPLOAD_ERRORS.unreadableImage });
    // 8000 × 8000 of one colour: a few hundred KB that would unpack to 192 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(DOCUMENT_MAX_BYTES);
    await expect(checkUpload(bomb, IMAGES, REFUSED)).rejects.toMatchObject({ message: UPLOAD_ERRORS.imageTooLarge });
  });

  it('reads the type from the bytes: a mismatch is the caller refusal, spreadsheets pass as they are', async () => {
    const csv = Buffer.from('Nom;Adresse\nORP;Rue 9\n');
    await expect(checkUpload(csv, [CSV_MIME], REFUSED)).resolves.toEqual({ body: csv, mimeType: CSV_MIME, extension: 'csv' });
    await expect(checkUpload(await pdfLibPdf(), IMAGES, REFUSED)).rejects.toMatchObject({ code: 'invalid_input', message: REFUSED });
    await expect(checkUpload(Buffer.from('<html></html>'), PDF_ONLY, REFUSED)).rejects.toMatchObject({ message: REFUSED });
  });

  it('refuses an empty file (400) and one over 10 MB (413)', async () => {
    await expect(checkUpload(Buffer.alloc(0), PDF_ONLY, REFUSED)).rejects.toMatchObject({ status: 400, message: DOCUMENT_ERRORS.empty });
    await expect(checkUpload(Buffer.alloc(DOCUMENT_MAX_BYTES + 1), PDF_ONLY, REFUSED)).rejects.toMatchObject({ status: 413, message: DOCUMENT_ERRORS.tooLarge });
  });
});
