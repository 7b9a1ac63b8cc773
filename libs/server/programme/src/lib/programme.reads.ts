import { type Params, statement } from '@capsuisse/server-core';

/** Clients with at least one tick: the only ones whose training progress can be above 0. */
export const TICKERS = statement((db) => db.selectFrom('training_ticks').select('user_id').distinct());

/** How many current exercises each of these clients ticked (those with none are absent). */
export const TICKED = statement((db, p: Params<{ userIds: readonly string[] }>) =>
  db
    .selectFrom('training_ticks as t')
    .innerJoin('training_exercises as e', 'e.id', 't.exercise_id')
    .select((eb) => ['t.user_id', eb.fn.countAll<string>().as('ticked')])
    .where((eb) => eb('t.user_id', '=', eb.fn.any(p.userIds)))
    .groupBy('t.user_id'),
);

/** How many exercises the training has. */
export const EXERCISE_COUNT = statement((db) => db.selectFrom('training_exercises').select((eb) => eb.fn.countAll<string>().as('total')));
