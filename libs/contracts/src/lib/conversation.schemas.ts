import { z } from 'zod';
import { CONVERSATION_ERRORS as E, MESSAGE_LIMITS as L } from './conversation';
import { requiredText, strictBody } from './strict-body';

export const messageSchema = strictBody({ body: requiredText(L.body, E.bodyRequired, E.bodyMax) });
export type MessageInput = z.input<typeof messageSchema>;

/** A message with a file (multipart): the text beside it may be left out. */
export const fileMessageSchema = strictBody({ body: z.string({ error: E.bodyMax }).trim().max(L.body, E.bodyMax).default('') });

/** `?before=<message id>`: the page of messages older than that one. */
export const conversationQuery = z.object({ before: z.guid({ error: E.before }).optional() });
