import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { ManualClock } from '../clock/clock';
import { LocalStorage } from './local-storage';

const KEY = '00000000-0000-4000-8000-000000000001/photo-1700000000000.png';

const text = async (stream: Readable): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

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
    expect(object && (await text(object.open()))).toBe('png');
    expect(object && (await text(object.open({ start: 1, end: 2 })))).toBe('ng');
    expect(object).toMatchObject({ size: 3, contentType: 'image/png' });
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

  it('reads ranges, and sweeps the unfinished resumable uploads begun before a date', async () => {
    expect((await storage.readRange(KEY, { start: 1, end: 10 })).toString()).toBe('ng');
    const store = storage.resumableStore(0);
    await store.create(new Upload({ id: 'uploads/old', size: 10, offset: 0, creation_date: '2020-01-01T00:00:00.000Z' }));
    await store.create(new Upload({ id: 'uploads/settled', size: 10, offset: 0, creation_date: '2020-01-01T00:00:00.000Z' }));
    await storage.settleResumable('uploads/settled', 'video/mp4');
    await store.create(new Upload({ id: 'uploads/recent', size: 10, offset: 0 }));
    expect(await storage.sweepResumable(new Date('2021-01-01'))).toBe(1);
    expect(readdirSync(join(root, 'uploads')).sort()).toEqual(['recent', 'recent.json', 'settled']);
  });

  it('deletes the object and its content type, and deleting twice is fine', async () => {
    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect(existsSync(join(root, '.content-types', KEY))).toBe(false);
    await storage.delete(KEY);
  });
});
