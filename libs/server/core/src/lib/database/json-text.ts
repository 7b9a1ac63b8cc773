/**
 * A response body the database composed as JSON (`json_agg`…), sent as it comes: the lists that
 * weigh most skip parsing rows, mapping them and serialising the result again, which cost the API more
 * CPU than the query did. `T` is the shape the SQL promises (the route's contract type); the tests that
 * read the route check it. `createApp` gives Fastify a reply serializer that writes the text untouched.
 * A body sent many times is kept encoded (a Buffer), so each response skips encoding it again.
 */
export class JsonText<T> {
  declare private readonly shape: T;
  constructor(readonly text: string | Buffer) {}
}

/** A `timestamptz` column as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), for JSON composed in SQL. */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows `rows` selects as a JSON array, in `order` (their own column names: `json_agg` keeps no order of
 * its own), `[]` for none. Choose the page in `rows` first, so only its rows are composed.
 */
export const jsonArraySql = (rows: string, order: string): string => `(select coalesce(json_agg(x order by ${order}), '[]') from (${rows}) x)`;

/**
 * `fields` as one JSON object, in their order: a `JsonText` value goes in as the database wrote it, any other as
 * `JSON.stringify` writes it. Typed by the route's contract shape, so a field missing or misnamed does not compile.
 */
export function jsonObject<T extends object>(fields: { [K in keyof T]: T[K] | JsonText<T[K]> }): JsonText<T> {
  const members = Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}:${value instanceof JsonText ? value.text.toString() : JSON.stringify(value)}`);
  return new JsonText(`{${members.join(',')}}`);
}
