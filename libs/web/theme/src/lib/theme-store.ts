// Theme choice without any antd import: the landing page uses it and must stay light.
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'capsuisse.theme';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];
const DEFAULT_MODE: ThemeMode = 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeState {
  mode: ThemeMode;
  resolved: ResolvedTheme;
}

const watchers = new Set<() => void>();
let state: ThemeState = computeState(readMode());

function readMode(): ThemeMode {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return THEME_MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : true;
}

function computeState(mode: ThemeMode): ThemeState {
  return { mode, resolved: mode === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : mode };
}

/** Puts the theme on <html> so plain CSS (landing page, body background) follows it too. */
function applyToDocument(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset['theme'] = resolved;
  document.documentElement.style.colorScheme = resolved;
}

function publish(next: ThemeState): void {
  state = next;
  applyToDocument(next.resolved);
  for (const watcher of watchers) watcher();
}

export function getThemeState(): ThemeState {
  return state;
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or storage full: the choice still applies for this page.
  }
  publish(computeState(mode));
}

export function subscribeTheme(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Applies the stored theme now and follows the OS setting while the mode is 'system'. */
export function initTheme(): void {
  applyToDocument(state.resolved);
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener?.('change', () => {
    if (state.mode === 'system') publish(computeState('system'));
  });
}
