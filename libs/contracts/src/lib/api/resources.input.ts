import { z } from 'zod';
import { RESOURCE_ERRORS, RESOURCE_KINDS } from '../resources';
import type { InputsOf } from './route';
import type { resourceRoutes } from './resources';

const kindParams = z.object({ kind: z.enum(RESOURCE_KINDS, { error: RESOURCE_ERRORS.unknownKind }) });

export const resourceInput = {
  upload: { params: kindParams },
} satisfies InputsOf<typeof resourceRoutes>;
