import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from '@capsuisse/web-router';
import { getThemeState, setThemeMode } from '@capsuisse/web-theme';
import { UiProviders } from '../providers/UiProviders';
import { TopBar } from './TopBar';
import { topBarLayoutFor } from './top-bar-layout';

const EMAIL = 'lea.martin@example.ch';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function renderBar(onLogout = jest.fn()) {
  render(
    <BrowserRouter>
      <UiProviders>
        <TopBar homeHref="/dashboard" items={[{ label: 'Documents', href: '/uploads' }]} email={EMAIL} onLogout={onLogout} />
      </UiProviders>
    </BrowserRouter>,
  );
  return screen.getByRole('banner');
}

async function openMenu(bar: HTMLElement) {
  fireEvent.click(within(bar).getByRole('button', { name: /Mon compte/ }));
  return screen.findByRole('menu');
}

beforeEach(() => setThemeMode('dark'));
afterEach(() => resizeTo(1024));

it('collapses below 640 px, keeps the labels from 640 px and the email in the bar from 960 px', () => {
  expect(topBarLayoutFor(360)).toBe('compact');
  expect(topBarLayoutFor(639)).toBe('compact');
  expect(topBarLayoutFor(640)).toBe('medium');
  expect(topBarLayoutFor(959)).toBe('medium');
  expect(topBarLayoutFor(960)).toBe('full');
  expect(topBarLayoutFor(1366)).toBe('full');
});

it('on a phone: icons only, named for assistive technology; the email and the theme are in the menu', async () => {
  resizeTo(360);
  const bar = renderBar();
  const back = within(bar).getByRole('button', { name: 'Retour' });
  expect(back.textContent).toBe('');
  expect(within(bar).getByRole('button', { name: 'Mon compte' }).textContent).toBe('');
  expect(within(bar).queryByText(EMAIL)).toBeNull();
  expect(within(bar).queryByRole('button', { name: 'Thème clair' })).toBeNull();

  const menu = await openMenu(bar);
  expect(within(menu).getByText(EMAIL)).toBeTruthy();
  expect(within(menu).getByRole('menuitem', { name: /Documents/ })).toBeTruthy();
  expect(within(menu).getByRole('menuitem', { name: /Déconnexion/ })).toBeTruthy();
  const dark = within(menu).getByRole('menuitemradio', { name: /Thème sombre/ });
  expect(dark.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(within(menu).getByRole('menuitemradio', { name: /Thème clair/ }));
  expect(getThemeState().mode).toBe('light');
});

it('on a laptop: labelled buttons, the theme switch and the email in the bar; the menu holds the pages and the sign-out', async () => {
  resizeTo(1366);
  const onLogout = jest.fn();
  const bar = renderBar(onLogout);
  expect(within(bar).getByRole('button', { name: /Retour/ }).textContent).toContain('Retour');
  expect(within(bar).getByRole('button', { name: /Mon compte/ }).textContent).toContain('Mon compte');
  expect(within(bar).getByText(EMAIL)).toBeTruthy();
  fireEvent.click(within(bar).getByRole('button', { name: 'Thème clair' }));
  expect(getThemeState().mode).toBe('light');

  const menu = await openMenu(bar);
  expect(within(menu).queryByText(EMAIL)).toBeNull();
  expect(within(menu).queryAllByRole('menuitemradio')).toHaveLength(0);
  fireEvent.click(within(menu).getByRole('menuitem', { name: /Déconnexion/ }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});

it('on a tablet: labels and theme switch stay in the bar, the email moves into the menu', async () => {
  resizeTo(800);
  const bar = renderBar();
  expect(within(bar).getByRole('button', { name: 'Thème sombre' })).toBeTruthy();
  expect(within(bar).queryByText(EMAIL)).toBeNull();
  expect(within(await openMenu(bar)).getByText(EMAIL)).toBeTruthy();
});

it('follows the window as it is resized', () => {
  resizeTo(1366);
  const bar = renderBar();
  expect(within(bar).getByText(EMAIL)).toBeTruthy();
  resizeTo(360);
  expect(within(bar).queryByText(EMAIL)).toBeNull();
  expect(within(bar).getByRole('button', { name: 'Retour' }).textContent).toBe('');
});
