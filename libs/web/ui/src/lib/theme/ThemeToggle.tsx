import type { CSSProperties } from 'react';
import type { ThemeMode } from './theme-store';
import { useThemeMode } from './use-theme-mode';

// Plain React on purpose: it is shown on the landing page, which loads no antd.
const CHOICES: { mode: ThemeMode; icon: string; label: string }[] = [
  { mode: 'light', icon: '☀️', label: 'Thème clair' },
  { mode: 'dark', icon: '🌙', label: 'Thème sombre' },
  { mode: 'system', icon: '💻', label: 'Thème du système' },
];

const bar: CSSProperties = {
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: 1100,
  display: 'flex',
  gap: 2,
  padding: 4,
  borderRadius: 999,
  background: 'var(--cs-surface, #1b2236)',
  border: '1px solid var(--cs-border, rgba(255,255,255,0.12))',
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
};

const button = (active: boolean): CSSProperties => ({
  width: 34,
  height: 34,
  border: 'none',
  borderRadius: 999,
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '34px',
  background: active ? 'var(--cs-accent-soft, rgba(230,57,70,0.22))' : 'transparent',
  outline: active ? '1px solid var(--cs-accent, #e63946)' : 'none',
});

/** Light / dark / system switch, fixed at the bottom right; the choice is kept in localStorage. */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  return (
    <div role="group" aria-label="Thème" data-testid="theme-toggle" style={bar}>
      {CHOICES.map((choice) => (
        <button
          key={choice.mode}
          type="button"
          title={choice.label}
          aria-label={choice.label}
          aria-pressed={mode === choice.mode}
          onClick={() => setMode(choice.mode)}
          style={button(mode === choice.mode)}
        >
          <span aria-hidden="true">{choice.icon}</span>
        </button>
      ))}
    </div>
  );
}
