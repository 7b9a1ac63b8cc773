import { returns, route, SIGNED_IN } from './route';

/** Issue 30: the signed-in user's events, as Server-Sent Events (`data:` lines of `LiveEvent` JSON). */
export const liveRoutes = {
  events: route({
    method: 'GET',
    path: '/events',
    access: SIGNED_IN,
    file: { mimeType: 'text/event-stream' },
    response: returns<string>(),
  }),
};
