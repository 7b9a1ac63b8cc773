import type { Profile } from '../profile';
import { returns, route, SIGNED_IN } from './route';

export const profileRoutes = {
  get: route({
    method: 'GET',
    path: '/me',
    access: SIGNED_IN,
    summary: 'Own profile, with role, has_paid and progress figures',
    response: returns<Profile>(),
  }),
  update: route({
    method: 'PATCH',
    path: '/me',
    access: SIGNED_IN,
    summary: 'Edit own first/last name, dial code, phone (empty → null)',
    response: returns<Profile>(),
  }),
};
