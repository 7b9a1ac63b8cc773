import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_ERRORS, type TrainingView, VALIDATION, VIDEO_ERRORS, type VideoProgressView } from '@capsuisse/contracts';
import { StoragePort } from '@capsuisse/server-core';
import { ProgrammeService, TrainingService } from '@capsuisse/server-programme';
import { TestApp } from './harness';

// Issue 34, the watching side: a day's video put straight into the storage and `training_videos` (as axel's upload
// leaves it), then what clients report of it. The app's clock is moved by hand between reports.

type Who = Awaited<ReturnType<TestApp['userWith']>>;

const DEMO = join(__dirname, '..', 'demo', 'training');
const DAY = 2;
const DURATION = 8;

let t: TestApp;
let exercises: number;
let early: Who;
beforeAll(async () => {
  t = await TestApp.start();
  // A client who ticked one exercise before the training had any video.
  early = await t.asClient();
  const before = (await t.request('GET', '/api/programme/training', auth(early))).body as TrainingView;
  exercises = before.days.flatMap((d) => d.exercises).length;
  await t.request('PUT', `/api/programme/training/exercises/${before.days[0].exercises[0].id}`, { ...auth(early), body: { done: true } });
  await putVideo(DAY, { poster: true, subtitles: true });
});
afterAll(() => t?.close());

const auth = (who: Who) => ({ token: who.session.access_token });
const report = (who: Who, body: unknown, day = DAY) => t.request<VideoProgressView>('PUT', `/api/programme/training/days/${day}/video/progress`, { ...auth(who), body });
const training = async (who: Who) => (await t.request('GET', '/api/programme/training', auth(who))).body as TrainingView;
const profileOf = async (who: Who) => (await t.request('GET', '/api/me', auth(who))).body as { progress_5j: number; overall_progress: number };
const viewRow = async (who: Who, day = DAY) =>
  (await t.rows<{ videoKey: string; played: [number, number][]; positionSeconds: string; watchedAt: string | null }>(`select * from training_video_views where user_id = ? and day = ?`, [who.user.id, day]))[0];
const seconds = (s: number) => t.clock.advance(s * 1000);

/** The demo video (and its poster and subtitles) in the storage, and the day's row pointing at them; every client's progress follows. */
async function putVideo(day: number, parts: { poster: boolean; subtitles: boolean }): Promise<string> {
  const storage = t.app.get(StoragePort);
  const key = `training-videos/${day}/${randomUUID()}`;
  await storage.put(`${key}.mp4`, readFileSync(join(DEMO, 'demo.mp4')), 'video/mp4');
  if (parts.poster) await storage.put(`${key}.jpg`, readFileSync(join(DEMO, 'poster.jpg')), 'image/jpeg');
  if (parts.subtitles) await storage.put(`${key}.vtt`, readFileSync(join(DEMO, 'demo.fr.vtt')), 'text/vtt');
  await t.app
    .get(EntityManager)
    .fork()
    .transactional(async (em) => {
      await em.execute(
        `insert into training_videos (day, video_key, content_type, size_bytes, duration_seconds, poster_key, poster_type, subtitles_key, subtitles_required, updated_at)
         values (?, ?, 'video/mp4', 63041, ?, ?, ?, ?, false, now())
         on conflict (day) do update set video_key = excluded.video_key, poster_key = excluded.poster_key, poster_type = excluded.poster_type, subtitles_key = excluded.subtitles_key`,
        [day, `${key}.mp4`, DURATION, parts.poster ? `${key}.jpg` : null, parts.poster ? 'image/jpeg' : null, parts.subtitles ? `${key}.vtt` : null],
      );
      await t.app.get(TrainingService).videosChanged(em);
    });
  return `${key}.mp4`;
}

it("a day gaining a video moves the progress of those who ticked: the video counts beside the exercises", async () => {
  expect((await profileOf(early)).progress_5j).toBe(Math.round(100 / (exercises + 1)));
  const other = await t.asClient();
  expect(await profileOf(other)).toMatchObject({ progress_5j: 0, overall_progress: 0 });
});

it("shows the day's video with signed links, its subtitles, and where the client stopped; the other days have none", async () => {
  const client = await t.asClient();
  const view = await training(client);
  expect(view.days.map((d) => d.video === null)).toEqual([true, false, true, true, true]);
  expect(view.days[DAY - 1].video).toEqual({
    url: expect.stringMatching(/expires=\d+&sig=/),
    content_type: 'video/mp4',
    duration_seconds: DURATION,
    poster_url: expect.stringMatching(/\.jpg\?expires=/),
    subtitles: true,
    position_seconds: 0,
    watched: false,
  });
  const content = (await t.request('GET', '/api/programme/training/days', auth(await t.asAxel()))).body as { video: unknown }[];
  expect(content[DAY - 1].video).toMatchObject({ content_type: 'video/mp4', size_bytes: 63041, duration_seconds: DURATION, poster: true, subtitles: true, subtitles_required: false });
  expect(content[0].video).toBeNull();
});

