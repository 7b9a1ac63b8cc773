import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  PROGRAMME_ERRORS,
  type TrainingDayContent,
  type TrainingDayRequest,
  type TrainingView,
  trainingProgress,
  type TrainingVideoView as DayVideo,
  type VideoType,
} from '@capsuisse/contracts';
import { AuditService, type Caller, Clock, Errors, StoragePort } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { TICKED, TRAINEES, TRAINING_TOTALS, WATCHED } from '../programme.reads';
import { TrainingDay, TrainingExercise, TrainingTick, TrainingVideo, TrainingVideoView } from './training.entities';
import { toVideoAdmin } from './videos/training-videos.dto';

/** A video's links stay valid for a long lesson watched with pauses; the page asks for new ones when reloaded. */
const VIDEO_LINK_SECONDS = 6 * 60 * 60;

/** The training's rows: the days, their exercises in order, the days' video rows. */
interface Rows {
  days: TrainingDay[];
  exercises: TrainingExercise[];
  videos: Map<number, TrainingVideo>;
}

/** The training: content for everyone (axel edits it), each client's ticks, videos played and `progress_5j`. */
@Injectable()
export class TrainingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly audit: AuditService,
    private readonly storage: StoragePort,
  ) {}

  /** The days in order, each with its exercises in order and its video as axel manages it. */
  async content(em: EntityManager = this.em): Promise<TrainingDayContent[]> {
    const { days, exercises, videos } = await this.rows(em);
    return days.map((d) => ({
      day: d.day,
      title: d.title,
      summary: d.summary,
      exercises: exercises.filter((e) => e.day === d.day).map((e) => ({ id: e.id, label: e.label })),
      video: toVideoAdmin(videos.get(d.day)),
    }));
  }

  /** A client's view: the content with its ticks, each day's video with where the client stopped, and the progress. */
  async view(userId: string): Promise<TrainingView> {
    const [{ days, exercises, videos }, ticks, views] = await Promise.all([
      this.rows(this.em),
      this.em.find(TrainingTick, { userId }, { fields: ['exerciseId'] }),
      this.em.find(TrainingVideoView, { userId }),
    ]);
    const done = new Set(ticks.map((t) => t.exerciseId));
    const viewed = new Map(views.map((v) => [v.day, v]));
    const withVideo = [...videos.values()].filter((v): v is TrainingVideo & { videoKey: string } => v.videoKey !== null);
    const dayVideos = new Map(await Promise.all(withVideo.map(async (v) => [v.day, await this.dayVideo(v, viewed.get(v.day))] as const)));
    return {
      progress: Math.round(
        trainingProgress({
          ticked: exercises.filter((e) => done.has(e.id)).length,
          exercises: exercises.length,
          watched: withVideo.filter((v) => viewed.get(v.day)?.watchedAt).length,
          videos: withVideo.length,
        }),
      ),
      days: days.map((d) => ({
        day: d.day,
        title: d.title,
        summary: d.summary,
        exercises: exercises.filter((e) => e.day === d.day).map((e) => ({ id: e.id, label: e.label, done: done.has(e.id) })),
        video: dayVideos.get(d.day) ?? null,
      })),
    };
  }

  /** Ticks or unticks one exercise; the progress moves in the same transaction. */
  async tick(userId: string, exerciseId: string, done: boolean): Promise<TrainingView> {
    await this.em.transactional(async (em) => {
      if (!(await em.findOne(TrainingExercise, { id: exerciseId }, { fields: ['id'] }))) throw Errors.notFound();
      // Idempotent both ways: ticking twice keeps one row, unticking an unticked exercise changes nothing.
      if (done) await em.execute(`insert into training_ticks (user_id, exercise_id, ticked_at) values (?, ?, ?) on conflict do nothing`, [userId, exerciseId, this.clock.now()]);
      else await em.nativeDelete(TrainingTick, { userId, exerciseId });
      await this.recomputeProgress(em, [userId]);
    });
    return this.view(userId);
  }

  /**
   * axel edits one day. Exercises sent back with their id keep the clients' ticks; those left out are
   * deleted with their ticks, so the progress of every client who ticked one is recomputed here too.
   */
  async editDay(actor: Caller, day: number, body: TrainingDayRequest & { summary: string }): Promise<TrainingDayContent> {
    return this.em.transactional(async (em) => {
      const current = await em.findOne(TrainingDay, { day }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) throw Errors.notFound();
      const before = (await this.content(em)).find((d) => d.day === day);
      const existing = await em.find(TrainingExercise, { day });
      const kept = new Map(existing.map((e) => [e.id, e]));
      for (const e of body.exercises) if (e.id && !kept.has(e.id)) throw Errors.invalid(PROGRAMME_ERRORS.unknownExercise);

      const removed = existing.filter((e) => !body.exercises.some((x) => x.id === e.id)).map((e) => e.id);
      // Every client's progress moves with the number of exercises; only those with a tick or a video played can be above 0.
      const trainees = await TRAINEES.run(em, {});
      if (removed.length) {
        await em.nativeDelete(TrainingTick, { exerciseId: { $in: removed } });
        await em.nativeDelete(TrainingExercise, { id: { $in: removed } });
      }
      em.assign(current, { title: body.title, summary: body.summary });
      body.exercises.forEach((e, position) => {
        const row = e.id ? kept.get(e.id) : undefined;
        if (row) em.assign(row, { label: e.label, position });
        else em.create(TrainingExercise, { day, position, label: e.label });
      });
      await this.recomputeProgress(em, trainees.map((t) => t.user_id));

      const after = (await this.content(em)).find((d) => d.day === day);
      this.audit.record(em, { actorId: actor.id, action: 'training.day.update', target: { type: 'training_day', id: String(day) }, details: { before, after } });
      return after as TrainingDayContent;
    });
  }

  /**
   * Inside the transaction where a day gained or lost its video: every client's progress counts one video more or
   * less. Those who neither ticked nor played anything stay at 0 whatever the totals.
   */
  async videosChanged(em: EntityManager): Promise<void> {
    await em.flush();
    const trainees = await TRAINEES.run(em, {});
    await this.recomputeProgress(em, trainees.map((t) => t.user_id));
  }

  /**
   * Inside the transaction that changed a tick, a video watched or the content: `progress_5j` and the overall
   * progress of these clients, in the same reads whatever their number. Answers the percents set.
   */
  async recomputeProgress(em: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const percents = await this.progressOf(em, userIds);
    if (percents.size) await this.profiles.setProgressParts(em, 'training', percents);
    return percents;
  }

  /** A client's `progress_5j` as stored: what a change that moved nothing answers, without counting again. */
  storedProgress(em: EntityManager, userId: string): Promise<number> {
    return this.profiles.trainingProgress(em, userId);
  }

  /** These clients' `progress_5j` by the contract's rule, from what `em` sees (its pending changes written first). */
  private async progressOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    await em.flush();
    const ticked = await TICKED.run(em, { userIds });
    const watched = await WATCHED.run(em, { userIds });
    const [totals] = await TRAINING_TOTALS.run(em, {});
    const tickedOf = new Map(ticked.map((r) => [r.user_id, Number(r.ticked)]));
    const watchedOf = new Map(watched.map((r) => [r.user_id, Number(r.watched)]));
    return new Map(
      userIds.map((id) => [
        id,
        trainingProgress({ ticked: tickedOf.get(id) ?? 0, exercises: Number(totals.exercises), watched: watchedOf.get(id) ?? 0, videos: Number(totals.videos) }),
      ]),
    );
  }

  /** Data export: each ticked exercise with its day and when it was ticked; each day's video played, where it stopped, when watched. */
  async exportUser(userId: string): Promise<{
    ticked_exercises: { day: number; exercise: string; ticked_at: string }[];
    video_views: { day: number; position_seconds: number; watched_at: string | null; reported_at: string }[];
  }> {
    const [content, ticks, views] = await Promise.all([
      this.content(),
      this.em.find(TrainingTick, { userId }, { orderBy: { tickedAt: 'asc' } }),
      this.em.find(TrainingVideoView, { userId }, { orderBy: { day: 'asc' } }),
    ]);
    const exercises = new Map(content.flatMap((d) => d.exercises.map((e) => [e.id, { day: d.day, label: e.label }] as const)));
    return {
      ticked_exercises: ticks.map((t) => ({ day: exercises.get(t.exerciseId)?.day ?? 0, exercise: exercises.get(t.exerciseId)?.label ?? t.exerciseId, ticked_at: t.tickedAt.toISOString() })),
      video_views: views.map((v) => ({ day: v.day, position_seconds: Number(v.positionSeconds), watched_at: v.watchedAt?.toISOString() ?? null, reported_at: v.reportedAt.toISOString() })),
    };
  }

  /** Account deletion: the user's ticks and videos played, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<{ ticks: number; videoViews: number }> {
    return { ticks: await em.nativeDelete(TrainingTick, { userId }), videoViews: await em.nativeDelete(TrainingVideoView, { userId }) };
  }

  private async rows(em: EntityManager): Promise<Rows> {
    const days = () => em.find(TrainingDay, {}, { orderBy: { day: 'asc' } });
    const exercises = () => em.find(TrainingExercise, {}, { orderBy: { day: 'asc', position: 'asc' } });
    const videos = () => em.find(TrainingVideo, {});
    // At once for a client's page; one after the other inside axel's transaction, which has one connection.
    const [d, e, v] = em.isInTransaction() ? [await days(), await exercises(), await videos()] : await Promise.all([days(), exercises(), videos()]);
    return { days: d, exercises: e, videos: new Map(v.map((row) => [row.day, row])) };
  }

  /** A day's video as its client plays it: signed links, and the client's place in it (spans of a replaced video do not count). */
  private async dayVideo(row: TrainingVideo & { videoKey: string }, view: TrainingVideoView | undefined): Promise<DayVideo> {
    const [video, poster] = await Promise.all([
      this.storage.signedGetUrl(row.videoKey, VIDEO_LINK_SECONDS, row.contentType as VideoType),
      row.posterKey ? this.storage.signedGetUrl(row.posterKey, VIDEO_LINK_SECONDS, row.posterType as string) : null,
    ]);
    return {
      url: video.url,
      content_type: row.contentType as VideoType,
      duration_seconds: Number(row.durationSeconds),
      poster_url: poster?.url ?? null,
      subtitles: row.subtitlesKey !== null,
      position_seconds: view?.videoKey === row.videoKey ? Number(view.positionSeconds) : 0,
      watched: Boolean(view?.watchedAt),
    };
  }
}
