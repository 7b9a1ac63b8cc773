import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { conversationQuery, fileMessageSchema, messageSchema } from '../conversation.schemas';
import type { conversationRoutes } from './conversation';
import { idParams } from './ids';
import type { InputsOf } from './route';

export const conversationInput = {
  mine: { query: conversationQuery },
  send: { body: messageSchema },
  ofClient: { params: idParams, query: conversationQuery },
  sendTo: { params: idParams, body: messageSchema },
  sendFile: { body: fileMessageSchema },
  attachment: { params: idParams },
  sendFileTo: { params: idParams, body: fileMessageSchema },
  attachmentOf: { params: z.object({ id: z.guid({ error: V.idFormat }), messageId: z.guid({ error: V.idFormat }) }) },
  readOf: { params: idParams },
} satisfies InputsOf<typeof conversationRoutes>;
