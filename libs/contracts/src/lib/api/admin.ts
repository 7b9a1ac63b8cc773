import type { AdminAnalytics, AdminCounters, AdminUser, AdminUserDetail, AdminUsersResponse, AuditResponse } from '../admin';
import { ROLE_SETS } from '../roles';
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
    status: 204,
    response: returns<void>(),
  }),
  users: route({
    method: 'GET',
    path: '/admin/users',
    access: axel,
    summary:
      'Users, sorted (email, role, created_at), filtered by role, searched by email (literal substring), paginated',
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
    status: 201,
    response: returns<AdminUser>(),
  }),
  user: route({
    method: 'GET',
    path: '/admin/users/:id',
    access: axel,
    summary: 'User detail: profile, role, documents with signed links, milestones, coaches and clients',
    response: returns<AdminUserDetail>(),
  }),
  updateUser: route({
    method: 'PATCH',
    path: '/admin/users/:id',
    access: axel,
    summary: "Edit a user's first/last name, dial code, phone (empty → null)",
    response: returns<AdminUser>(),
  }),
  setRole: route({
    method: 'PUT',
    path: '/admin/users/:id/role',
    access: axel,
    summary: "Change a user's role (409 for the last axel); effective on the user's next request",
    response: returns<AdminUser>(),
  }),
  setAccess: route({
    method: 'PUT',
    path: '/admin/users/:id/access',
    access: axel,
    summary: 'Open or block the client features (has_paid)',
    response: returns<AdminUser>(),
  }),
  recruiterApproval: route({
    method: 'PUT',
    path: '/admin/users/:id/recruiter-approval',
    access: axel,
    summary: "Approve or refuse a recruiter account (409 for another role); a recruiter sees candidates only once approved",
    response: returns<AdminUser>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/admin/users/:id/password',
    access: axel,
    summary: "Set a user's password (6 characters or more); ends every session of the user",
    status: 204,
    response: returns<void>(),
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: axel,
    summary:
      'Delete an account for good: profile, role, sessions, tokens, assignments, documents and their files, pending jobs; payments kept, anonymised (409 for the last axel)',
    status: 204,
    response: returns<void>(),
  }),
  audit: route({
    method: 'GET',
    path: '/admin/audit',
    access: axel,
    summary: 'Audit log, newest first, filtered by actor (id or email), target id, action, period',
    response: returns<AuditResponse>(),
  }),
  analytics: route({
    method: 'GET',
    path: '/admin/analytics',
    access: axel,
    summary:
      "Figures of the last N weeks (Europe/Zurich): funnel per sign-up week, review time against the 48 working-hour deadline with the late documents, and each coach's load",
    response: returns<AdminAnalytics>(),
  }),
};
