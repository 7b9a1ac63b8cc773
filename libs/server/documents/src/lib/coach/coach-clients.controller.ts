import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CoachClientsResponse } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Roles } from '@capsuisse/server-core';
import { CoachClientsService } from './coach-clients.service';

@ApiTags('coach')
@Controller('coach/clients')
export class CoachClientsController {
  constructor(private readonly clients: CoachClientsService) {}

  @Roles('accompagnateur')
  @ApiOperation({ summary: 'Assigned clients with counters and their documents (a_corriger hidden)' })
  @ApiQuery({ name: 'search', required: false })
  @Get()
  list(@CurrentCaller() caller: Caller, @Query('search') search?: string): Promise<CoachClientsResponse> {
    return this.clients.list(caller.id, typeof search === 'string' ? search : undefined);
  }
}
