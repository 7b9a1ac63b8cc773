import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API_ERRORS, type TrainingDayContent, VIDEO_ERRORS, VIDEO_MAX_BYTES } from '@capsuisse/contracts';
import { ResumableUploads, StoragePort } from '@capsuisse/server-core';
import { DemoSeed } from '../src/app/demo-seed';
import { pdf } from './files';
import { type Response, TestApp } from './harness';

// Issue 34, the upload side: axel sends a day's video by tus (resumable), its poster and subtitles by plain uploads;
// a complete video is checked by its content before it replaces the day's; the storage serves it by ranges.

type Who = Awaited<ReturnType<TestApp['userWith']>>;

const FIXTURES = join(__dirname, 'fixtures', 'videos');
const DEMO = join(__dirname, '..', 'demo', 'training');
const video = (name: string) => readFileSync(join(FIXTURES, name));
const SUBTITLES = readFileSync(join(DEMO, 'demo.fr.vtt'));
const POSTER = readFileSync(join(DEMO, 'poster.jpg'));

let t: TestApp;
let axel: Who;
beforeAll(async () => {
  t = await TestApp.start();
  axel = await t.asAxel();
});
afterAll(() => t?.close());

const token = (who: Who) => who.session.access_token;
// After the clock was moved by hours, axel's session had expired meanwhile.
const signInAgain = async () => void (axel = { ...axel, session: await t.newSession(axel.user) });
const uploads = (day: number) => `/api/programme/training/days/${day}/video/uploads`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A request as the tus client sends it (HEAD included, which TestApp.request does not take). */
async function tus(method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, who: Who, headers: Record<string, string> = {}, body?: Buffer): Promise<Response> {
  const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token(who)}`, 'tus-resumable': '1.0.0', ...headers }, ...(body && { payload: body }) });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: json ? res.json() : res.body, headers: res.headers };
}

/** Creates an upload of `length` bytes declared as `filetype`: the answer, and the upload's URL when created. */
async function create(day: number, length: number, filetype = 'video/mp4', who: Who = axel): Promise<{ res: Response; url: string }> {
  const res = await tus('POST', uploads(day), who, { 'upload-length': String(length), 'upload-metadata': `filename ${base64('jour.mp4')},filetype ${base64(filetype)}` });
  return { res, url: String(res.headers['location'] ?? '') };
}

const patch = (url: string, offset: number, bytes: Buffer, who: Who = axel) =>
  tus('PATCH', url, who, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);

/** Sends the whole file in `parts` PATCHes, asking where to resume (HEAD) before each: the last answer. */
async function send(url: string, bytes: Buffer, parts = 3): Promise<Response> {
  const size = Math.ceil(bytes.length / parts);
  let last!: Response;
  for (let i = 0; i < parts; i++) {
    const head = await tus('HEAD', url, axel);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(i * size);
    last = await patch(url, offset, bytes.subarray(offset, offset + size));
  }
  return last;
}

async function upload(day: number, bytes: Buffer, filetype: string, parts = 3): Promise<{ res: Response; key: string }> {
  const { res, url } = await create(day, bytes.length, filetype);
  expect(res.status).toBe(201);
  return { res: await send(url, bytes, parts), key: `training-videos/${url.split('/').pop()}` };
}

/** A plain multipart upload (PUT) of `bytes` in the field `file`. */
function putFile(url: string, who: Who, bytes: Buffer, filename = 'fichier'): Promise<Response> {
  const boundary = `capsuisse-${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.request('PUT', url, { token: token(who), body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const dayContent = async (day: number) => ((await t.request('GET', '/api/programme/training/days', { token: token(axel) })).body as TrainingDayContent[]).find((d) => d.day === day);
const row = async (day: number) => (await t.rows(`select * from training_videos where day = ?`, [day]))[0];
const storage = () => t.app.get(StoragePort);
const dataFile = (key: string) => join(t.dataDir, 'storage', key);

describe('a video by tus', () => {
  it('takes no video before its subtitles when they are required (the default), then a WebM sent in parts, resumed after a HEAD', async () => {
    const refused = await create(1, 1000, 'video/webm');
    expect(refused.res).toMatchObject({ status: 400, body: { statusCode: 400, message: VIDEO_ERRORS.subtitlesRequired } });
    expect((await putFile('/api/programme/training/days/1/video/subtitles', axel, SUBTITLES, 'jour1.vtt')).status).toBe(200);

    const webm = video('short.webm');
    const { res, key } = await upload(1, webm, 'video/webm');
    expect(res.status).toBe(204);
    expect((await dayContent(1))?.video).toMatchObject({ content_type: 'video/webm', size_bytes: webm.length, duration_seconds: expect.closeTo(3, 0), subtitles: true, subtitles_required: true });
    expect(await row(1)).toMatchObject({ videoKey: key });
    // Stored whole under its key, with no tus bookkeeping left beside it.
    expect(readFileSync(dataFile(key))).toEqual(webm);
    expect(existsSync(`${dataFile(key)}.json`)).toBe(false);
    const [audit] = await t.rows(`select * from audit_log where action = 'training.video.update' and actor_id = ?`, [axel.user.id]);
    expect(audit.details).toMatchObject({ before: { content_type: null }, after: { content_type: 'video/webm' } });
  });

  it('replaces the video with an MP4 whose index is at its end, and deletes the old one after the commit', async () => {
    const old = (await row(1)).videoKey as string;
    const mp4 = video('moov-at-end.mp4');
    const { url, res: created } = await create(1, mp4.length);
    expect(created.status).toBe(201);
    const res = await send(url, mp4, 4);
    const key = `training-videos/${url.split('/').pop()}`;
    expect(res.status).toBe(204);
    // Its upload's URL no longer reaches it: neither resumed nor terminated by tus.
    expect((await tus('HEAD', url, axel)).status).toBe(404);
    expect((await tus('DELETE', url, axel)).status).toBe(404);
    expect(readFileSync(dataFile(key))).toEqual(mp4);
    expect((await dayContent(1))?.video).toMatchObject({ content_type: 'video/mp4', size_bytes: mp4.length, duration_seconds: expect.closeTo(3, 0) });
    expect((await row(1)).videoKey).toBe(key);
    expect(await storage().exists(old)).toBe(false);
  });

  it.each([
    ['an MPEG-4 Part 2 video', video('mpeg4-video.mp4')],
    ['a QuickTime .mov', video('quicktime.mov')],
    ['a PDF renamed .mp4', pdf('pas une vidéo')],
  ])('refuses %s once complete, in French, deleting it and changing nothing', async (_, bytes) => {
    const before = await row(1);
    const { res, key } = await upload(1, bytes, 'video/mp4', 2);
    expect(res).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: VIDEO_ERRORS.type } });
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(await row(1)).toEqual(before);
    expect(await storage().exists(before.videoKey)).toBe(true);
    expect(existsSync(dataFile(key))).toBe(false);
    expect(existsSync(`${dataFile(key)}.json`)).toBe(false);
  });

  it('refuses before any byte a video over 1 GB, a type other than MP4 or WebM, and an upload without a length', async () => {
    const tooLarge = await create(1, VIDEO_MAX_BYTES + 1);
    expect(tooLarge.res).toMatchObject({ status: 413, body: { statusCode: 413, message: VIDEO_ERRORS.tooLarge } });
    expect(tooLarge.url).toBe('');
    expect((await create(1, 1000, 'video/quicktime')).res).toMatchObject({ status: 400, body: { message: VIDEO_ERRORS.type } });
    const deferred = await tus('POST', uploads(1), axel, { 'upload-defer-length': '1', 'upload-metadata': `filetype ${base64('video/mp4')}` });
    expect(deferred).toMatchObject({ status: 400, body: { message: API_ERRORS.badRequest } });
    // Nothing was created: the folder holds the day's video and subtitles only.
    expect((await t.rows(`select count(*)::int as n from pending_objects`))[0].n).toBe(0);
  });

  it('answers a wrong offset or an upload that is not one in French, and cancels an upload (DELETE)', async () => {
    const { url } = await create(1, 100);
    expect(url).toMatch(/^\/api\/uploads\/videos\/day1-[0-9a-f-]{36}$/);
    expect(await patch(url, 10, Buffer.alloc(10))).toMatchObject({ status: 409, body: { message: API_ERRORS.conflict } });
    // Another day's id, an id of no upload, a path out of the folder: each is no upload of ours.
    for (const other of [url.replace('/day1-', '/day2-'), url.replace('/day1-', '/day9-'), `${url.slice(0, url.lastIndexOf('/'))}/..%2F..%2Fsecrets`]) {
      expect(await tus('HEAD', other, axel)).toMatchObject({ status: 404 });
    }
    expect((await tus('DELETE', url, axel)).status).toBe(204);
    expect((await tus('HEAD', url, axel)).status).toBe(404);
  });

  it('lets neither a client nor a coach upload, nor touch an upload', async () => {
    const { url } = await create(1, 100);
    for (const who of [await t.asClient(), await t.asCoach()]) {
      expect((await create(1, 100, 'video/mp4', who)).res.status).toBe(403);
      expect((await tus('HEAD', url, who)).status).toBe(403);
      expect((await patch(url, 0, Buffer.alloc(100), who)).status).toBe(403);
      expect((await putFile('/api/programme/training/days/1/video/poster', who, POSTER)).status).toBe(403);
      expect((await t.request('PATCH', '/api/programme/training/days/1/video', { token: token(who), body: { subtitles_required: false } })).status).toBe(403);
      expect((await t.request('DELETE', '/api/programme/training/days/1/video', { token: token(who) })).status).toBe(403);
    }
    expect(Number((await tus('HEAD', url, axel)).headers['upload-offset'])).toBe(0);
    expect((await tus('DELETE', url, axel)).status).toBe(204);
  });
});

