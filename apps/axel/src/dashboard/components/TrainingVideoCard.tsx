import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, useToast } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Progress } from '@capsuisse/web-ui-progress';
import { Switch } from '@capsuisse/web-ui-switch';
import {
  API,
  fileSize,
  pathOf,
  POSTER_MAX_BYTES,
  SUBTITLES_MAX_BYTES,
  VIDEO_ERRORS,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  VIDEO_UPLOAD_CHUNK_BYTES,
  type TrainingDayContent,
  type TrainingVideoAdmin,
} from '@capsuisse/contracts';
import { api, NETWORK_ERROR_MESSAGE, sessionStore } from '@capsuisse/web-api-client';
import { Upload, type DetailedError } from 'tus-js-client';
import { serverMessage } from '../../shared/roles';

// Here rather than in ../texts.ts: that module is in the dashboard's first download, this one only in the training tab's.
export const TRAINING_VIDEO_TEXTS = {
  title: 'Vidéo du jour',
  none: 'Aucune vidéo : le client voit le texte et les exercices du jour.',
  format: 'Format',
  size: 'Taille',
  duration: 'Durée',
  poster: 'Couverture',
  subtitles: 'Sous-titres',
  yes: 'Oui',
  no: 'Non',
  uploadVideo: 'Déposer la vidéo (MP4, WebM)',
  replaceVideo: 'Remplacer la vidéo',
  uploadPoster: 'Déposer la couverture (JPG, PNG)',
  uploadSubtitles: 'Déposer les sous-titres (.vtt)',
  required: 'Sous-titres requis',
  cancel: "Annuler l'envoi",
  remove: 'Supprimer la vidéo',
  confirmRemove: (day: number) => `Supprimer la vidéo du jour ${day} ?`,
  progress: (day: number) => `Envoi de la vidéo du jour ${day}`,
  videoInput: (day: number) => `Vidéo du jour ${day}`,
  posterInput: (day: number) => `Couverture de la vidéo du jour ${day}`,
  subtitlesInput: (day: number) => `Sous-titres de la vidéo du jour ${day}`,
  videoSaved: (day: number) => `Vidéo du jour ${day} enregistrée`,
  posterSaved: 'Couverture enregistrée',
  subtitlesSaved: 'Sous-titres enregistrés',
  settingsSaved: 'Réglage enregistré',
  removed: 'Vidéo supprimée',
  failed: 'Erreur',
} as const;
const T = TRAINING_VIDEO_TEXTS;

// A dropped connection is retried for about a minute before the upload stops (picking the file again resumes it).
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

