import {
  type AdminAnalytics,
  adminAnalyticsQuerySchema,
  type AdminCounters,
  adminAccessSchema,
  adminCreateUserSchema,
  type AdminUser,
  type AdminUserDetail,
  adminPasswordSchema,
  adminRoleSchema,
  type AdminUsersResponse,
  adminUsersQuerySchema,
  auditQuerySchema,
  type AuditResponse,
} from '../admin';
import { assignmentSchema } from '../documents';
import { profileUpdateSchema } from '../profile';
import { ROLE_SETS } from '../roles';
import { idParams } from './ids';
import { TOASTS } from '../messages';
import { returns, rolesWithDenial, route } from './route';

// axel only (spec §6): every other role gets a 403. Every write is audited in its own transaction.
const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

export const adminRoutes = {
  assign: route({
    method: 'POST',
    path: '/admin/assignments',
    access: axel,
    summary: 'Assign a client to a coach (409 when already assigned)',
    body: assignmentSchema,
    status: 204,
    response: returns<void>(),
  }),
  users: route({
    method: 'GET',
    path: '/admin/users',
    access: axel,
    summary: 'Users, sorted (email, role, created_at), filtered by role, searched by email (literal substring), paginated',
    query: adminUsersQuerySchema,
    response: returns<AdminUsersResponse>(),
  }),
  counters: route({
    method: 'GET',
    path: '/admin/counters',
    access: axel,
    summary: 'Counts of users, coaches, clients (housing included) and recruiters',
    response: returns<AdminCounters>(),
  }),
  createUser: route({
    method: 'POST',
    path: '/admin/users',
    access: axel,
    summary: 'Create an account (paid unless payment_required); 409 when the email is taken',
    body: adminCreateUserSchema,
    status: 201,
    response: returns<AdminUser>(),
  }),
  user: route({
    method: 'GET',
    path: '/admin/users/:id',
    access: axel,
    summary: 'User detail: profile, role, documents with signed links, milestones, coaches and clients',
    params: idParams,
    response: returns<AdminUserDetail>(),
  }),
  updateUser: route({
    method: 'PATCH',
    path: '/admin/users/:id',
    access: axel,
    summary: "Edit a user's first/last name, dial code, phone (empty → null)",
    params: idParams,
    body: profileUpdateSchema,
    response: returns<AdminUser>(),
  }),
  setRole: route({
    method: 'PUT',
    path: '/admin/users/:id/role',
    access: axel,
    summary: "Change a user's role (409 for the last axel); effective on the user's next request",
    params: idParams,
    body: adminRoleSchema,
    response: returns<AdminUser>(),
  }),
  setAccess: route({
    method: 'PUT',
    path: '/admin/users/:id/access',
    access: axel,
    summary: 'Open or block the client features (has_paid)',
    params: idParams,
    body: adminAccessSchema,
    response: returns<AdminUser>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/admin/users/:id/password',
    access: axel,
    summary: "Set a user's password (6 characters or more); ends every session of the user",
    params: idParams,
    body: adminPasswordSchema,
    status: 204,
    response: returns<void>(),
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: axel,
    summary:
      'Delete an account for good: profile, role, sessions, tokens, assignments, documents and their files, pending jobs; payments kept, anonymised (409 for the last axel)',
    params: idParams,
    status: 204,
    response: returns<void>(),
  }),
  audit: route({
    method: 'GET',
    path: '/admin/audit',
    access: axel,
    summary: 'Audit log, newest first, filtered by actor (id or email), target id, action, period',
    query: auditQuerySchema,
    response: returns<AuditResponse>(),
  }),
  analytics: route({
    method: 'GET',
    path: '/admin/analytics',
    access: axel,
    summary:
      "Figures of the last N weeks (Europe/Zurich): funnel per sign-up week, review time against the 48 working-hour deadline with the late documents, and each coach's load",
    query: adminAnalyticsQuerySchema,
    response: returns<AdminAnalytics>(),
  }),
};
