import type { CvCheckDto } from '../cv-check';
import type { DocumentDto, SignedLink } from '../documents';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, route } from './route';

export const documentRoutes = {
  list: route({
    method: 'GET',
    path: '/documents',
    access: paidRolesOf(ROLE_SETS.clients),
    response: returns<DocumentDto[]>(),
  }),
  upload: route({
    method: 'POST',
    path: '/documents/:type',
    access: paidRolesOf(ROLE_SETS.clients),
    upload: { field: 'file' },
    response: returns<DocumentDto>(),
  }),
  link: route({
    method: 'GET',
    path: '/documents/:id/link',
    access: rolesOf(ROLE_SETS.documentReaders),
    response: returns<SignedLink>(),
  }),
  cvCheck: route({
    method: 'GET',
    path: '/documents/:id/cv-check',
    access: rolesOf(ROLE_SETS.documentReaders),
    response: returns<CvCheckDto>(),
  }),
  validate: route({
    method: 'POST',
    path: '/documents/:id/validate',
    access: rolesOf(ROLE_SETS.reviewers),
    status: 200,
    response: returns<DocumentDto>(),
  }),
  reject: route({
    method: 'POST',
    path: '/documents/:id/reject',
    access: rolesOf(ROLE_SETS.reviewers),
    status: 200,
    response: returns<DocumentDto>(),
  }),
};
