import { useSyncExternalStore } from 'react';

/**
 * How much of the top bar fits in a row: `compact` on a phone (icons only; the theme and the email go into
 * the 'Mon compte' menu), `medium` on a tablet (labels and theme, the email in the menu), `full` beyond.
 */
export type TopBarLayout = 'compact' | 'medium' | 'full';

/** Narrower than this, the labelled buttons and the theme switch no longer fit beside the logo. */
export const TOP_BAR_MEDIUM_MIN = 640;
/** Narrower than this, the email no longer fits beside them. */
export const TOP_BAR_FULL_MIN = 960;

export function topBarLayoutFor(width: number): TopBarLayout {
  if (width < TOP_BAR_MEDIUM_MIN) return 'compact';
  return width < TOP_BAR_FULL_MIN ? 'medium' : 'full';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The layout for the window's width, following it as it changes (the bar re-renders only when the layout does). */
export function useTopBarLayout(): TopBarLayout {
  return useSyncExternalStore(
    subscribe,
    () => topBarLayoutFor(window.innerWidth),
    () => 'full',
  );
}
