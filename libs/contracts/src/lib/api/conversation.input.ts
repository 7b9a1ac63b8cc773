import { conversationQuery, messageSchema } from '../conversation.schemas';
import type { conversationRoutes } from './conversation';
import { idParams } from './ids';
import type { InputsOf } from './route';

export const conversationInput = {
  mine: { query: conversationQuery },
  send: { body: messageSchema },
  ofClient: { params: idParams, query: conversationQuery },
  sendTo: { params: idParams, body: messageSchema },
  readOf: { params: idParams },
} satisfies InputsOf<typeof conversationRoutes>;
