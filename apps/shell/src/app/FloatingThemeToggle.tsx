import { useLocation } from '@capsuisse/web-router';
import { pageAt } from '@capsuisse/contracts';
import { ThemeToggle } from '@capsuisse/web-theme';

/**
 * The theme switch floating at the bottom right of the public pages and the 404 (spec §2); the signed-in
 * pages have it in their top bar instead, where it covers none of their buttons.
 */
export function FloatingThemeToggle() {
  const page = pageAt(useLocation().pathname);
  return page && page.access !== 'public' ? null : <ThemeToggle />;
}