describe('an upload cut in the middle', () => {
  it('leaves the old video in place, keeps what arrived for a resume, and is swept once abandoned', async () => {
    const before = await row(1);
    const mp4 = video('moov-at-end.mp4');
    const { url } = await create(1, mp4.length);
    // A real connection, cut after half the body: the bytes received stay, for the uploader to resume.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const half = Math.floor(mp4.length / 2);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: url,
        headers: { authorization: `Bearer ${token(axel)}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(mp4.length) },
      });
      req.on('error', () => resolve());
      req.write(mp4.subarray(0, half), () => setTimeout(() => req.destroy(), 300));
      req.on('close', () => resolve());
    });
    let offset = 0;
    for (let i = 0; i < 50 && offset !== half; i++, await new Promise((r) => setTimeout(r, 100))) offset = Number((await tus('HEAD', url, axel)).headers['upload-offset']);
    expect(offset).toBe(half);
    expect(await row(1)).toEqual(before);
    expect(await storage().exists(before.videoKey)).toBe(true);

    // Not resumed within a day: the sweep removes the partial upload, and its URL is gone.
    const key = `training-videos/${url.split('/').pop()}`;
    expect(existsSync(dataFile(key))).toBe(true);
    t.clock.advance(25 * 60 * 60_000);
    expect(await t.app.get(ResumableUploads).sweep()).toBe(1);
    t.clock.advance(-25 * 60 * 60_000);
    await signInAgain();
    expect(existsSync(dataFile(key))).toBe(false);
    expect((await tus('HEAD', url, axel)).status).toBe(404);
    expect(await row(1)).toEqual(before);
  });
});

describe('the video served by ranges', () => {
  it('answers a range with 206 and its bytes, a range outside the file with 416 in French, and refuses a link not signed for it', async () => {
    const { videoKey } = await row(1);
    const bytes = readFileSync(dataFile(videoKey));
    const link = await storage().signedGetUrl(videoKey, 6 * 3600, 'video/mp4');
    const part = await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 100-1123/${bytes.length}`, 'accept-ranges': 'bytes', 'content-length': '1024', 'content-type': 'video/mp4', 'content-disposition': 'attachment' });
    expect(part.rawPayload).toEqual(bytes.subarray(100, 1124));
    const tail = await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 10));
    const whole = await t.app.inject({ method: 'GET', url: link.url });
    expect([whole.statusCode, whole.rawPayload.equals(bytes)]).toEqual([200, true]);

    const outside = await t.app.inject({ method: 'GET', url: link.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(outside.json()).toEqual({ statusCode: 416, error: 'Range Not Satisfiable', message: VIDEO_ERRORS.range });

    // Another object's signature, a changed one, an expired link: all refused alike.
    const { subtitlesKey } = await row(1);
    const other = await storage().signedGetUrl(subtitlesKey, 6 * 3600, 'text/vtt');
    const borrowed = `${link.url.split('?')[0]}?${other.url.split('?')[1]}`;
    expect((await t.app.inject({ method: 'GET', url: borrowed, headers: { range: 'bytes=0-9' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: link.url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`) })).statusCode).toBe(403);
    t.clock.advance(6 * 3600_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(403);
    t.clock.advance(-(6 * 3600_000 + 1000));
    await signInAgain();
  });
});

describe('poster, subtitles, settings and removal', () => {
  it('takes a JPG poster and valid WebVTT subtitles, refusing others in French; replaced files go', async () => {
    const poster = await putFile('/api/programme/training/days/1/video/poster', axel, POSTER, 'affiche.jpg');
    expect(poster.status).toBe(200);
    expect((poster.body as TrainingDayContent).video).toMatchObject({ poster: true, subtitles: true });
    expect((await row(1)).posterType).toBe('image/jpeg');
    expect(await putFile('/api/programme/training/days/1/video/poster', axel, pdf(), 'affiche.jpg')).toMatchObject({ status: 400, body: { message: VIDEO_ERRORS.poster } });
    expect(await putFile('/api/programme/training/days/1/video/poster', axel, Buffer.alloc(5 * 1024 * 1024 + 1))).toMatchObject({ status: 413, body: { message: VIDEO_ERRORS.posterTooLarge } });

    const oldSubtitles = (await row(1)).subtitlesKey;
    expect(await putFile('/api/programme/training/days/1/video/subtitles', axel, Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT\n'))).toMatchObject({ status: 400, body: { message: VIDEO_ERRORS.subtitles } });
    expect(await putFile('/api/programme/training/days/1/video/subtitles', axel, Buffer.alloc(512 * 1024 + 1, 'a'))).toMatchObject({ status: 413, body: { message: VIDEO_ERRORS.subtitlesTooLarge } });
    expect((await row(1)).subtitlesKey).toBe(oldSubtitles);
    expect((await putFile('/api/programme/training/days/1/video/subtitles', axel, SUBTITLES)).status).toBe(200);
    expect(await storage().exists(oldSubtitles)).toBe(false);
  });

  it('sets whether subtitles are required, and removes the day video with its files (audited)', async () => {
    const settings = await t.request('PATCH', '/api/programme/training/days/3/video', { token: token(axel), body: { subtitles_required: false } });
    expect(settings.status).toBe(200);
    expect((settings.body as TrainingDayContent).video).toMatchObject({ subtitles_required: false, content_type: null });
    // Not required: a video is taken without subtitles.
    expect((await upload(3, video('short.webm'), 'video/webm', 1)).res.status).toBe(204);

    const { videoKey, posterKey, subtitlesKey } = await row(1);
    const removed = await t.request('DELETE', '/api/programme/training/days/1/video', { token: token(axel) });
    expect(removed.status).toBe(200);
    expect((removed.body as TrainingDayContent).video).toBeNull();
    expect(await row(1)).toBeUndefined();
    for (const key of [videoKey, posterKey, subtitlesKey]) expect(await storage().exists(key)).toBe(false);
    expect(await t.request('DELETE', '/api/programme/training/days/1/video', { token: token(axel) })).toMatchObject({ status: 404, body: { message: VIDEO_ERRORS.noVideo } });
    const actions = (await t.rows(`select action from audit_log where actor_id = ? order by created_at`, [axel.user.id])).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['training.video.settings', 'training.video.poster', 'training.video.subtitles', 'training.video.delete']));
  });
});

describe('the demo seed', () => {
  it("makes the demo video, poster and subtitles day 1's when it has no video, once", async () => {
    expect(await row(1)).toBeUndefined();
    await t.inContext(() => t.app.get(DemoSeed).seed());
    expect((await dayContent(1))?.video).toMatchObject({ content_type: 'video/mp4', duration_seconds: expect.closeTo(8, 0), poster: true, subtitles: true });
    const seeded = await row(1);
    expect(readFileSync(dataFile(seeded.videoKey))).toEqual(readFileSync(join(DEMO, 'demo.mp4')));
    expect(readFileSync(dataFile(seeded.subtitlesKey))).toEqual(SUBTITLES);
    await t.inContext(() => t.app.get(DemoSeed).seed());
    expect(await row(1)).toEqual(seeded);
  });
});
