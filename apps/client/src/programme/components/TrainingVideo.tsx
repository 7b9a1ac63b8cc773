import { useEffect, useRef, useState } from 'react';
import { API, API_ERRORS, pathOf, VIDEO_PROGRESS_EVERY_SECONDS, type TrainingVideoView, type VideoProgressRequest, type VideoProgressView } from '@capsuisse/contracts';
import { api, ApiError, HttpClient, sessionStore } from '@capsuisse/web-api-client';
import { PlayedSpans } from '../played-spans';

// A report sent as the page is left must outlive it: keepalive, which sendBeacon would give without the bearer header.
const leavingHttp = new HttpClient('/api', (input, init) => fetch(input, { ...init, keepalive: true }));

async function reportOnLeave(day: number, body: VideoProgressRequest): Promise<VideoProgressView> {
  const token = await sessionStore.getAccessToken();
  if (!token) throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: API_ERRORS.unauthenticated });
  return leavingHttp.request<VideoProgressView>(API.programme.videoProgress.method, pathOf(API.programme.videoProgress, { day }), { body, token });
}

/** The day's subtitles as a `blob:` link (same origin: a track on the storage's origin would need CORS). */
function useSubtitles(day: number, present: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!present) return;
    let live = true;
    let objectUrl: string | undefined;
    // Without them the video still plays: a failed read leaves it without subtitles.
    api.call(API.programme.subtitles, { params: { day } }).then(
      (bytes) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/vtt' }));
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [day, present]);
  return url;
}

/**
 * One day's video in the page: resumes where the client stopped and reports what was actually played (every
 * VIDEO_PROGRESS_EVERY_SECONDS while playing, on pause, at the end, and when the page is hidden or left).
 */
export function TrainingVideo({ day, video, onReport }: { day: number; video: TrainingVideoView; onReport: (answer: VideoProgressView) => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  // The first links and position stay: a view re-read (a tick) signs new links, which must not reload a playing video.
  const [first] = useState(video);
  const subtitles = useSubtitles(day, first.subtitles);
  const reported = useRef(onReport);
  useEffect(() => {
    reported.current = onReport;
  }, [onReport]);

  useEffect(() => {
    const track = ref.current?.textTracks[0];
    if (track) track.mode = 'showing';
  }, [subtitles]);

  useEffect(() => {
    const player = ref.current;
    if (!player) return;
    const spans = new PlayedSpans();
    let position = first.position_seconds;
    let timer: ReturnType<typeof setInterval> | undefined;

    const report = (leaving: boolean) => {
      const played = spans.take();
      // Nothing played and no move: nothing to say.
      if (played.length === 0 && Math.abs(player.currentTime - position) < 1) return;
      position = player.currentTime;
      const body: VideoProgressRequest = { position, played };
      const sent = leaving ? reportOnLeave(day, body) : api.call(API.programme.videoProgress, { params: { day }, body });
      sent.then(
        (answer) => reported.current(answer),
        (error: unknown) => {
          // Lost on the way: sent again with the next report; a refusal would be refused again.
          if (!(error instanceof ApiError) || error.retryable) spans.giveBack(played);
        },
      );
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };

    const onMetadata = () => {
      // Resumed where the client stopped, unless that was the end.
      if (first.position_seconds > 0 && first.position_seconds < player.duration - 1) player.currentTime = first.position_seconds;
    };
    const onPlaying = () => {
      spans.play(player.currentTime);
      timer ??= setInterval(() => report(false), VIDEO_PROGRESS_EVERY_SECONDS * 1000);
    };
    const onTime = () => {
      if (!player.paused && !player.seeking) spans.play(player.currentTime);
    };
    const onSeeking = () => spans.cut();
    const onPause = () => {
      spans.cut();
      stopTimer();
      report(false);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const onLeave = () => report(true);

    const listeners: [EventTarget, string, () => void][] = [
      [player, 'loadedmetadata', onMetadata],
      [player, 'playing', onPlaying],
      [player, 'timeupdate', onTime],
      [player, 'seeking', onSeeking],
      [player, 'pause', onPause],
      [player, 'ended', onPause],
      [document, 'visibilitychange', onHidden],
      [window, 'pagehide', onLeave],
    ];
    for (const [target, event, listener] of listeners) target.addEventListener(event, listener);
    // The metadata may have come before these listeners.
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    return () => {
      for (const [target, event, listener] of listeners) target.removeEventListener(event, listener);
      stopTimer();
      // Another page of the app: what was played since the last report goes with it.
      spans.cut();
      report(true);
    };
  }, [day, first]);

  return (
    <video
      ref={ref}
      data-testid={`training-video-${day}`}
      aria-label={`Vidéo du jour ${day}`}
      src={first.url}
      poster={first.poster_url ?? undefined}
      controls
      preload="metadata"
      playsInline
      style={{ width: '100%', display: 'block', borderRadius: 8, background: '#000' }}
    >
      {subtitles && <track kind="subtitles" src={subtitles} srcLang="fr" label="Français" default />}
    </video>
  );
}
