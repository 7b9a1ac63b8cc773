import type { DataRights } from '../privacy';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route, SIGNED_IN } from './route';

// The caller's own data rights; axel confirms a deletion request with `DELETE /admin/users/:id`.
export const privacyRoutes = {
  status: route({
    method: 'GET',
    path: '/me/data',
    access: SIGNED_IN,
    response: returns<DataRights>(),
  }),
  export: route({
    method: 'GET',
    path: '/me/export',
    access: SIGNED_IN,
    file: { mimeType: 'application/zip' },
    response: returns<Uint8Array>(),
  }),
  requestDeletion: route({
    method: 'POST',
    path: '/me/deletion-request',
    access: SIGNED_IN,
    status: 200,
    response: returns<DataRights>(),
  }),
  cancelDeletion: route({
    method: 'DELETE',
    path: '/me/deletion-request',
    access: SIGNED_IN,
    response: returns<DataRights>(),
  }),
  recruiterVisibility: route({
    method: 'PUT',
    path: '/me/recruiter-visibility',
    access: rolesOf(ROLE_SETS.clients),
    response: returns<DataRights>(),
  }),
};
