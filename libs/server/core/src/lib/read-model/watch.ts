/**
 * A table a kept read shows: which changes concern it (`events`, as a trigger names them, `update of <columns>`
 * when only some columns are read) and which column names its subject.
 */
export interface Watch {
  table: string;
  events: string;
  /** The subject's kind (`<kind>:<id>`, see `ReadModel`). */
  kind: string;
  /**
   * The column holding the subject's id; or, for a read over the whole table (a count), the one id every
   * such change notes, once per statement however many rows it touches.
   */
  subject: string | { every: string };
}

/** A watch's events when any change of a row read concerns it. */
export const ANY_CHANGE = 'insert or update or delete';

/** The one subject a whole-table watch notes (`<kind>:<every>`), under which its reads are kept. */
export const everySubject = <K extends string, E extends string>(watch: { kind: K; subject: { every: E } }): `${K}:${E}` => `${watch.kind}:${watch.subject.every}`;

/**
 * The SQL that makes a read's watches: a trigger per table noting the subject of each row changed (or of
 * each statement), and the table's part in announcing at commit what no process claimed. For a migration's `up`.
 */
export function watchTriggers(watches: readonly Watch[]): string[] {
  return watches.flatMap(({ table, events, kind, subject }) => [
    typeof subject === 'string'
      ? `create trigger ${table}_${kind}_read after ${events} on ${table} for each row execute function read_model_row_changed('${kind}', '${subject}');`
      : `create trigger ${table}_${kind}_read after ${events} on ${table} for each statement execute function read_model_statement_changed('${kind}', '${subject.every}');`,
    ...unclaimedTrigger(table),
  ]);
}

/** The SQL that drops a read's watches (a migration's `down`). */
export function unwatchTriggers(watches: readonly Watch[]): string[] {
  return watches.map(({ table, kind }) => `drop trigger if exists ${table}_${kind}_read on ${table};`);
}

/** The table's deferred trigger that announces, at commit, the subjects no process claimed (made once per table). */
export function unclaimedTrigger(table: string): string[] {
  return [
    `drop trigger if exists ${table}_read_model_unclaimed on ${table};`,
    `create constraint trigger ${table}_read_model_unclaimed after insert or update or delete on ${table} deferrable initially deferred for each row execute function read_model_unclaimed();`,
  ];
}
