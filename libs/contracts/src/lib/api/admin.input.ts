import {
  adminAnalyticsQuerySchema,
  adminAccessSchema,
  adminCreateUserSchema,
  adminPasswordSchema,
  adminRecruiterApprovalSchema,
  adminRoleSchema,
  adminUsersQuerySchema,
  auditQuerySchema,
} from '../admin.schemas';
import { assignmentSchema } from '../documents.schemas';
import { profileUpdateSchema } from '../profile.schemas';
import { idParams } from './ids';
import type { InputsOf } from './route';
import type { adminRoutes } from './admin';

export const adminInput = {
  assign: { body: assignmentSchema },
  users: { query: adminUsersQuerySchema },
  createUser: { body: adminCreateUserSchema },
  user: { params: idParams },
  updateUser: { params: idParams, body: profileUpdateSchema },
  setRole: { params: idParams, body: adminRoleSchema },
  setAccess: { params: idParams, body: adminAccessSchema },
  recruiterApproval: { params: idParams, body: adminRecruiterApprovalSchema },
  resetPassword: { params: idParams, body: adminPasswordSchema },
  deleteUser: { params: idParams },
  audit: { query: auditQuerySchema },
  analytics: { query: adminAnalyticsQuerySchema },
} satisfies InputsOf<typeof adminRoutes>;