const FORMATS: Record<string, string> = { 'video/mp4': 'MP4', 'video/webm': 'WebM' };
const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The French refusal the server answered to a tus request (the platform's JSON error), or the network's. */
export function uploadRefusal(error: Error): string {
  const body = (error as Partial<DetailedError>).originalResponse?.getBody();
  try {
    const parsed: unknown = body ? JSON.parse(body) : null;
    if (parsed && typeof (parsed as { message?: unknown }).message === 'string') return (parsed as { message: string }).message;
  } catch {
    // Not the platform's JSON: a proxy's page, or no answer at all.
  }
  return NETWORK_ERROR_MESSAGE;
}

/** The video sent by tus in VIDEO_UPLOAD_CHUNK_BYTES parts: retried on a dropped connection, resumed after a reload when the same file is picked. */
function useVideoUpload(day: number, onDone: () => void) {
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);
  const current = useRef<Upload | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  // Leaving the tab stops the upload without ending it on the server: picking the file again resumes it.
  useEffect(() => () => void current.current?.abort(false), []);

  const stop = () => {
    current.current = null;
    setPercent(null);
  };

  const start = async (file: File) => {
    // The server checks the content anyway; a file refused by its size or type is not sent for nothing.
    const refused = file.size > VIDEO_MAX_BYTES ? VIDEO_ERRORS.tooLarge : file.type && !(VIDEO_TYPES as readonly string[]).includes(file.type) ? VIDEO_ERRORS.type : null;
    if (refused) {
      toast.error(T.failed, refused);
      return;
    }
    const upload = new Upload(file, {
      endpoint: `/api${pathOf(API.programme.videoUpload, { day })}`,
      chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      // Each request with the token valid then: an upload can outlast one access token.
      onBeforeRequest: async (request) => {
        const token = await sessionStore.getAccessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: (sent, total) => setPercent(Math.floor((sent * 100) / total)),
      onSuccess: () => {
        stop();
        toast.success(T.videoSaved(day));
        done.current();
      },
      onError: (error) => {
        stop();
        toast.error(T.failed, uploadRefusal(error));
      },
    });
    current.current = upload;
    setPercent(0);
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };

  const cancel = () => {
    // Ended on the server too: the part already sent is deleted, the day's video stays as it was.
    void current.current?.abort(true);
    stop();
  };

  return { percent, start: (file: File) => void start(file), cancel };
}

/** A hidden file input behind a button, as the resources tab does (the picked file is cleared to fire again). */
function FilePicker({ label, button, accept, disabled, loading, testId, onFile }: { label: string; button: ReactNode; accept: string; disabled?: boolean; loading?: boolean; testId: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input ref={input} type="file" accept={accept} hidden aria-label={label} data-testid={testId} onChange={picked} />
      <Button icon={<UploadOutlined />} disabled={disabled} loading={loading} onClick={() => input.current?.click()}>
        {button}
      </Button>
    </>
  );
}

/** A day's video in axel's training tab: what is there, the video (tus, with its progress), its poster and subtitles, the subtitles' requirement, deleting it. */
export function TrainingVideoCard({ day, video: initial }: { day: number; video: TrainingVideoAdmin | null }) {
  const toast = useToast();
  const [video, setVideo] = useState(initial);
  const [busy, setBusy] = useState<'poster' | 'subtitles' | 'settings' | 'remove' | null>(null);

  const reload = async () => {
    try {
      const days = await api.call(API.programme.content);
      setVideo(days.find((d) => d.day === day)?.video ?? null);
    } catch (error) {
      toast.error(T.failed, serverMessage(error));
    }
  };
  const upload = useVideoUpload(day, () => void reload());
  const uploading = upload.percent !== null;

  const change = async (what: NonNullable<typeof busy>, call: () => Promise<TrainingDayContent>, success: string) => {
    setBusy(what);
    try {
      setVideo((await call()).video);
      toast.success(success);
    } catch (error) {
      toast.error(T.failed, serverMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const params = { day };
  const sendFile = (what: 'poster' | 'subtitles', file: File) => {
    // Refused by the server as well; checked here so the message comes before the bytes are sent.
    const [max, tooLarge] = what === 'poster' ? [POSTER_MAX_BYTES, VIDEO_ERRORS.posterTooLarge] : [SUBTITLES_MAX_BYTES, VIDEO_ERRORS.subtitlesTooLarge];
    if (file.size > max) {
      toast.error(T.failed, tooLarge);
      return;
    }
    const body = { file: { content: file, name: file.name } };
    void change(
      what,
      () => (what === 'poster' ? api.call(API.programme.videoPoster, { params, body }) : api.call(API.programme.videoSubtitles, { params, body })),
      what === 'poster' ? T.posterSaved : T.subtitlesSaved,
    );
  };

  const hasVideo = Boolean(video?.content_type);
  const yesNo = (value: boolean | undefined) => (value ? T.yes : T.no);

  return (
    <section aria-label={`${T.title} ${day}`} data-testid={`training-video-${day}`} style={{ display: 'grid', gap: 12 }}>
      <Typography.Text strong>{T.title}</Typography.Text>
      {video?.content_type ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'format', label: T.format, children: FORMATS[video.content_type] ?? video.content_type },
            { key: 'size', label: T.size, children: video.size_bytes === null ? '—' : fileSize(video.size_bytes) },
            { key: 'duration', label: T.duration, children: video.duration_seconds === null ? '—' : duration(video.duration_seconds) },
            { key: 'poster', label: T.poster, children: yesNo(video.poster) },
            { key: 'subtitles', label: T.subtitles, children: yesNo(video.subtitles) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">
          {T.none}
          {video && ` ${T.poster} : ${yesNo(video.poster)} · ${T.subtitles} : ${yesNo(video.subtitles)}`}
        </Typography.Text>
      )}
      {uploading && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Progress percent={upload.percent ?? 0} aria-label={T.progress(day)} style={{ flex: 1, margin: 0 }} />
          <Button onClick={upload.cancel}>{T.cancel}</Button>
        </div>
      )}
      <Space wrap>
        <FilePicker label={T.videoInput(day)} button={hasVideo ? T.replaceVideo : T.uploadVideo} accept={VIDEO_TYPES.join(',')} disabled={uploading} testId={`training-video-input-${day}`} onFile={upload.start} />
        <FilePicker label={T.subtitlesInput(day)} button={T.uploadSubtitles} accept=".vtt,text/vtt" loading={busy === 'subtitles'} disabled={busy !== null} testId={`training-subtitles-input-${day}`} onFile={(file) => sendFile('subtitles', file)} />
        <FilePicker label={T.posterInput(day)} button={T.uploadPoster} accept="image/jpeg,image/png" loading={busy === 'poster'} disabled={busy !== null} testId={`training-poster-input-${day}`} onFile={(file) => sendFile('poster', file)} />
        <Space>
          <Switch
            id={`training-video-required-${day}`}
            checked={video?.subtitles_required ?? false}
            loading={busy === 'settings'}
            disabled={busy !== null}
            onChange={(checked) => void change('settings', () => api.call(API.programme.videoSettings, { params, body: { subtitles_required: checked } }), T.settingsSaved)}
          />
          <label htmlFor={`training-video-required-${day}`}>{T.required}</label>
        </Space>
        {hasVideo && (
          <Popconfirm title={T.confirmRemove(day)} okText={T.remove} cancelText="Annuler" okButtonProps={{ danger: true }} onConfirm={() => change('remove', () => api.call(API.programme.deleteVideo, { params }), T.removed)}>
            <Button danger icon={<DeleteOutlined />} loading={busy === 'remove'} disabled={busy !== null || uploading}>
              {T.remove}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </section>
  );
}
