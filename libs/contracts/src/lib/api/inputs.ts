import { adminInput } from './admin.input';
import { authInput } from './auth.input';
import { callInput } from './calls.input';
import { coachInput } from './coach.input';
import { conversationInput } from './conversation.input';
import { documentInput } from './documents.input';
import { mailInput } from './mails.input';
import { queueInput } from './queues.input';
import { milestoneInput } from './milestones.input';
import { notificationInput } from './notifications.input';
import { paymentInput } from './payments.input';
import { privacyInput } from './privacy.input';
import { profileInput } from './profile.input';
import { programmeInput } from './programme.input';
import { recruiterInput } from './recruiter.input';
import { reminderInput } from './reminders.input';
import { resourceInput } from './resources.input';
import type { InputsOf, RouteDef, RouteInput } from './route';
import { ROUTES } from './routes';

type Routes = typeof ROUTES;

/** What the API parses each route's request with, by the route's place in `API` (groups and routes that take nothing are absent). */
export const INPUTS = {
  auth: authInput,
  me: profileInput,
  privacy: privacyInput,
  documents: documentInput,
  coach: coachInput,
  milestones: milestoneInput,
  conversation: conversationInput,
  notifications: notificationInput,
  recruiter: recruiterInput,
  payments: paymentInput,
  admin: adminInput,
  mails: mailInput,
  queues: queueInput,
  reminders: reminderInput,
  resources: resourceInput,
  programme: programmeInput,
  calls: callInput,
} satisfies { [G in keyof Routes]?: InputsOf<Routes[G]> };

const byRoute = new Map<RouteDef, RouteInput>(
  Object.entries(INPUTS).flatMap(([group, inputs]) =>
    Object.entries(inputs).map(([name, input]): [RouteDef, RouteInput] => [
      (ROUTES as Record<string, Record<string, RouteDef>>)[group][name],
      input,
    ]),
  ),
);

/** A route's schemas (the API's `@Endpoint` and `@Input`); `{}` when it takes nothing. */
export const inputOf = (route: RouteDef): RouteInput => byRoute.get(route) ?? {};
