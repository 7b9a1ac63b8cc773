import { INPUTS } from './api';
import { VALIDATION as V } from './messages';
import { progressBand, RECRUITER_PAGE_SIZE_DEFAULT } from './recruiter';

describe('recruiter contract', () => {
  const query = INPUTS.recruiter.candidates.query;
  const message = (value: unknown) => query.safeParse(value).error?.issues[0].message;

  it('reads page and page_size from the query text, with defaults', () => {
    expect(query.parse({})).toEqual({ page: 1, page_size: RECRUITER_PAGE_SIZE_DEFAULT });
    expect(query.parse({ page: '3', page_size: '100' })).toEqual({ page: 3, page_size: 100 });
  });

  it('refuses a bad page or page size in French', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', ['1', '2']]) expect(message({ page })).toBe(V.pageNumber);
    for (const page_size of ['0', '101', 'x']) expect(message({ page_size })).toBe(V.pageSize);
  });

  it('draws progress in the bands of spec §9', () => {
    expect([100, 80, 79, 50, 49, 0].map(progressBand)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});
