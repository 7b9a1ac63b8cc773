import type { DocumentDto, SignedLink } from '../documents';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, route } from './route';

export const documentRoutes = {
  list: route({
    method: 'GET',
    path: '/documents',
    access: paidRolesOf(ROLE_SETS.clients),
    summary: 'Own current documents, each with its review history',
    response: returns<DocumentDto[]>(),
  }),
  upload: route({
    method: 'POST',
    path: '/documents/:type',
    access: paidRolesOf(ROLE_SETS.clients),
    summary: 'Upload or replace own document (multipart field `file`; type checked by content, 10 MB)',
    upload: { field: 'file' },
    response: returns<DocumentDto>(),
  }),
  link: route({
    method: 'GET',
    path: '/documents/:id/link',
    access: rolesOf(ROLE_SETS.documentReaders),
    summary: 'Signed download link (owner, assigned coach, axel)',
    response: returns<SignedLink>(),
  }),
  validate: route({
    method: 'POST',
    path: '/documents/:id/validate',
    access: rolesOf(ROLE_SETS.reviewers),
    summary: 'Validate a pending document (assigned coach, axel)',
    status: 200,
    response: returns<DocumentDto>(),
  }),
  reject: route({
    method: 'POST',
    path: '/documents/:id/reject',
    access: rolesOf(ROLE_SETS.reviewers),
    summary: 'Reject a pending document with a reason (assigned coach, axel)',
    status: 200,
    response: returns<DocumentDto>(),
  }),
};
