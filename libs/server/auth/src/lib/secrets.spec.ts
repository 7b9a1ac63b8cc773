import argon2 from 'argon2';
import { boundedConcurrency, derivedKey, hashNeedsUpdate, hashPassword, pseudonymOf, verifyPassword } from './secrets';

describe('boundedConcurrency', () => {
  it('runs at most `max` tasks at once and the others in arrival order, even when one fails', async () => {
    const run = boundedConcurrency(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(i);
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });

  it('runs a task marked ahead before every one already waiting (a known device before a flood)', async () => {
    const run = boundedConcurrency(1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      await new Promise((r) => setTimeout(r, 2));
      order.push(name);
    };
    const flood = Array.from({ length: 20 }, (_, i) => run(task(`stranger-${i}`)));
    const known = run(task('known'), true);
    await Promise.all([...flood, known]);
    expect(order.slice(0, 2)).toEqual(['stranger-0', 'known']);
    expect(order).toHaveLength(21);
  });
});

describe('password hashes', () => {
  it('verify, and ask to be made again only when made with other settings', async () => {
    const current = await hashPassword('Motdepasse-1!');
    expect(await verifyPassword(current, 'Motdepasse-1!')).toBe(true);
    expect(await verifyPassword(current, 'Motdepasse-2!')).toBe(false);
    expect(hashNeedsUpdate(current)).toBe(false);
    const older = await argon2.hash('Motdepasse-1!', { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    expect(await verifyPassword(older, 'Motdepasse-1!')).toBe(true);
    expect(hashNeedsUpdate(older)).toBe(true);
  });
});

describe('pseudonymOf', () => {
  it('is a UUID, the same for the same id and key, another for another id or key', () => {
    const key = derivedKey('secret', 'erasure-pseudonym');
    const id = '6f1c2d3e-4b5a-4c6d-8e7f-101112131415';
    const pseudonym = pseudonymOf(key, id);
    expect(pseudonym).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(pseudonymOf(key, id)).toBe(pseudonym);
    expect(pseudonymOf(key, '00000000-0000-4000-8000-000000000000')).not.toBe(pseudonym);
    expect(pseudonymOf(derivedKey('other', 'erasure-pseudonym'), id)).not.toBe(pseudonym);
  });
});
