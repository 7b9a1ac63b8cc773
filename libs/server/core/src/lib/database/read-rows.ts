import { randomUUID } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { transactionOf } from '../request-scope';

// Each text as PostgreSQL takes it, with one name, the same for every connection of this process (a name holds one text).
const statements = new Map<string, { name: string; text: string }>();
// Set on PGlite (see `sharedSessionStatements`): each connection's statements, under names of its own.
let connectionStatements: WeakMap<object, { tag: string; named: Map<string, { name: string; text: string }> }> | undefined;
// The pool of reads outside transactions, by the ORM's connection (see `useReadPool`).
const readPools = new WeakMap<object, Pool>();

/**
 * PGlite's socket gives all its connections one session, where a statement outlives the connection that
 * prepared it and the next connection preparing the same name is refused: once PGlite runs in this
 * process, each connection names its statements apart (the ORM keeps its one connection, so each is
 * prepared once; a connection lost and made again prepares them anew).
 */
export function sharedSessionStatements(): void {
  connectionStatements ??= new WeakMap();
}

function namedFor(statement: { name: string; text: string }, connection: object): { name: string; text: string } {
  if (!connectionStatements) return statement;
  let own = connectionStatements.get(connection);
  if (own === undefined) connectionStatements.set(connection, (own = { tag: `_${randomUUID().slice(0, 8)}`, named: new Map() }));
  let named = own.named.get(statement.name);
  if (named === undefined) own.named.set(statement.name, (named = { name: statement.name + own.tag, text: statement.text }));
  return named;
}

/** Statements run outside a transaction go to `pool` (made with the ORM's connection options, so values parse alike). */
export function useReadPool(em: EntityManager, pool: Pool): void {
  readPools.set(em.getConnection(), pool);
}

/** The read pool of `em`'s connection, if it has one (its use is a metric). */
export function readPoolOf(em: EntityManager): Pool | undefined {
  return readPools.get(em.getConnection());
}

interface PgConnection {
  query(statement: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * The rows of `text` (numbered `$1, $2…`: a compiled typed query, see `Statement`), on `em`'s transaction's
 * connection if any. The values travel apart from the text, a list as one array (`= any($1)`), so the text is
 * the same at every call: PostgreSQL parses and plans it once per connection, not at every request (MikroORM's
 * `execute` writes the values into the text). The statement goes straight to the driver, on the read pool when
 * there is one: knex's query machinery and its pool's bookkeeping cost the hot reads more CPU than the query itself.
 */
export function runPositional<R>(em: EntityManager, text: string, params: readonly unknown[]): Promise<R[]> {
  // A transaction's client hands out the transaction's connection and keeps it on release.
  const transaction = transactionOf<Knex.Transaction>(em);
  if (transaction?.isCompleted()) return Promise.reject(new Error('query on a finished transaction'));
  const client = (transaction ?? em.getKnex()).client as Client;
  let statement = statements.get(text);
  if (statement === undefined) {
    statement = { text, name: `q${statements.size + 1}` };
    statements.set(text, statement);
  }
  // Announced as knex announces its own, for whoever observes the statements (the tests counting them).
  client.emit('query', { sql: statement.text, bindings: params });
  const pool = transaction ? undefined : readPools.get(em.getConnection());
  // Not an async function: on every read, its promise and its await would be two more for the async hooks.
  if (pool) return pool.query({ ...statement, values: params as unknown[] }).then(rowsOf<R>);
  return onConnection<R>(client, statement, params);
}

type Client = Knex.Client & {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
};

const rowsOf = <R>(result: { rows: unknown[] }): R[] => result.rows as R[];

async function onConnection<R>(client: Pick<Knex.Client, 'acquireConnection' | 'releaseConnection'>, statement: { name: string; text: string }, params: readonly unknown[]): Promise<R[]> {
  const connection = (await client.acquireConnection()) as PgConnection;
  try {
    return rowsOf<R>(await connection.query({ ...namedFor(statement, connection), values: params }));
  } finally {
    await client.releaseConnection(connection);
  }
}
