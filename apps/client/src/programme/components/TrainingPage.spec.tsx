import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Profile, TrainingDayView, TrainingView, TrainingVideoView, VideoProgressView } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { TrainingPage } from './TrainingPage';

const profile: Partial<Profile> = { first_name: 'Léa', has_paid: true };
const reloadProfile = jest.fn(async () => profile);
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: reloadProfile }),
}));
jest.setTimeout(60_000);

const { fetchFn, calls, setRoutes } = routedFetch();
const PROGRESS = 'PUT /api/programme/training/days/1/video/progress';

const video = (changes: Partial<TrainingVideoView> = {}): TrainingVideoView => ({
  url: '/api/storage/training/day-1.mp4?expires=1&sig=abc',
  content_type: 'video/mp4',
  duration_seconds: 8,
  poster_url: '/api/storage/training/day-1.jpg?expires=1&sig=abc',
  subtitles: true,
  position_seconds: 0,
  watched: false,
  ...changes,
});
const day = (n: number, changes: Partial<TrainingDayView> = {}): TrainingDayView => ({
  day: n,
  title: `Titre ${n}`,
  summary: `Résumé ${n}`,
  exercises: [
    { id: `e${n}a`, label: `Exercice ${n}a`, done: false },
    { id: `e${n}b`, label: `Exercice ${n}b`, done: false },
  ],
  video: null,
  ...changes,
});
const training = (first: Partial<TrainingDayView>, progress = 0): TrainingView => ({ progress, days: [day(1, first), day(2)] });

/** The player's state as a browser would have it (jsdom plays nothing). */
function media(player: HTMLVideoElement, state: { currentTime?: number; paused?: boolean; duration?: number; seeking?: boolean; readyState?: number }) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(player, key, { value, writable: true, configurable: true });
}
/** Plays from `from` to `to`, a `timeupdate` every quarter second. */
function playAlong(player: HTMLVideoElement, from: number, to: number) {
  media(player, { currentTime: from, paused: false });
  fireEvent(player, new Event('playing'));
  for (let t = from; t < to; t += 0.25) {
    media(player, { currentTime: t });
    fireEvent(player, new Event('timeupdate'));
  }
  media(player, { currentTime: to });
  fireEvent(player, new Event('timeupdate'));
}
const progressReports = () => calls.filter((c) => `${c.method} ${c.url}` === PROGRESS).map((c) => c.body);

beforeEach(() => {
  calls.length = 0;
  fetchFn.mockClear();
  reloadProfile.mockClear();
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
  // jsdom has no blob links.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:subtitles-1'), revokeObjectURL: jest.fn() });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <UiProviders>
        <TrainingPage />
      </UiProviders>
    </MemoryRouter>,
  );
}

it('shows a day without a video with its text and exercises only, and no search link', async () => {
  setRoutes({ 'GET /api/programme/training': { status: 200, body: training({}) } });
  renderPage();
  const card = await screen.findByTestId('training-day-1');
  expect(within(card).getByText('Résumé 1')).toBeTruthy();
  expect(within(card).getAllByRole('checkbox')).toHaveLength(2);
  expect(card.querySelector('video')).toBeNull();
  expect(within(card).queryByRole('link')).toBeNull();
  expect(screen.getByText('0 exercice fait sur 4')).toBeTruthy();
});

