import { type Params, statement } from '@capsuisse/server-core';

/** Clients with a tick or a video played: the only ones whose training progress can be above 0. */
export const TRAINEES = statement((db) => db.selectFrom('training_ticks').select('user_id').union(db.selectFrom('training_video_views').select('user_id')));

/** How many current exercises each of these clients ticked (those with none are absent). */
export const TICKED = statement((db, p: Params<{ userIds: readonly string[] }>) =>
  db
    .selectFrom('training_ticks as t')
    .innerJoin('training_exercises as e', 'e.id', 't.exercise_id')
    .select((eb) => ['t.user_id', eb.fn.countAll<string>().as('ticked')])
    .where((eb) => eb('t.user_id', '=', eb.fn.any(p.userIds)))
    .groupBy('t.user_id'),
);

/** How many videos each of these clients watched, of the days that have one now (those with none are absent). */
export const WATCHED = statement((db, p: Params<{ userIds: readonly string[] }>) =>
  db
    .selectFrom('training_video_views as v')
    .innerJoin('training_videos as tv', 'tv.day', 'v.day')
    .select((eb) => ['v.user_id', eb.fn.countAll<string>().as('watched')])
    .where((eb) => eb('v.user_id', '=', eb.fn.any(p.userIds)))
    .where('v.watched_at', 'is not', null)
    .where('tv.video_key', 'is not', null)
    .groupBy('v.user_id'),
);

/** How many exercises the training has, and how many of its days have a video. */
export const TRAINING_TOTALS = statement((db) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('training_exercises').select((s) => s.fn.countAll<string>().as('n')).as('exercises'),
    eb.selectFrom('training_videos').select((s) => s.fn.countAll<string>().as('n')).where('video_key', 'is not', null).as('videos'),
  ]),
);
