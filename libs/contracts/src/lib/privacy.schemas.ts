import { z } from 'zod';
import { strictBody } from './strict-body';
import { PRIVACY_MESSAGES } from './privacy';

export const recruiterVisibilitySchema = strictBody({ visible: z.boolean({ error: PRIVACY_MESSAGES.visibleRequired }) });
