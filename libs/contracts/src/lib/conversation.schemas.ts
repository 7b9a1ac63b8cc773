import { z } from 'zod';
import { CONVERSATION_ERRORS as E, MESSAGE_LIMITS as L } from './conversation';
import { requiredText, strictBody } from './strict-body';

export const messageSchema = strictBody({ body: requiredText(L.body, E.bodyRequired, E.bodyMax) });
export type MessageInput = z.input<typeof messageSchema>;

/** `?before=<message id>`: the page of messages older than that one. */
export const conversationQuery = z.object({ before: z.guid({ error: E.before }).optional() });
