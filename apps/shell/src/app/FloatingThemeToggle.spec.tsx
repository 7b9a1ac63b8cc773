import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FloatingThemeToggle } from './FloatingThemeToggle';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FloatingThemeToggle />
    </MemoryRouter>,
  );

it.each(['/', '/login', '/accompagnateur', '/page-inconnue'])('floats over %s, a page without top bar', (path) => {
  at(path);
  expect(screen.getByTestId('theme-toggle').style.position).toBe('fixed');
});

it.each(['/dashboard', '/axel-dashboard', '/user/0d6f3a52-1c4e-4f3e-9a57-2f1a3c4b5d6e', '/compte'])('leaves %s to its top bar', (path) => {
  at(path);
  expect(screen.queryByTestId('theme-toggle')).toBeNull();
});
