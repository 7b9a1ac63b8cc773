import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type FailedJobDto, type InputOf, type QueuesDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, QueueAdmin } from '@capsuisse/server-core';

const R = API.queues;

/** axel's view of the background jobs: what waits, what failed, and running a failed one again. */
@ApiTags('admin')
@Controller()
export class QueuesController {
  constructor(private readonly queues: QueueAdmin) {}

  @Endpoint(R.list)
  list(): Promise<QueuesDto> {
    return this.queues.list();
  }

  @Endpoint(R.retry)
  retry(@Input() { params }: InputOf<typeof R.retry>, @CurrentCaller() caller: Caller): Promise<FailedJobDto> {
    return this.queues.retry(caller, params.queue, params.id);
  }
}
