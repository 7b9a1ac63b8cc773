import type { EntityManager } from '@mikro-orm/postgresql';
import { type Compilable, DummyDriver, type Expression, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder, sql } from 'kysely';
import { JsonText } from '../json-text';
import { runPositional } from '../read-rows';
import type { Tables } from './tables';

/**
 * Builds and compiles typed queries; it never connects. Statements run on the ORM's connections (its
 * transaction when there is one, the read pool otherwise), so a domain reads and writes through one database
 * access, and a read inside a transaction sees that transaction's writes.
 */
const builder = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export type Db = Kysely<Tables>;

/** Where a statement's value goes, named: replaced by the caller's value at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** A statement's values, each an expression of its type that the builder takes anywhere a value goes. */
export type Params<P> = { readonly [K in keyof P]: RawBuilder<P[K]> };

/** A query built and compiled once, run with the caller's values: the same text every time, planned once per connection. */
export interface Statement<P, R> {
  /** The SQL PostgreSQL receives (`$1, $2…`), as the committed query files show it. */
  readonly sql: string;
  /** What each `$n` is, for the committed query files: `:name` for the caller's value, else the fixed one as JSON. */
  readonly values: readonly string[];
  run(em: EntityManager, params: P): Promise<R[]>;
}

/**
 * `build` receives the builder and the statement's values (`p.userId`), and returns the query. Building it
 * at every request cost more CPU than running it (docs/performance.md): it is built here once.
 */
export function statement<P extends object, R>(build: (db: Db, p: Params<P>) => Compilable<R>): Statement<P, R> {
  const p = new Proxy({}, { get: (_target, name) => sql.val(new Slot(String(name))) }) as Params<P>;
  const compiled = build(builder, p).compile();
  const values = compiled.parameters;
  const slots = values.map((value) => (value instanceof Slot ? (value.name as keyof P) : null));
  return {
    sql: compiled.sql,
    values: values.map((value, i) => (slots[i] === null ? JSON.stringify(value) : `:${String(slots[i])}`)),
    run: (em, params) =>
      runPositional<R>(
        em,
        compiled.sql,
        slots.map((slot, i) => (slot === null ? values[i] : params[slot])),
      ),
  };
}

/**
 * A `timestamptz` as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), for JSON the database
 * composes. (Rows bring timestamps as PostgreSQL's text, as the ORM's connections parse them: see tables.ts.)
 */
export function iso(column: Expression<string>): RawBuilder<string>;
export function iso(column: Expression<string | null>): RawBuilder<string | null>;
export function iso(column: Expression<string | null>): RawBuilder<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

declare const SHAPE: unique symbol;
/** A column holding JSON as text, of shape `T`: sent as it comes (`JsonText`), never parsed. */
export type JsonColumn<T> = string & { readonly [SHAPE]?: T };

/** `json`'s text, typed by the expression's shape (the contract's, when the expression is typed by it). */
export const asText = <T>(json: Expression<T>): RawBuilder<JsonColumn<T>> => sql<JsonColumn<T>>`(${json})::text`;

/** A JSON text column as the body sent (see `JsonText`). */
export const jsonText = <T>(column: JsonColumn<T>): JsonText<T> => new JsonText<T>(column);