it('accumulates reports and resumes where the client stopped, on any device', async () => {
  const client = await t.asClient();
  expect(await report(client, { position: 3, played: [[0, 3]] })).toMatchObject({ status: 200, body: { position_seconds: 3, watched: false, progress: 0 } });
  seconds(4);
  expect((await report(client, { position: 6, played: [[3, 6]] })).body).toEqual({ position_seconds: 6, watched: false, progress: 0 });
  expect((await viewRow(client)).played).toEqual([[0, 6]]);
  const otherDevice = { ...client, session: await t.newSession(client.user) };
  expect((await training(otherDevice)).days[DAY - 1].video).toMatchObject({ position_seconds: 6, watched: false });
});

it('seeking straight to the end does not mark the video watched', async () => {
  const client = await t.asClient();
  const res = await report(client, { position: 8, played: [[7.5, 8]] });
  expect(res.body).toEqual({ position_seconds: 8, watched: false, progress: 0 });
  expect((await viewRow(client)).watchedAt).toBeNull();
});

it('trims reports claiming more than the time since the viewing began could play', async () => {
  const client = await t.asClient();
  await report(client, { position: 1, played: [[0, 1]] });
  // A first report's worth is counted at once (25 s, more than this video): the test's video is longer here.
  await t.rows('update training_videos set duration_seconds = 600 where day = ?', [DAY]);
  try {
    // However many reports come at once, they share one budget: what the time elapsed could play, a first report's worth.
    for (let i = 0; i < 5; i++) expect((await report(client, { position: 600, played: [[0, 600]] })).status).toBe(200);
    const [[from, to]] = (await viewRow(client)).played;
    expect(from).toBe(0);
    expect(to).toBeGreaterThanOrEqual(25);
    expect(to).toBeLessThan(30);
    // A minute later, what a minute can play at the fastest rate, and no more.
    seconds(60);
    await report(client, { position: 600, played: [[0, 600]] });
    const [[, after]] = (await viewRow(client)).played;
    expect(after).toBeGreaterThanOrEqual(145);
    expect(after).toBeLessThan(150);
  } finally {
    await t.rows('update training_videos set duration_seconds = ? where day = ?', [DURATION, DAY]);
  }
});

it('playing honestly to 90 % marks the day watched once, and the progress follows the contract rule', async () => {
  const client = await t.asClient();
  await report(client, { position: 3, played: [[0, 3]] });
  seconds(3);
  expect((await report(client, { position: 6, played: [[3, 6]] })).body.watched).toBe(false);
  seconds(2);
  const done = await report(client, { position: 7.3, played: [[6, 7.3]] });
  const expected = Math.round(100 / (exercises + 1));
  expect(done.body).toEqual({ position_seconds: 7.3, watched: true, progress: expected });
  expect(await profileOf(client)).toMatchObject({ progress_5j: expected, overall_progress: Math.round(expected / 4) });
  const watchedAt = (await viewRow(client)).watchedAt;
  expect(watchedAt).not.toBeNull();

  // Watching again changes nothing of the day's watched time, and the view says so.
  seconds(5);
  expect((await report(client, { position: 8, played: [[7.3, 8]] })).body).toEqual({ position_seconds: 8, watched: true, progress: expected });
  expect((await viewRow(client)).watchedAt).toBe(watchedAt);
  const view = await training(client);
  expect(view.progress).toBe(expected);
  expect(view.days[DAY - 1].video).toMatchObject({ watched: true, position_seconds: 8 });

  // The coach's and axel's view of the client carry it too.
  const axel = await t.asAxel();
  const ofClient = await t.request('GET', `/api/users/${client.user.id}/programme`, auth(axel));
  expect(ofClient.body.training).toMatchObject({ progress: expected });
  expect(ofClient.body.training.days[DAY - 1].video).toMatchObject({ watched: true, position_seconds: 8 });
});

