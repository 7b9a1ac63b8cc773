import { storageKey } from './storage-key';

const USER = '00000000-0000-4000-8000-000000000001';

describe('storageKey', () => {
  it('is `<user>/<type>-<time>.<ext>`', () => {
    expect(storageKey(USER, 'photo', 1700000000000, 'png')).toBe(`${USER}/photo-1700000000000.png`);
  });

  it('refuses a user id that is not one (no key escapes its folder)', () => {
    expect(() => storageKey('../escape', 'cv', 1, 'pdf')).toThrow('invalid storage key');
  });
});
