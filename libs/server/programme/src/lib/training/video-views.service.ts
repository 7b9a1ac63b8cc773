import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type PlayedSpan, playedSeconds, VIDEO_ERRORS, type VideoProgressRequest, type VideoProgressView, videoWatched } from '@capsuisse/contracts';
import { Clock, Errors, StoragePort } from '@capsuisse/server-core';
import { addPlayed, playBudget } from './played';
import { TrainingVideo, TrainingVideoView } from './training.entities';
import { TrainingService } from './training.service';

/** What a client plays of the days' videos: progress reports (watched at 90 % really played) and the subtitles. */
@Injectable()
export class VideoViewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly storage: StoragePort,
    private readonly training: TrainingService,
  ) {}

  /**
   * A player's report of what it played since its last one. Only what the wall-clock time since the client's
   * previous report of the day could have played counts; the first time the day's video counts as watched,
   * the client's progress moves in the same transaction.
   */
  async report(userId: string, day: number, body: VideoProgressRequest): Promise<VideoProgressView> {
    return this.em.transactional(async (em) => {
      const video = await em.findOne(TrainingVideo, { day });
      if (!video?.videoKey || video.durationSeconds === null) throw Errors.notFound(VIDEO_ERRORS.noVideo);
      const duration = Number(video.durationSeconds);
      const now = this.clock.now();
      // The row is made once and locked: two tabs reporting at once merge one after the other, none loses its spans.
      await em.execute(`insert into training_video_views (user_id, day, video_key, started_at, reported_at) values (?, ?, ?, ?, ?) on conflict do nothing`, [
        userId,
        day,
        video.videoKey,
        now,
        now,
      ]);
      const view = await em.findOneOrFail(TrainingVideoView, { userId, day }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // A replaced video's spans start over; the day stays watched.
      const sameVideo = view.videoKey === video.videoKey;
      const stored: PlayedSpan[] = sameVideo ? view.played : [];
      const startedAt = sameVideo ? view.startedAt : now;
      const played = addPlayed(stored, body.played, duration, playBudget(now.getTime() - startedAt.getTime(), playedSeconds(stored)));
      const watchedNow = view.watchedAt === null && videoWatched(played, duration);
      em.assign(view, {
        videoKey: video.videoKey,
        played: played.map(([from, to]) => [from, to]),
        positionSeconds: Math.min(body.position, duration),
        startedAt,
        reportedAt: now,
        ...(watchedNow && { watchedAt: now }),
      });
      // Every few seconds per viewer: only the report that marks the video watched counts the progress again.
      const progress = watchedNow ? ((await this.training.recomputeProgress(em, [userId])).get(userId) ?? 0) : await this.training.storedProgress(em, userId);
      return { position_seconds: view.positionSeconds, watched: view.watchedAt !== null, progress: Math.round(progress) };
    });
  }

  /** The day's French subtitles (WebVTT), for the player. */
  async subtitles(day: number): Promise<Readable> {
    const video = await this.em.findOne(TrainingVideo, { day }, { fields: ['videoKey', 'subtitlesKey'] });
    if (!video?.videoKey) throw Errors.notFound(VIDEO_ERRORS.noVideo);
    if (!video.subtitlesKey) throw Errors.notFound();
    return this.storage.read(video.subtitlesKey);
  }
}
