import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentDto } from '@capsuisse/contracts';
import { StoragePort } from '@capsuisse/server-core';
import { PDF } from './files';
import { TestApp } from './harness';

// s3rver ships no types; this is the part the test uses.
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const BUCKET = 'user-documents';

// The whole app on the S3 adapter, against a real S3-protocol server on a free localhost port.
const directory = mkdtempSync(join(tmpdir(), 'capsuisse-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
let endpoint: string;
let t: TestApp;
beforeAll(async () => {
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  t = await TestApp.start({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
});
afterAll(async () => {
  await t?.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

it('reports the S3 storage in health', async () => {
  const res = await t.request('GET', '/api/health');
  expect(res.body).toMatchObject({ storage: 'ok', backends: { storage: 's3' } });
});

it('stores uploads in the bucket, links them with presigned GETs, and deletes the replaced object', async () => {
  const client = await t.asClient();
  const first = (await t.upload(client.session.access_token, 'cv', PDF)).body as DocumentDto;
  const link = await t.request('GET', `/api/documents/${first.id}/link`, { token: client.session.access_token });
  expect(link.body.url.startsWith(`${endpoint}/${BUCKET}/${client.user.id}/cv-`)).toBe(true);
  expect(link.body.url).toContain('X-Amz-Signature=');
  const res = await fetch(link.body.url);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  // Saved by the browser as the type it was checked as, never rendered.
  expect([res.headers.get('content-disposition'), res.headers.get('content-type')]).toEqual(['attachment', 'application/pdf']);

  const oldKey = new URL(link.body.url).pathname.slice(`/${BUCKET}/`.length);
  const v2 = Buffer.concat([PDF, Buffer.from('% v2\n')]);
  expect((await t.upload(client.session.access_token, 'cv', v2)).status).toBe(201);
  const storage = t.app.get(StoragePort);
  expect(await storage.exists(oldKey)).toBe(false);
  const next = await t.request('GET', `/api/documents/${first.id}/link`, { token: client.session.access_token });
  expect(Buffer.from(await (await fetch(next.body.url)).arrayBuffer())).toEqual(v2);
});

it('gives links that stop working after 3600 s', async () => {
  const client = await t.asClient();
  const doc = (await t.upload(client.session.access_token, 'cv', PDF)).body as DocumentDto;
  // Signed an hour and a minute in the past (s3rver checks expiry against its own clock).
  t.clock.advance(-3_660_000);
  const stale = await t.request('GET', `/api/documents/${doc.id}/link`, { token: client.session.access_token });
  t.clock.advance(3_660_000);
  expect((await fetch(stale.body.url)).status).toBe(403);
});
