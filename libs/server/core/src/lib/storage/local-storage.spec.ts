import { mkdtempSync, rmSync } from 'node:fs';
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
    await storage.put(KEY, Buffer.from('png'));
    const link = await storage.signedGetUrl(KEY, 3600);
    const { expires, sig } = params(link.url);
    expect((await storage.readSigned(KEY, expires, sig))?.toString()).toBe('png');
    expect(await storage.readSigned(KEY, expires, `${sig.slice(1)}x`)).toBeNull();
    expect(await storage.readSigned(KEY, String(Number(expires) + 60), sig)).toBeNull();
    expect(await new LocalStorage(root, 'other', clock).readSigned(KEY, expires, sig)).toBeNull();
    clock.advance(3_601_000);
    expect(await storage.readSigned(KEY, expires, sig)).toBeNull();
  });

  it('refuses keys outside the `<user>/<type>-<time>.<ext>` shape', async () => {
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    expect(await storage.readSigned('../../etc/passwd', '9999999999', 'x')).toBeNull();
  });

  it('deletes, and deleting twice is fine', async () => {
    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    await storage.delete(KEY);
  });
});
