import type {
  AdminAnalytics,
  AdminCounters,
  AdminUser,
  AdminUserDetail,
  AdminUsersResponse,
  AuditResponse,
} from '../admin';
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
    status: 204,
    response: returns<void>(),
  }),
  users: route({
    method: 'GET',
    path: '/admin/users',
    access: axel,
    response: returns<AdminUsersResponse>(),
  }),
  counters: route({
    method: 'GET',
    path: '/admin/counters',
    access: axel,
    response: returns<AdminCounters>(),
  }),
  createUser: route({
    method: 'POST',
    path: '/admin/users',
    access: axel,
    status: 201,
    response: returns<AdminUser>(),
  }),
  user: route({
    method: 'GET',
    path: '/admin/users/:id',
    access: axel,
    response: returns<AdminUserDetail>(),
  }),
  updateUser: route({
    method: 'PATCH',
    path: '/admin/users/:id',
    access: axel,
    response: returns<AdminUser>(),
  }),
  setRole: route({
    method: 'PUT',
    path: '/admin/users/:id/role',
    access: axel,
    response: returns<AdminUser>(),
  }),
  setAccess: route({
    method: 'PUT',
    path: '/admin/users/:id/access',
    access: axel,
    response: returns<AdminUser>(),
  }),
  recruiterApproval: route({
    method: 'PUT',
    path: '/admin/users/:id/recruiter-approval',
    access: axel,
    response: returns<AdminUser>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/admin/users/:id/password',
    access: axel,
    status: 204,
    response: returns<void>(),
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: axel,
    status: 204,
    response: returns<void>(),
  }),
  audit: route({
    method: 'GET',
    path: '/admin/audit',
    access: axel,
    response: returns<AuditResponse>(),
  }),
  analytics: route({
    method: 'GET',
    path: '/admin/analytics',
    access: axel,
    response: returns<AdminAnalytics>(),
  }),
};
