import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { Endpoint, Input } from '@capsuisse/server-core';
import { RecruiterService } from './recruiter.service';

@ApiTags('recruiter')
@Controller()
export class RecruiterController {
  constructor(private readonly recruiter: RecruiterService) {}

  @Endpoint(API.recruiter.candidates)
  candidates(@Input() { query }: InputOf<typeof API.recruiter.candidates>): Promise<RecruiterCandidatesResponse> {
    return this.recruiter.candidates(query.page, query.page_size);
  }
}
