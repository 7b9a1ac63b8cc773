import { useSyncExternalStore } from 'react';
import { getThemeState, setThemeMode, subscribeTheme, type ThemeMode, type ThemeState } from './theme-store';

export function useThemeMode(): ThemeState & { setMode: (mode: ThemeMode) => void } {
  const state = useSyncExternalStore(subscribeTheme, getThemeState);
  return { ...state, setMode: setThemeMode };
}
