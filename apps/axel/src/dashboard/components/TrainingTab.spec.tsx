import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type TrainingDayContent, type TrainingVideoAdmin, VIDEO_ERRORS, VIDEO_UPLOAD_CHUNK_BYTES } from '@capsuisse/contracts';
import { NETWORK_ERROR_MESSAGE, sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import type { HttpRequest, UploadOptions } from 'tus-js-client';
import { TrainingTab } from './TrainingTab';
import { uploadRefusal } from './TrainingVideoCard';

interface FakeUpload {
  file: File;
  options: UploadOptions;
  start: jest.Mock;
  abort: jest.Mock;
  resumeFromPreviousUpload: jest.Mock;
}
const mockUploads: FakeUpload[] = [];
let mockPrevious: unknown[] = [];
// tus itself is tested by its authors: here, what the tab asks of it and what it shows of its events.
jest.mock('tus-js-client', () => ({
  Upload: jest.fn().mockImplementation((file: File, options: UploadOptions) => {
    const upload = { file, options, start: jest.fn(), abort: jest.fn(async () => undefined), findPreviousUploads: jest.fn(async () => mockPrevious), resumeFromPreviousUpload: jest.fn() };
    mockUploads.push(upload);
    return upload;
  }),
}));
jest.setTimeout(60_000);

const { fetchFn, calls, setRoutes } = routedFetch();

const VIDEO: TrainingVideoAdmin = { content_type: 'video/mp4', size_bytes: 3 * 1024 * 1024, duration_seconds: 8, poster: true, subtitles: true, subtitles_required: false, updated_at: '2026-11-20T09:00:00.000Z' };
const day = (n: number, video: TrainingVideoAdmin | null): TrainingDayContent => ({ day: n, title: `Titre ${n}`, summary: '', exercises: [{ id: `e${n}`, label: `Exercice ${n}` }], video });

const renderTab = () =>
  render(
    <UiProviders>
      <TrainingTab />
    </UiProviders>,
  );
const pick = (testId: string, file: File) => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
const mp4 = () => new File(['....ftypisom'], 'jour2.mp4', { type: 'video/mp4' });
const lastUpload = async () => {
  await waitFor(() => expect(mockUploads.at(-1)?.start).toHaveBeenCalled());
  return mockUploads.at(-1) as FakeUpload;
};

beforeEach(() => {
  calls.length = 0;
  mockUploads.length = 0;
  mockPrevious = [];
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it("shows each day's video as it is, without the old link field", async () => {
  setRoutes({ 'GET /api/programme/training/days': { status: 200, body: [day(1, VIDEO), day(2, null)] } });
  renderTab();
  const one = await screen.findByTestId('training-video-1');
  expect(within(one).getByText('MP4')).toBeTruthy();
  expect(within(one).getByText('3 Mo')).toBeTruthy();
  expect(within(one).getByText('0:08')).toBeTruthy();
  expect(within(one).getAllByText('Oui')).toHaveLength(2);
  expect(within(one).getByRole('button', { name: /Remplacer la vidéo/ })).toBeTruthy();
  expect(within(one).getByRole('switch', { name: 'Sous-titres requis' }).getAttribute('aria-checked')).toBe('false');
  const two = screen.getByTestId('training-video-2');
  expect(within(two).getByText(/Aucune vidéo/)).toBeTruthy();
  expect(within(two).queryByRole('button', { name: /Supprimer la vidéo/ })).toBeNull();
  expect(screen.queryByLabelText('Lien de la vidéo')).toBeNull();
});

it('sends the video by tus with its progress, resumes an earlier upload of the same file, and cancels', async () => {
  setRoutes({ 'GET /api/programme/training/days': { status: 200, body: [day(1, VIDEO), day(2, null)] } });
  mockPrevious = [{ uploadUrl: '/api/uploads/videos/day2-abc', size: 12, metadata: {}, creationTime: '', urlStorageKey: 'k', parallelUploadUrls: null }];
  renderTab();
  await screen.findByTestId('training-video-2');
  pick('training-video-input-2', mp4());
  const upload = await lastUpload();
  expect(upload.options.endpoint).toBe('/api/programme/training/days/2/video/uploads');
  expect(upload.options.chunkSize).toBe(VIDEO_UPLOAD_CHUNK_BYTES);
  expect(upload.options.retryDelays?.length).toBeGreaterThan(0);
  expect(upload.resumeFromPreviousUpload).toHaveBeenCalledWith(mockPrevious[0]);
  const headers: Record<string, string> = {};
  await upload.options.onBeforeRequest?.({ setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as HttpRequest);
  expect(headers['Authorization']).toBe('Bearer token');

  const two = screen.getByTestId('training-video-2');
  act(() => upload.options.onProgress?.(6, 12));
  expect(await within(two).findByText('50%')).toBeTruthy();
  expect(within(two).getByRole('button', { name: /Déposer la vidéo/ }).hasAttribute('disabled')).toBe(true);
  fireEvent.click(within(two).getByRole('button', { name: "Annuler l'envoi" }));
  expect(upload.abort).toHaveBeenCalledWith(true);
  await waitFor(() => expect(within(two).queryByText('50%')).toBeNull());
});

it('reads the day again once the video is complete', async () => {
  let days = [day(1, VIDEO), day(2, null)];
  setRoutes({ 'GET /api/programme/training/days': () => ({ status: 200, body: days }) });
  renderTab();
  const two = await screen.findByTestId('training-video-2');
  pick('training-video-input-2', mp4());
  const upload = await lastUpload();
  expect(upload.resumeFromPreviousUpload).not.toHaveBeenCalled();
  days = [day(1, VIDEO), day(2, { ...VIDEO, content_type: 'video/webm', duration_seconds: 75, poster: false, subtitles: false })];
  act(() => upload.options.onSuccess?.({ lastResponse: {} as never }));
  expect(await screen.findByText('Vidéo du jour 2 enregistrée')).toBeTruthy();
  expect(await within(two).findByText('WebM')).toBeTruthy();
  expect(within(two).getByText('1:15')).toBeTruthy();
  expect(within(two).getAllByText('Non')).toHaveLength(2);
});

it("shows the server's French refusal of a video, and refuses a file over 1 GB before sending it", async () => {
  setRoutes({ 'GET /api/programme/training/days': { status: 200, body: [day(1, null)] } });
  renderTab();
  await screen.findByTestId('training-video-1');
  pick('training-video-input-1', mp4());
  const upload = await lastUpload();
  act(() => upload.options.onError?.(Object.assign(new Error('tus: unexpected response'), { originalResponse: { getBody: () => JSON.stringify({ statusCode: 415, error: 'Unsupported Media Type', message: VIDEO_ERRORS.type }) } })));
  expect(await screen.findByText(VIDEO_ERRORS.type)).toBeTruthy();

  const huge = mp4();
  Object.defineProperty(huge, 'size', { value: 1024 * 1024 * 1024 + 1 });
  pick('training-video-input-1', huge);
  expect(await screen.findByText(VIDEO_ERRORS.tooLarge)).toBeTruthy();
  expect(mockUploads).toHaveLength(1);
});

it('reads the refusal from the platform’s JSON, else says the server could not be reached', () => {
  const refused = Object.assign(new Error('x'), { originalResponse: { getBody: () => JSON.stringify({ statusCode: 400, error: 'Bad Request', message: VIDEO_ERRORS.subtitlesRequired }) } });
  expect(uploadRefusal(refused)).toBe(VIDEO_ERRORS.subtitlesRequired);
  expect(uploadRefusal(Object.assign(new Error('x'), { originalResponse: { getBody: () => '<html>502</html>' } }))).toBe(NETWORK_ERROR_MESSAGE);
  expect(uploadRefusal(new Error('offline'))).toBe(NETWORK_ERROR_MESSAGE);
});

it('uploads the subtitles and the poster as multipart, shows a refusal, and sets subtitles as required', async () => {
  const withoutSubtitles = { ...VIDEO, subtitles: false, poster: false };
  setRoutes({
    'GET /api/programme/training/days': { status: 200, body: [day(1, withoutSubtitles)] },
    'PUT /api/programme/training/days/1/video/subtitles': { status: 200, body: day(1, { ...withoutSubtitles, subtitles: true }) },
    'PUT /api/programme/training/days/1/video/poster': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: VIDEO_ERRORS.poster } },
    'PATCH /api/programme/training/days/1/video': { status: 200, body: day(1, { ...withoutSubtitles, subtitles: true, subtitles_required: true }) },
  });
  renderTab();
  const one = await screen.findByTestId('training-video-1');
  expect(within(one).getAllByText('Non')).toHaveLength(2);

  pick('training-subtitles-input-1', new File(['WEBVTT\n'], 'jour1.vtt', { type: 'text/vtt' }));
  expect(await screen.findByText('Sous-titres enregistrés')).toBeTruthy();
  expect(within(one).getAllByText('Non')).toHaveLength(1);
  const sent = calls.find((c) => c.method === 'PUT' && c.url.endsWith('/subtitles'))?.body as FormData;
  expect((sent.get('file') as File).name).toBe('jour1.vtt');

  pick('training-poster-input-1', new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
  expect(await screen.findByText(VIDEO_ERRORS.poster)).toBeTruthy();

  fireEvent.click(within(one).getByRole('switch', { name: 'Sous-titres requis' }));
  await waitFor(() => expect(within(one).getByRole('switch', { name: 'Sous-titres requis' }).getAttribute('aria-checked')).toBe('true'));
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ subtitles_required: true });
});

it('deletes the day’s video once confirmed', async () => {
  setRoutes({
    'GET /api/programme/training/days': { status: 200, body: [day(1, VIDEO)] },
    'DELETE /api/programme/training/days/1/video': { status: 200, body: day(1, null) },
  });
  renderTab();
  const one = await screen.findByTestId('training-video-1');
  fireEvent.click(within(one).getByRole('button', { name: /Supprimer la vidéo/ }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Supprimer la vidéo du jour 1 ?')).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer la vidéo' }));
  expect(await within(one).findByText(/Aucune vidéo/)).toBeTruthy();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
});
