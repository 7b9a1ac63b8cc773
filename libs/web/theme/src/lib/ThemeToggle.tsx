import type { CSSProperties, ReactNode } from 'react';
import type { ThemeMode } from './theme-store';
import { useThemeMode } from './use-theme-mode';

// Plain React on purpose: it is shown on the landing page, which loads no antd.
// Inline SVG rather than emoji: they render the same everywhere, with or without an emoji font.
const svg = (children: ReactNode) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {children}
  </svg>
);

export interface ThemeChoice {
  mode: ThemeMode;
  label: string;
  icon: ReactNode;
}

/** The three choices, in order: the toggle's buttons, and the items of the top bar's menu on a phone. */
export const THEME_CHOICES: readonly ThemeChoice[] = [
  {
    mode: 'light',
    label: 'Thème clair',
    icon: svg(
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>,
    ),
  },
  { mode: 'dark', label: 'Thème sombre', icon: svg(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />) },
  {
    mode: 'system',
    label: 'Thème du système',
    icon: svg(
      <>
        <rect x="2" y="4" width="20" height="13" rx="2" />
        <path d="M8 21h8M12 17v4" />
      </>,
    ),
  },
];

const bar: CSSProperties = {
  display: 'flex',
  flexShrink: 0,
  gap: 2,
  padding: 4,
  borderRadius: 999,
  background: 'var(--cs-surface, #1b2236)',
  border: '1px solid var(--cs-border, rgba(255,255,255,0.12))',
};

const floating: CSSProperties = {
  ...bar,
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: 1100,
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
};

const button = (active: boolean): CSSProperties => ({
  width: 34,
  height: 34,
  border: 'none',
  borderRadius: 999,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  color: active ? 'var(--cs-accent, #e63946)' : 'var(--cs-muted, #a3acc2)',
  background: active ? 'var(--cs-accent-soft, rgba(230,57,70,0.22))' : 'transparent',
  outline: active ? '1px solid var(--cs-accent, #e63946)' : 'none',
});

/**
 * Light / dark / system switch; the choice is kept in localStorage. It floats at the bottom right of the
 * public pages (spec §2), and sits in the top bar of the signed-in ones (`inline`), where it covers nothing.
 */
export function ThemeToggle({ inline = false }: { inline?: boolean }) {
  const { mode, setMode } = useThemeMode();
  return (
    <div role="group" aria-label="Thème" data-testid="theme-toggle" style={inline ? bar : floating}>
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice.mode}
          type="button"
          title={choice.label}
          aria-label={choice.label}
          aria-pressed={mode === choice.mode}
          onClick={() => setMode(choice.mode)}
          style={button(mode === choice.mode)}
        >
          {choice.icon}
        </button>
      ))}
    </div>
  );
}