it('merges two tabs reporting at once without losing either', async () => {
  const client = await t.asClient();
  await report(client, { position: 2, played: [[0, 2]] });
  seconds(10);
  const [a, b] = await Promise.all([report(client, { position: 4, played: [[2, 4]] }), report(client, { position: 6, played: [[4, 6]] })]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect((await viewRow(client)).played).toEqual([[0, 6]]);
});

it('refuses invalid reports with the French message and changes nothing', async () => {
  const client = await t.asClient();
  await report(client, { position: 2, played: [[0, 2]] });
  seconds(10);
  const before = await viewRow(client);
  for (const body of [
    { position: -1, played: [] },
    { position: 'deux', played: [] },
    { position: 100_000, played: [] },
    { position: 1, played: [[3, 1]] },
    { position: 1, played: [[1]] },
    { position: 1, played: [[0, -1]] },
    { position: 1, played: 'tout' },
    { position: 1, played: Array.from({ length: 51 }, () => [0, 1]) },
    { position: 1 },
    { played: [[0, 1]] },
  ]) {
    expect(await report(client, body)).toMatchObject({ status: 400, body: { message: VIDEO_ERRORS.progress } });
  }
  expect(await report(client, { position: 1, played: [], seen: true })).toMatchObject({ status: 400, body: { message: VALIDATION.unknownFields(['seen']) } });
  expect(await viewRow(client)).toEqual(before);
});

it('answers 404 in French on a day without a video', async () => {
  const client = await t.asClient();
  expect(await report(client, { position: 1, played: [[0, 1]] }, 1)).toMatchObject({ status: 404, body: { message: VIDEO_ERRORS.noVideo } });
  expect(await t.request('GET', '/api/programme/training/days/1/video/subtitles', auth(client))).toMatchObject({ status: 404, body: { message: VIDEO_ERRORS.noVideo } });
  expect(await viewRow(client, 1)).toBeUndefined();
});

it("serves the day's subtitles as WebVTT", async () => {
  const client = await t.asClient();
  const res = await t.request('GET', `/api/programme/training/days/${DAY}/video/subtitles`, auth(client));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
  expect(res.body).toBe(readFileSync(join(DEMO, 'demo.fr.vtt'), 'utf8'));
});

it('is for paid clients only: 402 unpaid, 403 for the coach and axel', async () => {
  const [unpaid, coach, axel] = [await t.asUnpaidClient(), await t.asCoach(), await t.asAxel()];
  expect((await report(unpaid, { position: 1, played: [[0, 1]] })).status).toBe(402);
  expect((await t.request('GET', `/api/programme/training/days/${DAY}/video/subtitles`, auth(unpaid))).status).toBe(402);
  expect((await report(coach, { position: 1, played: [[0, 1]] })).status).toBe(403);
  expect((await report(axel, { position: 1, played: [[0, 1]] })).status).toBe(403);
  expect((await t.request('GET', `/api/programme/training/days/${DAY}/video/subtitles`, auth(coach))).status).toBe(403);
  const rows = await t.rows(`select 1 from training_video_views where user_id in (?, ?, ?)`, [unpaid.user.id, coach.user.id, axel.user.id]);
  expect(rows).toEqual([]);
});

it("is in the client's data export and goes with the account", async () => {
  const client = await t.asClient();
  await report(client, { position: 5, played: [[0, 5]] });
  const exported = await t.inContext(() => t.app.get(ProgrammeService).exportUser(client.user.id));
  expect((exported.records as { training: unknown }).training).toMatchObject({ ticked_exercises: [], video_views: [{ day: DAY, position_seconds: 5, watched_at: null }] });
  expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, auth(await t.asAxel()))).status).toBeLessThan(300);
  expect(await viewRow(client)).toBeUndefined();
});

it('a replaced video starts its spans over and keeps the day watched; a new video without subtitles counts for everyone', async () => {
  const client = await t.asClient();
  await report(client, { position: 7.5, played: [[0, 7.5]] });
  expect((await viewRow(client)).watchedAt).not.toBeNull();
  const watched = Math.round(100 / (exercises + 1));
  expect((await profileOf(client)).progress_5j).toBe(watched);

  const replaced = await putVideo(DAY, { poster: true, subtitles: true });
  expect((await training(client)).days[DAY - 1].video).toMatchObject({ position_seconds: 0, watched: true });
  seconds(10);
  await report(client, { position: 2, played: [[0, 2]] });
  expect(await viewRow(client)).toMatchObject({ videoKey: replaced, played: [[0, 2]] });

  await putVideo(3, { poster: false, subtitles: false });
  const view = await training(client);
  expect(view.days[2].video).toMatchObject({ poster_url: null, subtitles: false, watched: false });
  expect(view.progress).toBe(Math.round(100 / (exercises + 2)));
  expect((await profileOf(client)).progress_5j).toBe(Math.round(100 / (exercises + 2)));
  expect((await profileOf(early)).progress_5j).toBe(Math.round(100 / (exercises + 2)));
  expect(await t.request('GET', '/api/programme/training/days/3/video/subtitles', auth(client))).toMatchObject({ status: 404, body: { message: API_ERRORS.notFound } });
});
