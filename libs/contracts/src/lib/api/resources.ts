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
    response: returns<ResourceDto[]>(),
  }),
  adminList: route({
    method: 'GET',
    path: '/admin/resources',
    access: axel,
    response: returns<ResourceDto[]>(),
  }),
  upload: route({
    method: 'POST',
    path: '/admin/resources/:kind',
    access: axel,
    upload: { field: 'file' },
    response: returns<ResourceDto>(),
  }),
};

export const supportRoutes = {
  contact: route({
    method: 'GET',
    path: '/support',
    access: paidRolesOf(ROLE_SETS.clients),
    response: returns<SupportContact>(),
  }),
};
