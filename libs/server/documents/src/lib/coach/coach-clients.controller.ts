import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type CoachClientsResponse, type InputOf } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText } from '@capsuisse/server-core';
import { CoachClientsService } from './coach-clients.service';

@ApiTags('coach')
@Controller()
export class CoachClientsController {
  constructor(private readonly clients: CoachClientsService) {}

  @Endpoint(API.coach.clients)
  list(@Input() { query }: InputOf<typeof API.coach.clients>, @CurrentCaller() caller: Caller): Promise<JsonText<CoachClientsResponse>> {
    return this.clients.list(caller.id, query);
  }
}
