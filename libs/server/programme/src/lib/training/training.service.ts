import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { PROGRAMME_ERRORS, type TrainingDayContent, type TrainingDayRequest, type TrainingView } from '@capsuisse/contracts';
import { AuditService, type Caller, Clock, Errors } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { trainingProgress } from '../progress';
import { EXERCISE_COUNT, TICKED, TICKERS } from '../programme.reads';
import { TrainingDay, TrainingExercise, TrainingTick } from './training.entities';

/** The 5-day training: content for everyone (axel edits it), each client's ticks and `progress_5j`. */
@Injectable()
export class TrainingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly audit: AuditService,
  ) {}

  /** The days in order, each with its exercises in order. */
  async content(em: EntityManager = this.em): Promise<TrainingDayContent[]> {
    const [days, exercises] = await Promise.all([
      em.find(TrainingDay, {}, { orderBy: { day: 'asc' } }),
      em.find(TrainingExercise, {}, { orderBy: { day: 'asc', position: 'asc' } }),
    ]);
    return days.map((d) => ({
      day: d.day,
      title: d.title,
      video_url: d.videoUrl,
      summary: d.summary,
      exercises: exercises.filter((e) => e.day === d.day).map((e) => ({ id: e.id, label: e.label })),
    }));
  }

  /** A client's view: the content with its ticks, and the progress stored on its profile. */
  async view(userId: string): Promise<TrainingView> {
    const [content, ticks] = await Promise.all([this.content(), this.em.find(TrainingTick, { userId }, { fields: ['exerciseId'] })]);
    const done = new Set(ticks.map((t) => t.exerciseId));
    const all = content.flatMap((d) => d.exercises);
    return {
      progress: Math.round(trainingProgress(all.filter((e) => done.has(e.id)).length, all.length)),
      days: content.map((d) => ({ ...d, exercises: d.exercises.map((e) => ({ ...e, done: done.has(e.id) })) })),
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
      // Every client's progress moves with the number of exercises; only those with a tick can be above 0.
      const tickers = await TICKERS.run(em, {});
      if (removed.length) {
        await em.nativeDelete(TrainingTick, { exerciseId: { $in: removed } });
        await em.nativeDelete(TrainingExercise, { id: { $in: removed } });
      }
      em.assign(current, { title: body.title, videoUrl: body.video_url, summary: body.summary });
      body.exercises.forEach((e, position) => {
        const row = e.id ? kept.get(e.id) : undefined;
        if (row) em.assign(row, { label: e.label, position });
        else em.create(TrainingExercise, { day, position, label: e.label });
      });
      await this.recomputeProgress(em, tickers.map((t) => t.user_id));

      const after = (await this.content(em)).find((d) => d.day === day);
      this.audit.record(em, { actorId: actor.id, action: 'training.day.update', target: { type: 'training_day', id: String(day) }, details: { before, after } });
      return after as TrainingDayContent;
    });
  }

  /**
   * Inside the transaction that changed a tick or the content: `progress_5j` and the overall progress of
   * these clients, in the same reads whatever their number.
   */
  private async recomputeProgress(em: EntityManager, userIds: readonly string[]): Promise<void> {
    if (!userIds.length) return;
    await em.flush();
    const rows = await TICKED.run(em, { userIds });
    const [{ total }] = await EXERCISE_COUNT.run(em, {});
    const ticked = new Map(rows.map((r) => [r.user_id, Number(r.ticked)]));
    await this.profiles.setProgressParts(em, 'training', new Map(userIds.map((id) => [id, trainingProgress(ticked.get(id) ?? 0, Number(total))])));
  }

  /** Data export: each ticked exercise with its day and when it was ticked. */
  async exportUser(userId: string): Promise<{ day: number; exercise: string; ticked_at: string }[]> {
    const [content, ticks] = await Promise.all([this.content(), this.em.find(TrainingTick, { userId }, { orderBy: { tickedAt: 'asc' } })]);
    const exercises = new Map(content.flatMap((d) => d.exercises.map((e) => [e.id, { day: d.day, label: e.label }] as const)));
    return ticks.map((t) => ({ day: exercises.get(t.exerciseId)?.day ?? 0, exercise: exercises.get(t.exerciseId)?.label ?? t.exerciseId, ticked_at: t.tickedAt.toISOString() }));
  }

  /** Account deletion: the user's ticks, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(TrainingTick, { userId });
  }
}
