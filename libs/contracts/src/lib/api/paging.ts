import { z } from 'zod';
import { VALIDATION as V } from '../messages';

// A query value arrives as text; the web may pass a number. A repeated parameter (a list) is refused.
const pageNumber = (message: string) => z.coerce.number<string | number>({ error: message }).int(message);

/** `?page=&page_size=`: a page (from 1) of a list, and how many items it holds. */
export const pageQuery = (sizeDefault: number, sizeMax: number) => ({
  page: pageNumber(V.pageNumber).min(1, V.pageNumber).default(1),
  page_size: pageNumber(V.pageSize).min(1, V.pageSize).max(sizeMax, V.pageSize).default(sizeDefault),
});
