import { passwordStrength, type PasswordStrength } from '@capsuisse/contracts';
import { theme } from 'antd';

const SEGMENTS = 6;

const COLORS: Record<PasswordStrength['label'], string> = {
  'Très faible': '#ff4d4f',
  Faible: '#ff4d4f',
  Moyen: '#faad14',
  Bon: '#52c41a',
  Excellent: '#1f9d55',
};

/** Six segments, one per point of the spec's strength score, with its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { token } = theme.useToken();
  const { score, label } = passwordStrength(password);
  return (
    <div data-testid="password-strength" data-score={score} aria-live="polite" style={{ marginTop: 8 }}>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${SEGMENTS}, 1fr)`, gap: 4 }}>
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span
            key={i}
            data-filled={i < score}
            style={{ height: 6, borderRadius: 3, background: i < score ? COLORS[label] : token.colorFillSecondary, transition: 'background 0.2s' }}
          />
        ))}
      </div>
      <div style={{ marginTop: 4, fontSize: 12, color: token.colorTextSecondary }}>
        {/* The label in the text colour: the segments carry the colour, and red or amber text fails AA contrast. */}
        Force du mot de passe : <strong style={{ color: token.colorText }}>{label}</strong>
      </div>
    </div>
  );
}
