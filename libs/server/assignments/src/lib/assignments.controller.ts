import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { AssignmentsService } from './assignments.service';

@ApiTags('admin')
@Controller()
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Endpoint(API.admin.assign)
  assign(@Input() { body }: InputOf<typeof API.admin.assign>, @CurrentCaller() caller: Caller): Promise<void> {
    return this.assignments.assign(caller, body);
  }
}
