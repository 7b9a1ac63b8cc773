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

/**
 * `fields` as one JSON object, in their order: a `JsonText` value goes in as the database wrote it, any other as
 * `JSON.stringify` writes it. Typed by the route's contract shape, so a field missing or misnamed does not compile.
 */
export function jsonObject<T extends object>(fields: { [K in keyof T]: T[K] | JsonText<T[K]> }): JsonText<T> {
  const members = Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}:${value instanceof JsonText ? value.text.toString() : JSON.stringify(value)}`);
  return new JsonText(`{${members.join(',')}}`);
}
