import { z } from 'zod';
import { VALIDATION as V } from './messages';
import { SESSION_TRANSPORTS } from './sessions';

export const transportQuery = { transport: z.enum(SESSION_TRANSPORTS, { error: V.sessionTransport }).default('body') };
