// The theme choice alone, without antd: the landing page uses it, and it is shared as its own singleton
// so the shell's toggle and the UI kit's providers read one store.
export { THEME_MODES, THEME_STORAGE_KEY, getThemeState, initTheme, setThemeMode, type ResolvedTheme, type ThemeMode, type ThemeState } from './lib/theme-store';
export { useThemeMode } from './lib/use-theme-mode';
export { THEME_CHOICES, ThemeToggle, type ThemeChoice } from './lib/ThemeToggle';
