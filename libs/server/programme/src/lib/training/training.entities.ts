import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** One day of the 5-day training (the same content for every client; axel edits it). */
@Entity({ tableName: 'training_days' })
export class TrainingDay {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  day!: number;

  @Property({ type: 'string' })
  title!: string;

  @Property({ type: 'text' })
  videoUrl!: string;

  @Property({ type: 'text' })
  summary!: string;
}

/** One exercise of a day's checklist, shown in `position` order. */
@Entity({ tableName: 'training_exercises' })
export class TrainingExercise {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'smallint' })
  day!: number;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  label!: string;
}

/** A client ticked an exercise (untick deletes the row). */
@Entity({ tableName: 'training_ticks' })
export class TrainingTick {
  [PrimaryKeyProp]?: ['userId', 'exerciseId'];

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  exerciseId!: string;

  @Property({ type: 'datetime' })
  tickedAt!: Date;
}
