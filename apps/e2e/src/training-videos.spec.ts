import * as path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIDEO_ERRORS, type VideoProgressView } from '@capsuisse/contracts';
import { DEMO_PASSWORD, paidClientViaApi, signInViaApi, useStoredSession } from './support';

// Issue 34: axel uploads the demo video with its subtitles and poster on day 5 (the seed's own video is on
// another day); a paid client plays it on a phone, seeks, leaves at half, comes back there; a seek to the end
// counts nothing, playing it through marks the day watched and moves the training's progress.

const DEMO = path.resolve(__dirname, '../../api/demo/training');
const DAY = 5;

async function expectNoSeriousAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 8).join(' | ')}`);
  expect(blocking).toEqual([]);
}

/** The player's time, as the browser plays it. */
const timeOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** Plays (muted: no gesture needed) until the time reaches `until` or the end; play() must resolve: the codec is there. */
async function playUntil(video: Locator, until: number) {
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => timeOf(video), { timeout: 20_000 }).toBeGreaterThanOrEqual(until);
}

/** Seeks as the player's bar does, and waits until the browser is there. */
async function seek(video: Locator, to: number) {
  await video.evaluate(
    (v: HTMLVideoElement, t) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = t;
      }),
    to,
  );
}

const progressReport = (page: Page) => page.waitForResponse((r) => r.url().endsWith(`/api/programme/training/days/${DAY}/video/progress`) && r.request().method() === 'PUT');

test('training videos: axel uploads a day’s video, a client watches it, resumes it, and it counts once really played', async ({ browser, page, request }) => {
  test.setTimeout(180_000);

  // axel's training tab: a poster that is no image is refused with the server's words; then subtitles, poster, video.
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  await useStoredSession(page, axel);
  await page.goto('/axel-dashboard');
  await page.getByRole('tab', { name: 'Formation' }).click({ timeout: 30_000 });
  const block = page.getByTestId(`training-video-${DAY}`);
  await expect(block).toBeVisible({ timeout: 30_000 });
  await block.getByTestId(`training-poster-input-${DAY}`).setInputFiles(path.join(DEMO, 'demo.fr.vtt'));
  await expect(page.getByText(VIDEO_ERRORS.poster)).toBeVisible();
  await block.getByTestId(`training-subtitles-input-${DAY}`).setInputFiles(path.join(DEMO, 'demo.fr.vtt'));
  await expect(page.getByText('Sous-titres enregistrés')).toBeVisible();
  await block.getByTestId(`training-poster-input-${DAY}`).setInputFiles(path.join(DEMO, 'poster.jpg'));
  await expect(page.getByText('Couverture enregistrée')).toBeVisible();
  await block.getByTestId(`training-video-input-${DAY}`).setInputFiles(path.join(DEMO, 'demo.mp4'));
  await expect(page.getByText(`Vidéo du jour ${DAY} enregistrée`)).toBeVisible({ timeout: 30_000 });
  await expect(block.getByText('MP4')).toBeVisible();
  await expect(block.getByText('0:08')).toBeVisible();
  await expect(block.getByRole('button', { name: /Remplacer la vidéo/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // A paid client of its own, on a phone.
  const { session } = await paidClientViaApi(request, 'videos');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CH' });
  const client = await context.newPage();
  await useStoredSession(client, session);
  await client.goto('/formation-5j');
  const card = client.getByTestId(`training-day-${DAY}`);
  const video = card.getByLabel(`Vidéo du jour ${DAY}`);
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(video).toHaveAttribute('poster', /.+/);
  const before = await client.getByTestId('training-progress').textContent();
  // Subtitles on by default, from a blob link.
  await expect(video.locator('track')).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  // The page fits a 360 px screen.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolation(client);

  // Plays 1.5 s, seeks ahead to 3 s (range requests), plays on to half, and leaves while it plays.
  await playUntil(video, 1.5);
  await seek(video, 3);
  await expect.poll(() => timeOf(video)).toBeGreaterThanOrEqual(4);
  const leftAt = await timeOf(video);
  await client.goto('/dashboard');

  // Back: the player resumes where the client left.
  await client.goto('/formation-5j');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => timeOf(video), { timeout: 15_000 }).toBeGreaterThan(leftAt - 1);
  expect(await timeOf(video)).toBeLessThan(leftAt + 1);

  // Straight to the end: nothing counts.
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  await seek(video, duration - 0.3);
  const ended = progressReport(client);
  await playUntil(video, duration);
  const atEnd = (await (await ended).json()) as VideoProgressView;
  expect(atEnd.watched).toBe(false);
  await expect(card.getByText('Vidéo vue')).toHaveCount(0);
  await expect(client.getByTestId('training-progress')).toHaveText(before ?? '');

  // From the start to the end: watched, and the progress moves.
  await seek(video, 0);
  const watched = client.waitForResponse(async (r) => r.url().endsWith(`/video/progress`) && r.ok() && ((await r.json()) as VideoProgressView).watched);
  await playUntil(video, duration);
  expect(((await (await watched).json()) as VideoProgressView).progress).toBeGreaterThan(0);
  await expect(card.getByText('Vidéo vue')).toBeVisible();
  await expect(client.getByTestId('training-progress')).not.toHaveText(before ?? '');
  await expect(client.getByText(/et 1 vidéo faits sur/)).toBeVisible();
  await context.close();
});
