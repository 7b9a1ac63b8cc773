// The Swiss CV check in the thread of the PDF text lane (pdf-check.pool.ts): the text read by PDF.js, then the rules,
// so neither runs on a process's event loop. Bundled as dist/apps/<app>/cv-check.worker.js, or from this source in tests.
import type { PdfTextTask } from '@capsuisse/server-core';
import { checkCv, type CvCheckOutcome } from './cv-rules';
import { pdfText } from './pdf-text';

export default async function cvCheck(task: PdfTextTask): Promise<CvCheckOutcome> {
  return checkCv(await pdfText(task));
}
