import type { TrainingVideoAdmin, VideoType } from '@capsuisse/contracts';
import type { TrainingVideo } from '../training.entities';

/** A day's video row as axel's training tab shows it (null before anything was uploaded for the day). */
export const toVideoAdmin = (row: TrainingVideo | null | undefined): TrainingVideoAdmin | null =>
  row
    ? {
        content_type: row.contentType as VideoType | null,
        size_bytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
        duration_seconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
        poster: row.posterKey !== null,
        subtitles: row.subtitlesKey !== null,
        subtitles_required: row.subtitlesRequired,
        updated_at: row.updatedAt.toISOString(),
      }
    : null;
