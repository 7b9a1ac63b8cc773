import { spawnSync } from 'node:child_process';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A real one-page PDF (catalog, page tree, page, content stream, cross-reference table), what any reader
 * and the upload check accept. `text` makes versions differ; `size` pads it to exactly that many bytes
 * with a comment line, so the file stays a valid PDF.
 */
export function pdf(text = 'CapSuisse', size?: number): Buffer {
  const content = `% ${text}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  const build = (padding: string) => {
    let out = `%PDF-1.4\n${padding}`;
    const offsets = objects.map((object, i) => {
      const offset = out.length;
      out += `${i + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  };
  const plain = build('');
  if (size === undefined) return plain;
  // The cross-reference offsets grow with the padding: built again until the size is exact.
  let padded = plain;
  for (let pad = size - plain.length; padded.length !== size; pad += size - padded.length) padded = build(`%${'x'.repeat(Math.max(0, pad - 2))}\n`);
  return padded;
}

export const PDF = pdf();

/** A valid 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** An HTML page behind a PDF header: what the first bytes alone took for a PDF. */
export const HTML_AS_PDF = Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/me").then((r) => r.text()).then(alert)</script></body></html>\n%%EOF\n');

/** A 40×20 JPEG taken "sideways" (EXIF orientation 6) with the camera and a GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c81414' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Telephone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 38/1 0/1' } })
    .toBuffer();
}

/** A PNG header declaring `width` × `height` pixels with no pixel data: a decompression bomb's first bytes. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8);
    frame.writeUInt32BE(data.length, 0);
    frame.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PDF of these objects (numbered from 1, the first the catalog), read front to back as pdf-lib does: no cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  const body = objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.7\n${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const ONE_PAGE = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];

/**
 * Worst-case PDFs under the 10 MB cap, each well-formed, each making the parser work as hard as its size
 * allows: what a paying attacker would upload to stall the checks of everyone else.
 */
export const worstCasePdf = {
  /** 190,000 small objects in 9 MB (the finding's file: 8 s of parsing when read to the end). */
  manyObjects: (count = 190_000): Buffer => pdfOf([...ONE_PAGE, ...Array.from({ length: count }, (_, i) => `<< /Type /Annot /V ${i} >>`)]),
  /** One array nested two million deep. */
  deepNesting: (depth = 2_000_000): Buffer => pdfOf([...ONE_PAGE, `${'['.repeat(depth)}${']'.repeat(depth)}`]),
  /** A page tree naming its one page a million and a half times. */
  manyPages: (count = 1_500_000): Buffer => pdfOf([ONE_PAGE[0], `<< /Type /Pages /Kids [${'3 0 R '.repeat(count)}] /Count ${count} >>`, ONE_PAGE[2]]),
  /** Few objects, one of them an array of four and a half million numbers: its parse outgrows any small heap. */
  hugeArray: (count = 4_500_000): Buffer => pdfOf([...ONE_PAGE, `[${'1 '.repeat(count)}]`]),
  /** 2 KB: a page tree whose every node names the next one twice, `depth` deep (2^depth nodes to walk), without a page. */
  pageTreeLaughs: (depth = 40): Buffer =>
    pdfOf([ONE_PAGE[0], ...Array.from({ length: depth }, (_, i) => `<< /Type /Pages /Kids [${i + 3} 0 R ${i + 3} 0 R] /Count 0 >>`), '<< /Type /Pages /Kids [] /Count 0 >>']),
  /**
   * About 250 KB: `streams` object streams, each unpacking to `megabytes` MB of blanks around one object; one
   * of 256 MB, or 60 of 4 MB (each under a bound per stream, a quarter of a gigabyte in all).
   */
  async unpackingBomb(streams = 1, megabytes = 256): Promise<Buffer> {
    const deflate = createDeflate({ level: 9 });
    const packed: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => packed.push(chunk));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    const blanks = Buffer.alloc(1024 * 1024, 0x20);
    deflate.write('1000 0 ');
    for (let i = 0; i < megabytes; i++) deflate.write(i === megabytes - 1 ? blanks.subarray(0, blanks.length - 1024) : blanks);
    deflate.end('null');
    await done;
    const stream = Buffer.concat(packed);
    const objects = ONE_PAGE.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
    const parts = Array.from({ length: streams }, (_, i) => [
      Buffer.from(`${i + 4} 0 obj\n<< /Type /ObjStm /N 1 /First 7 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    return Buffer.concat([Buffer.from(`%PDF-1.7\n${objects}`, 'latin1'), ...parts.flat(), Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
  },
};

// pdf-parse (pdf.js) loads its worker by a dynamic import, which jest's module sandbox refuses: the text is
// read back by a plain node process instead.
const READ_PDF = `const { PDFParse } = require('pdf-parse');
const chunks = []; process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const { text, total } = await new PDFParse({ data: Buffer.concat(chunks) }).getText();
  process.stdout.write(JSON.stringify({ text, total }));
});`;

/** A PDF's text and page count, as a reader extracts them. */
export function pdfText(pdf: Buffer): { text: string; total: number } {
  const run = spawnSync(process.execPath, ['-e', READ_PDF], { input: pdf, cwd: __dirname, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { text: string; total: number };
}
