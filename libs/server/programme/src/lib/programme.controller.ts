import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, type ClientProgramme, type FollowUpView, type InputOf, proofFileName, type TrainingDayContent, type TrainingView } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { FollowUpService } from './follow-up/follow-up.service';
import { ProgrammeService } from './programme.service';
import { TrainingService } from './training/training.service';

const R = API.programme;

@ApiTags('programme')
@Controller()
export class ProgrammeController {
  constructor(
    private readonly training: TrainingService,
    private readonly followUp: FollowUpService,
    private readonly programme: ProgrammeService,
  ) {}

  @Endpoint(R.training)
  trainingView(@CurrentCaller() caller: Caller): Promise<TrainingView> {
    return this.training.view(caller.id);
  }

  @Endpoint(R.tick)
  tick(@Input() { params, body }: InputOf<typeof R.tick>, @CurrentCaller() caller: Caller): Promise<TrainingView> {
    return this.training.tick(caller.id, params.id, body.done);
  }

  @Endpoint(R.followUp)
  followUpView(@CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.view(caller.id);
  }

  @Endpoint(R.addEntry)
  addEntry(@Input() { body }: InputOf<typeof R.addEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.add(caller.id, body);
  }

  @Endpoint(R.updateEntry)
  updateEntry(@Input() { params, body }: InputOf<typeof R.updateEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.update(caller.id, params.id, body);
  }

  @Endpoint(R.deleteEntry)
  deleteEntry(@Input() { params }: InputOf<typeof R.deleteEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.remove(caller.id, params.id);
  }

  @Endpoint(R.note)
  note(@Input() { params, body }: InputOf<typeof R.note>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.setNote(caller.id, params.day, body.note);
  }

  @Endpoint(R.proof)
  async proof(@Input() { query }: InputOf<typeof R.proof>, @CurrentCaller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Uint8Array> {
    const pdf = await this.followUp.proof(caller.id, query.month);
    reply.header('Content-Type', R.proof.file.mimeType).header('Content-Disposition', `attachment; filename="${proofFileName(query.month)}"`);
    return pdf;
  }

  @Endpoint(R.ofClient)
  ofClient(@Input() { params }: InputOf<typeof R.ofClient>, @CurrentCaller() caller: Caller): Promise<ClientProgramme> {
    return this.programme.ofClient(caller, params.id);
  }

  @Endpoint(R.content)
  content(): Promise<TrainingDayContent[]> {
    return this.training.content();
  }

  @Endpoint(R.editDay)
  editDay(@Input() { params, body }: InputOf<typeof R.editDay>, @CurrentCaller() caller: Caller): Promise<TrainingDayContent> {
    return this.training.editDay(caller, params.day, body);
  }
}
