// SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down, crashed, starting up).
const SQL_STATES = /^(08...|57P0[1-3])$/;
// The network's refusals and cuts, as Node, pg, knex and ioredis report them.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|Connection is closed|Stream isn't writeable|Reached the max retries per request|Command timed out)/;

/** Thrown where we know first that a server is down (a queue whose Redis is not connected). */
export class BackendUnavailableError extends Error {
  override readonly name = 'BackendUnavailableError';
}

/**
 * The error says a server the API stands on (PostgreSQL, Redis, S3) cannot be reached now, rather than that the
 * request was wrong: the caller gets a 503 to try again, and a restarted server is used again without a restart.
 */
export function isBackendUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = (e as Error & { cause?: unknown }).cause, depth++) {
    const { code } = e as Error & { code?: unknown };
    if (typeof code === 'string' && (SQL_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (e instanceof BackendUnavailableError || MESSAGES.test(e.message) || e.name === 'KnexTimeoutError' || e.name === 'MaxRetriesPerRequestError') return true;
  }
  return false;
}
