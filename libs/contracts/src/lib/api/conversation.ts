import type { ConversationDto, MessageDto, UnreadDto } from '../conversation';
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
    summary: 'Own thread: the newest messages (or those before `?before=`), read receipts, who answers',
    response: returns<ConversationDto>(),
  }),
  send: route({
    method: 'POST',
    path: '/conversation/messages',
    access: paidClient,
    summary: 'Write to own coach (30 messages a minute at most)',
    response: returns<MessageDto>(),
  }),
  read: route({
    method: 'PUT',
    path: '/conversation/read',
    access: paidClient,
    summary: 'Mark own thread read up to now',
    response: returns<UnreadDto>(),
  }),
  ofClient: route({
    method: 'GET',
    path: '/users/:id/conversation',
    access: staff,
    summary: "A client's thread (assigned coach; axel, audited), its whole history",
    response: returns<ConversationDto>(),
  }),
  sendTo: route({
    method: 'POST',
    path: '/users/:id/conversation/messages',
    access: staff,
    summary: 'Write to a paid client (assigned coach; axel, audited)',
    response: returns<MessageDto>(),
  }),
  readOf: route({
    method: 'PUT',
    path: '/users/:id/conversation/read',
    access: staff,
    summary: "Mark a client's thread read up to now, for the caller",
    response: returns<UnreadDto>(),
  }),
  unread: route({
    method: 'GET',
    path: '/conversation/unread',
    access: SIGNED_IN,
    summary: "Messages waiting for the caller (the top bar's badge): own thread, the assigned clients' threads, or for axel those of clients without a coach",
    response: returns<UnreadDto>(),
  }),
};
