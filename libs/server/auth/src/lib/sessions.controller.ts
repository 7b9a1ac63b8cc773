import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ActiveSession, API, type InputOf } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { SessionsService } from './sessions.service';

const R = API.auth;

@ApiTags('auth')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint(R.sessions)
  list(@CurrentCaller() caller: Caller): Promise<ActiveSession[]> {
    return this.sessions.list(caller);
  }

  @Endpoint(R.endSession)
  end(@Input() { params }: InputOf<typeof R.endSession>, @CurrentCaller() caller: Caller): Promise<void> {
    return this.sessions.end(caller, params.id);
  }
}
