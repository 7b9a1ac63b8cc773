import { SetMetadata } from '@nestjs/common';

export const JOB_HANDLER_KEY = 'capsuisse:job-handler';
export interface JobHandlerTarget {
  queue: string;
  name: string;
}

/** Marks a provider method as the handler of one job; the same method runs in the worker or inline. */
export const JobHandler = (queue: string, name: string) => SetMetadata(JOB_HANDLER_KEY, { queue, name } satisfies JobHandlerTarget);
