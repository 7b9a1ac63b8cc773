import type { DataRights } from '../privacy';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route, SIGNED_IN } from './route';

// The caller's own data rights; axel confirms a deletion request with `DELETE /admin/users/:id`.
export const privacyRoutes = {
  status: route({
    method: 'GET',
    path: '/me/data',
    access: SIGNED_IN,
    summary: 'Own data rights: recruiter visibility, pending deletion request',
    response: returns<DataRights>(),
  }),
  export: route({
    method: 'GET',
    path: '/me/export',
    access: SIGNED_IN,
    summary:
      'All own data as one zip archive (profile, documents and their files, milestones, training, follow-up, payments), streamed',
    file: { mimeType: 'application/zip' },
    response: returns<Uint8Array>(),
  }),
  requestDeletion: route({
    method: 'POST',
    path: '/me/deletion-request',
    access: SIGNED_IN,
    summary: 'Ask for the deletion of the own account (axel confirms; asking again keeps the first date)',
    status: 200,
    response: returns<DataRights>(),
  }),
  cancelDeletion: route({
    method: 'DELETE',
    path: '/me/deletion-request',
    access: SIGNED_IN,
    summary: 'Withdraw the own pending deletion request (404 when none)',
    response: returns<DataRights>(),
  }),
  recruiterVisibility: route({
    method: 'PUT',
    path: '/me/recruiter-visibility',
    access: rolesOf(ROLE_SETS.clients),
    summary: 'Consent to recruiters seeing the own profile (off until given; the dates of consent and withdrawal kept)',
    response: returns<DataRights>(),
  }),
};