it('plays the day’s video in the page: poster, subtitles on by default from a blob link, resumed where the client stopped', async () => {
  setRoutes({
    'GET /api/programme/training': { status: 200, body: training({ video: video({ position_seconds: 4 }) }) },
    'GET /api/programme/training/days/1/video/subtitles': { status: 200, body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour' },
  });
  renderPage();
  const player = (await screen.findByLabelText('Vidéo du jour 1')) as HTMLVideoElement;
  expect(player.getAttribute('src')).toBe(video().url);
  expect(player.getAttribute('poster')).toBe(video().poster_url);
  expect(player.hasAttribute('controls')).toBe(true);
  expect(player.getAttribute('preload')).toBe('metadata');
  expect(player.hasAttribute('playsinline')).toBe(true);
  const track = await waitFor(() => {
    const found = player.querySelector('track');
    if (!found) throw new Error('no track yet');
    return found;
  });
  expect(track.getAttribute('src')).toBe('blob:subtitles-1');
  expect(track.getAttribute('srclang')).toBe('fr');
  expect(track.hasAttribute('default')).toBe(true);
  const sent = calls.find((c) => c.url === '/api/programme/training/days/1/video/subtitles');
  expect(sent?.method).toBe('GET');
  expect((fetchFn.mock.calls.find(([url]) => url === sent?.url)?.[1]?.headers as Record<string, string>)['Authorization']).toBe('Bearer token');

  media(player, { duration: 8, currentTime: 0 });
  fireEvent(player, new Event('loadedmetadata'));
  expect(player.currentTime).toBe(4);
  // Day 2 has no video: its hint counts one video out of the training's.
  expect(screen.getByText('0 exercice et 0 vidéo faits sur 5')).toBeTruthy();
});

it('reports what was played on pause, a seek splitting the spans; the answer marks the day watched and moves the progress', async () => {
  const answer: VideoProgressView = { position_seconds: 7.5, watched: true, progress: 20 };
  setRoutes({
    'GET /api/programme/training': { status: 200, body: training({ video: video({ subtitles: false }) }) },
    [PROGRESS]: { status: 200, body: answer },
  });
  renderPage();
  const player = (await screen.findByLabelText('Vidéo du jour 1')) as HTMLVideoElement;
  media(player, { duration: 8 });
  playAlong(player, 0, 3);
  media(player, { seeking: true, currentTime: 3.5 });
  fireEvent(player, new Event('seeking'));
  media(player, { seeking: false });
  playAlong(player, 3.5, 7.5);
  media(player, { paused: true });
  fireEvent(player, new Event('pause'));

  await waitFor(() => expect(progressReports()).toEqual([{ position: 7.5, played: [[0, 3], [3.5, 7.5]] }]));
  const card = screen.getByTestId('training-day-1');
  expect(await within(card).findByText('Vidéo vue')).toBeTruthy();
  expect(screen.getByTestId('training-progress').textContent).toBe('20%');
  expect(screen.getByText('0 exercice et 1 vidéo faits sur 5')).toBeTruthy();
  expect(reloadProfile).toHaveBeenCalled();
  // Nothing played since: the end adds no report.
  fireEvent(player, new Event('ended'));
  expect(progressReports()).toHaveLength(1);
});

it('reports every few seconds while playing, and once more with keepalive when the page is left', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    setRoutes({
      'GET /api/programme/training': { status: 200, body: training({ video: video({ subtitles: false }) }) },
      [PROGRESS]: { status: 200, body: { position_seconds: 2, watched: false, progress: 0 } },
    });
    const { unmount } = renderPage();
    const player = (await screen.findByLabelText('Vidéo du jour 1')) as HTMLVideoElement;
    media(player, { duration: 8 });
    playAlong(player, 0, 2);
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    await waitFor(() => expect(progressReports()).toEqual([{ position: 2, played: [[0, 2]] }]));
    playAlong(player, 2.25, 3);
    unmount();
    await waitFor(() => expect(progressReports()).toHaveLength(2));
    expect(progressReports()[1]).toEqual({ position: 3, played: [[2, 3]] });
    const init = fetchFn.mock.calls.filter(([url]) => url === '/api/programme/training/days/1/video/progress')[1][1] as RequestInit;
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer token');
  } finally {
    jest.useRealTimers();
  }
});

it('keeps what a lost report held for the next one', async () => {
  let reachable = false;
  setRoutes({
    'GET /api/programme/training': { status: 200, body: training({ video: video({ subtitles: false }) }) },
    [PROGRESS]: () => {
      if (!reachable) throw new Error('offline');
      return { status: 200, body: { position_seconds: 5, watched: false, progress: 0 } };
    },
  });
  renderPage();
  const player = (await screen.findByLabelText('Vidéo du jour 1')) as HTMLVideoElement;
  media(player, { duration: 8 });
  playAlong(player, 0, 2);
  media(player, { paused: true });
  fireEvent(player, new Event('pause'));
  await waitFor(() => expect(progressReports()).toHaveLength(1));
  reachable = true;
  playAlong(player, 4, 5);
  media(player, { paused: true });
  fireEvent(player, new Event('pause'));
  await waitFor(() => expect(progressReports()).toHaveLength(2));
  expect(progressReports()[1]).toEqual({ position: 5, played: [[0, 2], [4, 5]] });
});
