import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller, CurrentCaller, Roles } from '@capsuisse/server-core';
import { AssignmentDto } from './assignments.dto';
import { AssignmentsService } from './assignments.service';

@ApiTags('admin')
@Controller('admin/assignments')
export class AssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Roles('axel')
  @ApiOperation({ summary: 'Assign a client to a coach (409 when already assigned)' })
  @HttpCode(204)
  @Post()
  assign(@CurrentCaller() caller: Caller, @Body() body: AssignmentDto): Promise<void> {
    return this.assignments.assign(caller, body);
  }
}
