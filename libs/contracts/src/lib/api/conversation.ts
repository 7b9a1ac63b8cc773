import type { ConversationDto, LatestMessageDto, MessageDto, UnreadDto } from '../conversation';
import type { SignedLink } from '../documents';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, route, SIGNED_IN } from './route';

const paidClient = paidRolesOf(ROLE_SETS.clients);
// The coach assigned now (another coach's client is a 404, as an unknown id) or axel (audited).
const staff = rolesOf(ROLE_SETS.clientStaff);

/** Issue 30: a client's thread with its coach (or the CapSuisse team while it has none). */
export const conversationRoutes = {
  mine: route({
    method: 'GET',
    path: '/conversation',
    access: paidClient,
    response: returns<ConversationDto>(),
  }),
  send: route({
    method: 'POST',
    path: '/conversation/messages',
    access: paidClient,
    response: returns<MessageDto>(),
  }),
  sendFile: route({
    method: 'POST',
    path: '/conversation/messages/file',
    access: paidClient,
    upload: { field: 'file' },
    response: returns<MessageDto>(),
  }),
  attachment: route({
    method: 'GET',
    path: '/conversation/messages/:id/attachment',
    access: paidClient,
    response: returns<SignedLink>(),
  }),
  latest: route({
    method: 'GET',
    path: '/conversation/latest',
    access: paidClient,
    response: returns<LatestMessageDto>(),
  }),
  read: route({
    method: 'PUT',
    path: '/conversation/read',
    access: paidClient,
    response: returns<UnreadDto>(),
  }),
  ofClient: route({
    method: 'GET',
    path: '/users/:id/conversation',
    access: staff,
    response: returns<ConversationDto>(),
  }),
  sendTo: route({
    method: 'POST',
    path: '/users/:id/conversation/messages',
    access: staff,
    response: returns<MessageDto>(),
  }),
  sendFileTo: route({
    method: 'POST',
    path: '/users/:id/conversation/messages/file',
    access: staff,
    upload: { field: 'file' },
    response: returns<MessageDto>(),
  }),
  attachmentOf: route({
    method: 'GET',
    path: '/users/:id/conversation/messages/:messageId/attachment',
    access: staff,
    response: returns<SignedLink>(),
  }),
  readOf: route({
    method: 'PUT',
    path: '/users/:id/conversation/read',
    access: staff,
    response: returns<UnreadDto>(),
  }),
  unread: route({
    method: 'GET',
    path: '/conversation/unread',
    access: SIGNED_IN,
    response: returns<UnreadDto>(),
  }),
};
