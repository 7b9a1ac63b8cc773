import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { API, type AvailabilityDto, type CallDto, type CallSettingsDto, type CallSlotsDto, type ClientCallsDto, type InputOf } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText } from '@capsuisse/server-core';
import { CallsService } from './calls.service';

const C = API.calls;

/** Issue 31: the client's bookings, the coach's availability and agenda, axel's settings. */
@ApiTags('calls')
@Controller()
export class CallsController {
  constructor(private readonly calls: CallsService) {}

  @Endpoint(C.firstCallSlots)
  firstCallSlots(): Promise<JsonText<CallSlotsDto>> {
    return this.calls.firstCallSlots();
  }

  @Endpoint(C.bookFirstCall)
  bookFirstCall(@Input() { body }: InputOf<typeof C.bookFirstCall>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.bookFirstCall(caller, body.starts_at);
  }

  @Endpoint(C.sessionSlots)
  sessionSlots(@CurrentCaller() caller: Caller): Promise<JsonText<CallSlotsDto>> {
    return this.calls.sessionSlots(caller);
  }

  @Endpoint(C.bookSession)
  bookSession(@Input() { body }: InputOf<typeof C.bookSession>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.bookSession(caller, body.coach_id, body.starts_at);
  }

  @Endpoint(C.mine)
  mine(@CurrentCaller() caller: Caller): Promise<ClientCallsDto> {
    return this.calls.mine(caller);
  }

  @Endpoint(C.cancel)
  cancel(@Input() { params }: InputOf<typeof C.cancel>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.cancel(caller, params.id);
  }

  @Endpoint(C.move)
  move(@Input() { params, body }: InputOf<typeof C.move>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.move(caller, params.id, body.starts_at);
  }

  @Endpoint(C.accept)
  accept(@Input() { params }: InputOf<typeof C.accept>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.accept(caller, params.id);
  }

  @Endpoint(C.invitation)
  async invitation(@Input() { params }: InputOf<typeof C.invitation>, @CurrentCaller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Uint8Array> {
    const file = await this.calls.invitation(caller, params.id);
    reply.header('Content-Type', file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return Buffer.from(file.content, 'utf8');
  }

  @Endpoint(C.availability)
  availability(@CurrentCaller() caller: Caller): Promise<AvailabilityDto> {
    return this.calls.availability(caller.id);
  }

  @Endpoint(C.setAvailability)
  setAvailability(@Input() { body }: InputOf<typeof C.setAvailability>, @CurrentCaller() caller: Caller): Promise<AvailabilityDto> {
    return this.calls.setAvailability(caller, caller.id, body);
  }

  @Endpoint(C.agenda)
  agenda(@CurrentCaller() caller: Caller): Promise<CallDto[]> {
    return this.calls.agenda(caller);
  }

  @Endpoint(C.clientCalls)
  clientCalls(@Input() { params }: InputOf<typeof C.clientCalls>, @CurrentCaller() caller: Caller): Promise<ClientCallsDto> {
    return this.calls.clientCalls(caller, params.id);
  }

  @Endpoint(C.propose)
  propose(@Input() { params, body }: InputOf<typeof C.propose>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.propose(caller, params.id, body.starts_at);
  }

  @Endpoint(C.reenable)
  reenable(@Input() { params }: InputOf<typeof C.reenable>, @CurrentCaller() caller: Caller): Promise<ClientCallsDto> {
    return this.calls.reenable(caller, params.id);
  }

  @Endpoint(C.coachCancel)
  coachCancel(@Input() { params }: InputOf<typeof C.coachCancel>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.coachCancel(caller, params.id);
  }

  @Endpoint(C.coachMove)
  coachMove(@Input() { params, body }: InputOf<typeof C.coachMove>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.coachMove(caller, params.id, body.starts_at);
  }

  @Endpoint(C.outcome)
  outcome(@Input() { params, body }: InputOf<typeof C.outcome>, @CurrentCaller() caller: Caller): Promise<CallDto> {
    return this.calls.outcome(caller, params.id, body.outcome);
  }

  @Endpoint(C.settings)
  settings(): Promise<CallSettingsDto> {
    return this.calls.settings();
  }

  @Endpoint(C.setSettings)
  setSettings(@Input() { body }: InputOf<typeof C.setSettings>, @CurrentCaller() caller: Caller): Promise<CallSettingsDto> {
    return this.calls.setSettings(caller, body);
  }

  @Endpoint(C.setFirstCalls)
  setFirstCalls(@Input() { params, body }: InputOf<typeof C.setFirstCalls>, @CurrentCaller() caller: Caller): Promise<CallSettingsDto> {
    return this.calls.setFirstCalls(caller, params.id, body.enabled);
  }

  @Endpoint(C.coachAvailability)
  coachAvailability(@Input() { params }: InputOf<typeof C.coachAvailability>): Promise<AvailabilityDto> {
    return this.calls.availability(params.id);
  }

  @Endpoint(C.setCoachAvailability)
  setCoachAvailability(@Input() { params, body }: InputOf<typeof C.setCoachAvailability>, @CurrentCaller() caller: Caller): Promise<AvailabilityDto> {
    return this.calls.setAvailability(caller, params.id, body);
  }

  @Endpoint(C.userCalls)
  userCalls(@Input() { params }: InputOf<typeof C.userCalls>): Promise<ClientCallsDto> {
    return this.calls.userCalls(params.id);
  }
}
