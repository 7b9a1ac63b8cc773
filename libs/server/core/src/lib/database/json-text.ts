/**
 * A response body the database composed as JSON (`json_agg`…), sent as it comes: the lists that
 * weigh most skip parsing rows, mapping them and serialising the result again, which cost the API more
 * CPU than the query did. `T` is the shape the SQL promises (the route's contract type); the tests that
 * read the route check it. `createApp` gives Fastify a reply serializer that writes the text untouched.
 */
export class JsonText<T> {
  declare private readonly shape: T;
  constructor(readonly text: string) {}
}

/** A `timestamptz` column as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), for JSON composed in SQL. */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
