import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { callRoutes } from './calls';
import { coachRoutes } from './coach';
import { conversationRoutes } from './conversation';
import { documentRoutes } from './documents';
import { liveRoutes } from './live';
import { mailRoutes } from './mails';
import { milestoneRoutes } from './milestones';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { privacyRoutes } from './privacy';
import { profileRoutes } from './profile';
import { programmeRoutes } from './programme';
import { queueRoutes } from './queues';
import { recruiterRoutes } from './recruiter';
import { reminderRoutes } from './reminders';
import { resourceRoutes, supportRoutes } from './resources';
import { systemRoutes } from './system';

/** The routes as they run: method, path, access (no schemas: those are in ./inputs). */
export const ROUTES = {
  system: systemRoutes,
  auth: authRoutes,
  me: profileRoutes,
  privacy: privacyRoutes,
  documents: documentRoutes,
  coach: coachRoutes,
  milestones: milestoneRoutes,
  conversation: conversationRoutes,
  notifications: notificationRoutes,
  live: liveRoutes,
  recruiter: recruiterRoutes,
  payments: paymentRoutes,
  admin: adminRoutes,
  mails: mailRoutes,
  queues: queueRoutes,
  reminders: reminderRoutes,
  resources: resourceRoutes,
  support: supportRoutes,
  programme: programmeRoutes,
  calls: callRoutes,
};
