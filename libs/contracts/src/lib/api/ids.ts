import { z } from 'zod';
import { VALIDATION as V } from '../messages';

// Any well-formed UUID, like the ParseUUIDPipe it replaces (ids are random UUIDs).
export const idParams = z.object({ id: z.guid({ error: V.idFormat }) });
