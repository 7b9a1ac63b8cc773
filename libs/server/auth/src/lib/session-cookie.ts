import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BrowserSession, REFRESH_COOKIE, REFRESH_COOKIE_PATH, type Session, type SessionTransport } from '@capsuisse/contracts';

// HttpOnly: no script reads it; Secure: https only (browsers accept it on http://localhost too);
// SameSite=Strict: another site's page cannot make the browser send it; the path: only the auth endpoints get it.
// Written by hand: one cookie whose value is base64url needs no encoding (and @fastify/cookie loads its
// parser with a dynamic import the API tests' CommonJS cannot run).
const ATTRIBUTES = `Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined => cookieOf(request, REFRESH_COOKIE);

/**
 * The session as the transport asks: `body` answers it whole; `cookie` moves the refresh token into its
 * cookie (living as long as the idle lifetime; the server also enforces the absolute one) and out of the JSON.
 */
export function deliverSession(reply: FastifyReply, transport: SessionTransport, session: Session, maxAgeMs: number): Session | BrowserSession {
  if (transport === 'body') return session;
  const { refresh_token, ...rest } = session;
  void reply.header('set-cookie', `${REFRESH_COOKIE}=${refresh_token}; Max-Age=${Math.floor(maxAgeMs / 1000)}; ${ATTRIBUTES}`);
  return rest;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.header('set-cookie', `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${ATTRIBUTES}`);
}
