import { passwordStrength } from './auth';
import { loginSchema, signupSchema } from './auth.schemas';
import { VALIDATION as V } from './messages';

const valid = {
  email: 'Marie.Dupont@Example.ch ',
  password: 'Genève-2026!',
  confirmPassword: 'Genève-2026!',
  firstName: ' Marie ',
  lastName: 'Dupont',
  countryCode: '+41',
  phone: '79 123 45 67',
  accountType: 'client' as const,
};

const firstMessage = (input: unknown) => {
  const r = signupSchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('signupSchema', () => {
  it('accepts a valid payload and normalises email and names', () => {
    const r = signupSchema.parse(valid);
    expect(r.email).toBe('marie.dupont@example.ch');
    expect(r.firstName).toBe('Marie');
  });

  it.each([
    [{ email: 'pas-un-email' }, V.emailFormat],
    [{ email: `${'a'.repeat(251)}@x.ch` }, V.emailMax],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, V.passwordMin],
    [{ password: `Ab1!${'a'.repeat(125)}`, confirmPassword: `Ab1!${'a'.repeat(125)}` }, V.passwordMax],
    [{ password: 'genève-2026!', confirmPassword: 'genève-2026!' }, V.passwordUpper],
    [{ password: 'GENEVE-2026!', confirmPassword: 'GENEVE-2026!' }, V.passwordLower],
    [{ password: 'Geneve-deux!', confirmPassword: 'Geneve-deux!' }, V.passwordDigit],
    [{ password: 'Geneve2026xx', confirmPassword: 'Geneve2026xx' }, V.passwordSpecial],
    [{ confirmPassword: 'autre' }, V.passwordsMismatch],
    [{ firstName: '   ' }, V.firstNameRequired],
    [{ firstName: 'x'.repeat(101) }, V.firstNameMax],
    [{ lastName: '' }, V.lastNameRequired],
    [{ lastName: 'x'.repeat(101) }, V.lastNameMax],
    [{ phone: '' }, V.phoneRequired],
    [{ countryCode: '+9999' }, V.dialCode],
    [{ accountType: 'axel' }, V.accountTypeForbidden],
  ])('%o → %s', (patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });
});

describe('loginSchema', () => {
  it('bounds what an attempt may send, in French', () => {
    const r = loginSchema.safeParse({ email: 'a@b.ch', password: 'x'.repeat(1_000_000) });
    expect(r.success ? null : r.error.issues[0].message).toBe(V.passwordMax);
    expect(loginSchema.safeParse({ email: 'a@b.ch', password: 'x'.repeat(128) }).success).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Très faible'],
    ['abc', 1, 'Faible'],
    ['abcdefgh', 2, 'Faible'],
    ['Abcdefgh', 3, 'Moyen'],
    ['Abcdefgh1', 4, 'Moyen'],
    ['Abcdefgh1!', 5, 'Bon'],
    ['Abcdefgh1!xyz', 6, 'Excellent'],
  ])('%s → %d %s', (pw, score, label) => {
    expect(passwordStrength(pw)).toEqual({ score, label });
  });
});
