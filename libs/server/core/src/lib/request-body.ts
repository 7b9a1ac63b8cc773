import { parse as parseForm } from 'node:querystring';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { VALIDATION } from '@capsuisse/contracts';
import { DomainError } from './errors/domain-error';

/** Arrays and objects one JSON body may hold inside one another: far more than any request of the contract takes. */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another, brackets within strings
 * aside. On the bytes, in one pass: in UTF-8 no byte of a multi-byte character is an ASCII one.
 */
export function nestsDeeperThan(body: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) depth--;
  }
  return false;
}

/**
 * The bodies the API reads, within Fastify's size limit: JSON (the raw bytes kept for the Stripe webhook) no
 * deeper than JSON_MAX_DEPTH, checked before parsing (a megabyte of brackets costs JSON.parse 0.2 s and would
 * overflow the stack of any walk over it), and forms (the demo checkout's button).
 */
export function readBodies(app: NestFastifyApplication): void {
  const json = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    if (nestsDeeperThan(body, JSON_MAX_DEPTH)) done(new DomainError('invalid_input', VALIDATION.bodyDepth(JSON_MAX_DEPTH)), undefined);
    else json(request, body.toString(), done);
  });
  // A parser of our own means Nest registers none of its defaults, so the form one is ours too.
  app.useBodyParser('application/x-www-form-urlencoded', {}, (_request, body, done) => done(null, parseForm(body.toString())));
}
