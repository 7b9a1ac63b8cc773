import { Controller, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, type ClientProgramme, type FollowUpView, type InputOf, type JobSearchLog, type JobSearchMonth, proofCsvFileName, proofFileName, type TrainingDayContent, type TrainingView, type VideoProgressView } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { FollowUpService } from './follow-up/follow-up.service';
import { JobSearchService } from './job-search/job-search.service';
import { ProgrammeService } from './programme.service';
import { TrainingService } from './training/training.service';
import { VideoViewsService } from './training/video-views.service';

const R = API.programme;

@ApiTags('programme')
@Controller()
export class ProgrammeController {
  constructor(
    private readonly training: TrainingService,
    private readonly followUp: FollowUpService,
    private readonly programme: ProgrammeService,
    private readonly jobSearch: JobSearchService,
    private readonly videoViews: VideoViewsService,
  ) {}

  @Endpoint(R.training)
  trainingView(@CurrentCaller() caller: Caller): Promise<TrainingView> {
    return this.training.view(caller.id);
  }

  @Endpoint(R.tick)
  tick(@Input() { params, body }: InputOf<typeof R.tick>, @CurrentCaller() caller: Caller): Promise<TrainingView> {
    return this.training.tick(caller.id, params.id, body.done);
  }

  @Endpoint(R.videoProgress)
  videoProgress(@Input() { params, body }: InputOf<typeof R.videoProgress>, @CurrentCaller() caller: Caller): Promise<VideoProgressView> {
    return this.videoViews.report(caller.id, params.day, body);
  }

  @Endpoint(R.subtitles)
  async subtitles(@Input() { params }: InputOf<typeof R.subtitles>): Promise<StreamableFile> {
    return new StreamableFile(await this.videoViews.subtitles(params.day), { type: `${R.subtitles.file.mimeType}; charset=utf-8` });
  }

  @Endpoint(R.followUp)
  followUpView(@CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.view(caller.id);
  }

  @Endpoint(R.addEntry)
  async addEntry(@Input() { body }: InputOf<typeof R.addEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    await this.followUp.add(caller.id, body);
    return this.followUp.view(caller.id);
  }

  @Endpoint(R.updateEntry)
  async updateEntry(@Input() { params, body }: InputOf<typeof R.updateEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    await this.followUp.update(caller.id, params.id, body);
    return this.followUp.view(caller.id);
  }

  @Endpoint(R.deleteEntry)
  async deleteEntry(@Input() { params }: InputOf<typeof R.deleteEntry>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    await this.followUp.remove(caller.id, params.id);
    return this.followUp.view(caller.id);
  }

  @Endpoint(R.note)
  note(@Input() { params, body }: InputOf<typeof R.note>, @CurrentCaller() caller: Caller): Promise<FollowUpView> {
    return this.followUp.setNote(caller.id, params.day, body.note);
  }

  @Endpoint(R.proof)
  async proof(@Input() { query }: InputOf<typeof R.proof>, @CurrentCaller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Uint8Array> {
    const pdf = await this.jobSearch.proof(caller.id, query.month, 'pdf');
    reply.header('Content-Type', R.proof.file.mimeType).header('Content-Disposition', `attachment; filename="${proofFileName(query.month)}"`);
    return pdf;
  }

  @Endpoint(R.proofCsv)
  async proofCsv(@Input() { query }: InputOf<typeof R.proofCsv>, @CurrentCaller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Uint8Array> {
    const csv = await this.jobSearch.proof(caller.id, query.month, 'csv');
    reply.header('Content-Type', `${R.proofCsv.file.mimeType}; charset=utf-8`).header('Content-Disposition', `attachment; filename="${proofCsvFileName(query.month)}"`);
    return csv;
  }

  @Endpoint(R.applications)
  applications(@CurrentCaller() caller: Caller): Promise<JobSearchLog> {
    return this.jobSearch.log(caller.id);
  }

  @Endpoint(R.addApplication)
  async addApplication(@Input() { body }: InputOf<typeof R.addApplication>, @CurrentCaller() caller: Caller): Promise<JobSearchLog> {
    await this.followUp.add(caller.id, body);
    return this.jobSearch.log(caller.id);
  }

  @Endpoint(R.updateApplication)
  async updateApplication(@Input() { params, body }: InputOf<typeof R.updateApplication>, @CurrentCaller() caller: Caller): Promise<JobSearchLog> {
    await this.followUp.update(caller.id, params.id, body);
    return this.jobSearch.log(caller.id);
  }

  @Endpoint(R.deleteApplication)
  async deleteApplication(@Input() { params }: InputOf<typeof R.deleteApplication>, @CurrentCaller() caller: Caller): Promise<JobSearchLog> {
    await this.followUp.remove(caller.id, params.id);
    return this.jobSearch.log(caller.id);
  }

  @Endpoint(R.orpNumber)
  orpNumber(@Input() { body }: InputOf<typeof R.orpNumber>, @CurrentCaller() caller: Caller): Promise<JobSearchLog> {
    return this.jobSearch.setOrpNumber(caller.id, body.orp_number);
  }

  @Endpoint(R.target)
  target(@Input() { params, body }: InputOf<typeof R.target>, @CurrentCaller() caller: Caller): Promise<JobSearchMonth> {
    return this.jobSearch.setTarget(caller, params.id, body.target);
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
