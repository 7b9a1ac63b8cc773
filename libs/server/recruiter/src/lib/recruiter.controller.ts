import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type RecruiterCandidate, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText } from '@capsuisse/server-core';
import { RecruiterService } from './recruiter.service';

@ApiTags('recruiter')
@Controller()
export class RecruiterController {
  constructor(private readonly recruiter: RecruiterService) {}

  @Endpoint(API.recruiter.candidates)
  candidates(@Input() { query }: InputOf<typeof API.recruiter.candidates>, @CurrentCaller() caller: Caller): Promise<JsonText<RecruiterCandidatesResponse>> {
    return this.recruiter.candidates(caller, query.page, query.page_size);
  }

  @Endpoint(API.recruiter.candidate)
  candidate(@Input() { params }: InputOf<typeof API.recruiter.candidate>, @CurrentCaller() caller: Caller): Promise<RecruiterCandidate> {
    return this.recruiter.candidate(caller, params.id);
  }
}
