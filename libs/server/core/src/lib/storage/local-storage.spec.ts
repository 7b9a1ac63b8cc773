import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../clock/clock';
import { LocalStorage } from './local-storage';

const KEY = '00000000-0000-4000-8000-000000000001/photo-1700000000000.png';

describe('LocalStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'capsuisse-storage-'));
  const clock = new ManualClock();
  const storage = new LocalStorage(root, 'secret', clock);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as { expires: string; sig: string };

  it('reads an object only through an unexpired link of its own signature', async () => {
    await storage.put(KEY, Buffer.from('png'), 'image/png');
    const link = await storage.signedGetUrl(KEY, 3600);
    const { expires, sig } = params(link.url);
    const object = await storage.readSigned(KEY, expires, sig);
    expect(object?.body.toString()).toBe('png');
    expect(object?.contentType).toBe('image/png');
    expect(readdirSync(join(root, KEY, '..'))).toEqual(['photo-1700000000000.png']);
    expect(await storage.readSigned(KEY, expires, `${sig.slice(1)}x`)).toBeNull();
    expect(await storage.readSigned(KEY, String(Number(expires) + 60), sig)).toBeNull();
    expect(await new LocalStorage(root, 'other', clock).readSigned(KEY, expires, sig)).toBeNull();
    clock.advance(3_601_000);
    expect(await storage.readSigned(KEY, expires, sig)).toBeNull();
  });

  it('refuses keys that could reach outside their object', async () => {
    await expect(storage.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow('invalid storage key');
    for (const key of ['/etc/passwd', 'a//b', '.content-types/x', 'a/.hidden', 'a\\b', `${KEY}.part`]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
    }
    expect(await storage.readSigned('../../etc/passwd', '9999999999', 'x')).toBeNull();
  });

  it('deletes the object and its content type, and deleting twice is fine', async () => {
    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect(existsSync(join(root, '.content-types', KEY))).toBe(false);
    await storage.delete(KEY);
  });
});
