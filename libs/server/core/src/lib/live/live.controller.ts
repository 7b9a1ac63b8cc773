import { Controller, Header, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API } from '@capsuisse/contracts';
import type { Caller } from '../access/access.decorators';
import { CurrentCaller } from '../access/current-caller.decorator';
import { Endpoint } from '../access/endpoint.decorator';
import { LiveEvents } from './live-events';

const R = API.live;

/** When the access token the stream was opened with expires (epoch ms); the guard has verified it already. */
export function tokenExpiry(authorization: string | undefined): number {
  const payload = /^Bearer [^.]+\.([^.]+)\./i.exec(authorization ?? '')?.[1];
  const exp = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

@ApiTags('live')
@Controller()
export class LiveController {
  constructor(private readonly live: LiveEvents) {}

  // Proxies must pass each event on as it comes (nginx buffers otherwise), and no cache may keep it.
  @Endpoint(R.events)
  @Header('Cache-Control', 'no-cache, no-transform')
  @Header('X-Accel-Buffering', 'no')
  events(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): StreamableFile {
    return new StreamableFile(this.live.stream(caller.id, tokenExpiry(request.headers.authorization)), { type: R.events.file.mimeType });
  }
}
