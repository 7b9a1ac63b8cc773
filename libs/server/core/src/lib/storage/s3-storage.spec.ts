import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../clock/clock';
import { type S3Settings, S3Storage } from './s3-storage';

// s3rver ships no types; this is the part the test uses.
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const BUCKET = 'user-documents';
const KEY = '00000000-0000-4000-8000-000000000001/cv-1700000000000.pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

// A real S3-protocol server on a free localhost port: the adapter's requests go over the wire.
describe('S3Storage against s3rver', () => {
  const directory = mkdtempSync(join(tmpdir(), 'capsuisse-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const clock = new ManualClock();
  let settings: S3Settings;
  let storage: S3Storage;

  beforeAll(async () => {
    const { port } = await server.run();
    settings = { endpoint: `http://127.0.0.1:${port}`, region: 'eu-central-2', bucket: BUCKET, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true };
    storage = new S3Storage(settings, clock);
  });
  afterAll(async () => {
    storage?.onApplicationShutdown();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers the health ping', async () => {
    expect(await storage.ping()).toBe(true);
  });

  it('puts an object, serves it through a presigned GET, and deletes it', async () => {
    await storage.put(KEY, PDF, 'application/pdf');
    expect(await storage.exists(KEY)).toBe(true);

    const link = await storage.signedGetUrl(KEY, 3600, 'application/pdf');
    expect(link.url).toContain('X-Amz-Signature=');
    expect(link.url).toContain('X-Amz-Expires=3600');
    expect(link.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(3_590_000);
    const res = await fetch(link.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    // The link names the type and asks for an attachment: nothing guesses it, no browser renders it.
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment');

    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect((await fetch(link.url)).status).toBe(404);
  });

  it('reads a byte range of an object (a video is checked by ranges), and a presigned GET answers ranges', async () => {
    await storage.put(KEY, PDF, 'application/pdf');
    expect(await storage.readRange(KEY, { start: 1, end: 3 })).toEqual(PDF.subarray(1, 4));
    const link = await storage.signedGetUrl(KEY, 3600, 'application/pdf');
    const part = await fetch(link.url, { headers: { range: 'bytes=5-8' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PDF.subarray(5, 9));
    await storage.delete(KEY);
  });

  it('refuses a presigned GET once it has expired', async () => {
    await storage.put(KEY, PDF, 'application/pdf');
    // Signed an hour and a minute ago: the link is past its 3600 s.
    const past = new ManualClock();
    past.advance(-3_660_000);
    const stale = await new S3Storage(settings, past).signedGetUrl(KEY, 3600, 'application/pdf');
    expect((await fetch(stale.url)).status).toBe(403);
  });
});
