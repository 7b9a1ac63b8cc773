import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { milestoneCreateSchema, milestoneOrderSchema, milestoneUpdateSchema } from '../milestones.schemas';
import { idParams } from './ids';
import type { InputsOf } from './route';
import type { milestoneRoutes } from './milestones';

const milestoneParams = z.object({ id: z.guid({ error: V.idFormat }), mid: z.guid({ error: V.idFormat }) });

export const milestoneInput = {
  ofClient: { params: idParams },
  create: { params: idParams, body: milestoneCreateSchema },
  update: { params: milestoneParams, body: milestoneUpdateSchema },
  remove: { params: milestoneParams },
  reorder: { params: idParams, body: milestoneOrderSchema },
} satisfies InputsOf<typeof milestoneRoutes>;
