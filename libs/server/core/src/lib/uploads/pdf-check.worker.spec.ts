import { PDFDocument } from 'pdf-lib';
import checkPdf from './pdf-check.worker';

/** 30 pages, saved as pdf-lib does by default: its objects packed in compressed object streams. */
async function thirtyPages(): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < 30; i++) document.addPage().drawText(`Page ${i + 1}`);
  return Buffer.from(await document.save());
}

const roomy = { maxObjects: 10_000, maxPages: 1_000, maxUnpackedBytes: 1024 * 1024 };

describe('checkPdf (a thread of the pool)', () => {
  it('stops at each bound, and passes the same file when it fits', async () => {
    const body = await thirtyPages();
    expect(body.includes('/ObjStm')).toBe(true);
    expect(await checkPdf({ body, ...roomy })).toBe('ok');
    // Objects are counted inside the object streams too (the file has fewer than 10 outside them).
    expect(await checkPdf({ body, ...roomy, maxObjects: 50 })).toBe('tooComplex');
    expect(await checkPdf({ body, ...roomy, maxPages: 29 })).toBe('tooComplex');
    expect(await checkPdf({ body, ...roomy, maxPages: 30 })).toBe('ok');
    expect(await checkPdf({ body, ...roomy, maxUnpackedBytes: 1024 })).toBe('tooComplex');
  });

  it('stops walking a page tree that names its branches over and over, without any page', async () => {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ...Array.from({ length: 40 }, (_, i) => `<< /Type /Pages /Kids [${i + 3} 0 R ${i + 3} 0 R] /Count 0 >>`), '<< /Type /Pages /Kids [] /Count 0 >>'];
    const body = Buffer.from(`%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    expect(await checkPdf({ body, ...roomy })).toBe('tooComplex');
  });
});
