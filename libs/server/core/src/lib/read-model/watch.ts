/**
 * A table a kept read shows: which changes concern it (`events`, as a trigger names them, `update of <columns>`
 * when only some columns are read) and which column names its subject.
 */
export interface Watch {
  table: string;
  events: string;
  /** The subject's kind (`<kind>:<id>`, see `ReadModel`) and the column holding its id. */
  kind: string;
  subject: string;
}

/**
 * The SQL that makes a read's watches: a trigger per table noting the subject of each row changed, and the
 * table's part in announcing at commit what no process claimed. For a migration's `up`.
 */
export function watchTriggers(watches: readonly Watch[]): string[] {
  return watches.flatMap(({ table, events, kind, subject }) => [
    `create trigger ${table}_${kind}_read after ${events} on ${table} for each row execute function read_model_row_changed('${kind}', '${subject}');`,
    ...unclaimedTrigger(table),
  ]);
}

/** The table's deferred trigger that announces, at commit, the subjects no process claimed (made once per table). */
export function unclaimedTrigger(table: string): string[] {
  return [
    `drop trigger if exists ${table}_read_model_unclaimed on ${table};`,
    `create constraint trigger ${table}_read_model_unclaimed after insert or update or delete on ${table} deferrable initially deferred for each row execute function read_model_unclaimed();`,
  ];
}
