import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CoachRecruitmentPage } from '../coach-recruitment/CoachRecruitmentPage';
import { LandingPage } from './LandingPage';

// French typography: a no-break space before ? ! : ; and inside « », so a line never starts with the sign
// ('Suisse ?' broke before its '?' on a phone). The texts' attributes count too (a chart's names, labels).
const BREAKABLE = /[ \t\n][?!:;»]|«[ \t\n]/;

const texts = (root: HTMLElement) => [
  ...Array.from(root.querySelectorAll('*')).flatMap((el) => Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '')),
  ...Array.from(root.querySelectorAll('[data-bar], [aria-label], [title]')).flatMap((el) => [el.getAttribute('data-bar'), el.getAttribute('aria-label'), el.getAttribute('title')]),
];

it.each([
  ['the landing', <LandingPage key="landing" />],
  ['the coach recruitment page', <CoachRecruitmentPage key="coach" />],
])('%s puts a no-break space before its double punctuation', (_, page) => {
  const { container } = render(<MemoryRouter>{page}</MemoryRouter>);
  const breakable = texts(container).filter((text): text is string => !!text && BREAKABLE.test(text));
  expect(breakable).toEqual([]);
});
