import { randomUUID } from 'node:crypto';
import { BigIntType, Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** One day of the 5-day training (the same content for every client; axel edits it). */
@Entity({ tableName: 'training_days' })
export class TrainingDay {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  day!: number;

  @Property({ type: 'string' })
  title!: string;

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

/** A day's video, its poster and its subtitles (issue 34); each key names a private object of the storage. */
@Entity({ tableName: 'training_videos' })
export class TrainingVideo {
  [OptionalProps]?: 'videoKey' | 'contentType' | 'sizeBytes' | 'durationSeconds' | 'posterKey' | 'posterType' | 'subtitlesKey' | 'subtitlesRequired';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  day!: number;

  @Property({ type: 'text', nullable: true })
  videoKey: string | null = null;

  @Property({ type: 'string', nullable: true })
  contentType: string | null = null;

  // Up to 1 GiB: a JS number holds it exactly (the default mapping of bigint is a string).
  @Property({ type: new BigIntType('number'), nullable: true })
  sizeBytes: number | null = null;

  @Property({ type: 'double', nullable: true })
  durationSeconds: number | null = null;

  @Property({ type: 'text', nullable: true })
  posterKey: string | null = null;

  @Property({ type: 'string', nullable: true })
  posterType: string | null = null;

  @Property({ type: 'text', nullable: true })
  subtitlesKey: string | null = null;

  @Property({ type: 'boolean' })
  subtitlesRequired = true;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** What a client played of a day's video (spans merged, in seconds), where they stopped, when it counted as watched. */
@Entity({ tableName: 'training_video_views' })
export class TrainingVideoView {
  [PrimaryKeyProp]?: ['userId', 'day'];
  [OptionalProps]?: 'played' | 'positionSeconds' | 'watchedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  day!: number;

  @Property({ type: 'text' })
  videoKey!: string;

  @Property({ type: 'json' })
  played: [number, number][] = [];

  @Property({ type: 'double' })
  positionSeconds = 0;

  @Property({ type: 'datetime', nullable: true })
  watchedAt: Date | null = null;

  /** When the spans of this video began (its first report): they cannot hold more than the time since could play. */
  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime' })
  reportedAt!: Date;
}
