import { join } from 'node:path';
import { pdfTextLane } from '@capsuisse/server-core';
import { checkCv, type CvCheckOutcome } from './cv-rules';

const lane = pdfTextLane<CvCheckOutcome>(join(__dirname, 'cv-check.worker'));

/** The Swiss CV check of a PDF, text and rules in the PDF text lane's thread; past its bounds, `illisible`. */
export async function checkCvInPool(body: Buffer): Promise<CvCheckOutcome> {
  const outcome = await lane(body);
  return outcome === 'tooComplex' ? checkCv('tooComplex') : outcome;
}
