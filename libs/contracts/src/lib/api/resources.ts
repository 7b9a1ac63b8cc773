import { TOASTS } from '../messages';
import type { ResourceDto, SupportContact } from '../resources';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesWithDenial, route } from './route';

const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

export const resourceRoutes = {
  list: route({
    method: 'GET',
    path: '/resources',
    access: paidRolesOf(ROLE_SETS.clients),
    summary: 'The uploaded resources (blank form, address book), each with a signed link',
    response: returns<ResourceDto[]>(),
  }),
  adminList: route({
    method: 'GET',
    path: '/admin/resources',
    access: axel,
    summary: 'The uploaded resources as axel manages them, each with a signed link',
    response: returns<ResourceDto[]>(),
  }),
  upload: route({
    method: 'POST',
    path: '/admin/resources/:kind',
    access: axel,
    summary: 'Upload or replace a resource (multipart field `file`; PDF form, spreadsheet address book, 10 MB)',
    upload: { field: 'file' },
    response: returns<ResourceDto>(),
  }),
};

export const supportRoutes = {
  contact: route({
    method: 'GET',
    path: '/support',
    access: paidRolesOf(ROLE_SETS.clients),
    summary: 'How a paid client reaches the team (the product mailbox)',
    response: returns<SupportContact>(),
  }),
};
