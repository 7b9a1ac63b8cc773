import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const filled = (container: HTMLElement) => container.querySelectorAll('[data-filled="true"]').length;

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'Très faible'],
    ['abc', 1, 'Faible'],
    ['Abcdefgh', 3, 'Moyen'],
    ['Abcdefgh1!', 5, 'Bon'],
    ['Abcdefgh1!xyz', 6, 'Excellent'],
  ])('%j fills %d of 6 segments and reads %s', (password, score, label) => {
    const { container } = render(<PasswordStrengthMeter password={password} />);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(6);
    expect(filled(container)).toBe(score);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
