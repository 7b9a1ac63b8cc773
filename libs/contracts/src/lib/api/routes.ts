import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { coachRoutes } from './coach';
import { conversationRoutes } from './conversation';
import { documentRoutes } from './documents';
import { mailRoutes } from './mails';
import { milestoneRoutes } from './milestones';
import { paymentRoutes } from './payments';
import { privacyRoutes } from './privacy';
import { profileRoutes } from './profile';
import { programmeRoutes } from './programme';
import { recruiterRoutes } from './recruiter';
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
  recruiter: recruiterRoutes,
  payments: paymentRoutes,
  admin: adminRoutes,
  mails: mailRoutes,
  resources: resourceRoutes,
  support: supportRoutes,
  programme: programmeRoutes,
};
