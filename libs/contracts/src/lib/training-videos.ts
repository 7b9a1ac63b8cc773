// The 5-day training's videos (issue 34): what axel uploads, what a client watches, when a video counts as watched.

/** A video is MP4 (H.264, AAC sound) or WebM (VP8/VP9/AV1, Opus/Vorbis sound), up to 1 GiB. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/** A poster is a JPG or PNG image up to 5 MB; subtitles a WebVTT file up to 512 KB. */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
export const SUBTITLES_MAX_BYTES = 512 * 1024;
/** The browser sends the video in parts of this size (resumable: a dropped connection resends one part at most). */
export const VIDEO_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** A video counts as watched once this share of its length has been played (time played, not a seek to the end). */
export const VIDEO_WATCHED_SHARE = 0.9;
/** How often an open player reports what it played (seconds); also on pause, on end and when the page is left. */
export const VIDEO_PROGRESS_EVERY_SECONDS = 10;

/** Spans of a video played, in seconds from its start: `[from, to]`, from < to. */
export type PlayedSpan = readonly [number, number];

/** The spans joined where they touch or overlap, in order: the parts of the video played at least once. */
export function mergePlayed(spans: readonly PlayedSpan[]): PlayedSpan[] {
  const sorted = spans.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Seconds of the video played at least once. */
export const playedSeconds = (spans: readonly PlayedSpan[]): number => mergePlayed(spans).reduce((sum, [from, to]) => sum + (to - from), 0);

/** The rule of watched: 90 % of the video's length played at least once. */
export const videoWatched = (spans: readonly PlayedSpan[], durationSeconds: number): boolean =>
  durationSeconds > 0 && playedSeconds(spans) >= VIDEO_WATCHED_SHARE * durationSeconds;

/**
 * `progress_5j`, in percent: exercises ticked and videos watched, out of all exercises and all days' videos (a day
 * without a video counts its exercises only); 0 while the training has neither.
 */
export function trainingProgress(parts: { ticked: number; exercises: number; watched: number; videos: number }): number {
  const total = parts.exercises + parts.videos;
  const done = Math.min(parts.ticked, parts.exercises) + Math.min(parts.watched, parts.videos);
  return total > 0 ? (done * 100) / total : 0;
}

/** A day's video as its client sees it in `GET /api/programme/training` (null on a day without one). */
export interface TrainingVideoView {
  /** A signed link that answers range requests (seeking), valid for a few hours. */
  url: string;
  content_type: VideoType;
  duration_seconds: number;
  /** A signed link to the poster image, or null. */
  poster_url: string | null;
  /** True when French subtitles exist: `GET /api/programme/training/days/:day/video/subtitles` answers them. */
  subtitles: boolean;
  /** Where this client stopped (seconds), to resume there on any device. */
  position_seconds: number;
  /** Played to 90 %: counted in the training's progress. */
  watched: boolean;
}

/** A day's video as axel manages it (the training tab). */
export interface TrainingVideoAdmin {
  content_type: VideoType | null;
  size_bytes: number | null;
  duration_seconds: number | null;
  poster: boolean;
  subtitles: boolean;
  /** When true, no video is taken for the day before its subtitles are (accessibility). */
  subtitles_required: boolean;
  updated_at: string;
}

/** `PUT /api/programme/training/days/:day/video/progress`: what the player played since its last report. */
export interface VideoProgressRequest {
  /** Where the player is now (seconds). */
  position: number;
  /** The spans played since the last report (a seek starts a new span). */
  played: [number, number][];
}

/** The answer to a progress report. */
export interface VideoProgressView {
  position_seconds: number;
  watched: boolean;
  /** `progress_5j` after this report. */
  progress: number;
}

export const VIDEO_ERRORS = {
  type: "Ce fichier n'est pas une vidéo MP4 (H.264/AAC) ou WebM : exportez-la dans l'un de ces formats puis déposez-la",
  tooLarge: 'Cette vidéo dépasse 1 Go : réduisez sa taille ou sa résolution puis déposez-la',
  unreadable: 'Cette vidéo est illisible ou endommagée (sa durée est introuvable) : exportez-la de nouveau puis déposez-la',
  subtitlesRequired: "Ajoutez d'abord les sous-titres (WebVTT) de cette vidéo : ils sont requis pour ce jour",
  subtitles: "Ce fichier n'est pas un sous-titrage WebVTT valide (.vtt commençant par « WEBVTT ») : corrigez-le puis déposez-le",
  subtitlesTooLarge: 'Ce fichier de sous-titres dépasse 512 Ko',
  poster: "L'image de couverture doit être un fichier JPG ou PNG",
  posterTooLarge: "L'image de couverture dépasse 5 Mo",
  noVideo: "Ce jour n'a pas de vidéo",
  range: 'La plage demandée est en dehors du fichier',
  progress: 'Ce suivi de lecture est invalide',
} as const;
