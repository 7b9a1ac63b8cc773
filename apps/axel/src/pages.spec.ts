import { pagesOf } from '@capsuisse/contracts';
import { pages } from './pages';

// The type check already refuses a missing or extra page; this guards what the shell loads at run time.
it('exposes exactly the registry pages the axel remote owns', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('axel').map((page) => page.path).sort());
});
