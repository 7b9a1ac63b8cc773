import type { Profile } from '../profile';
import { returns, route, SIGNED_IN } from './route';

export const profileRoutes = {
  get: route({
    method: 'GET',
    path: '/me',
    access: SIGNED_IN,
    response: returns<Profile>(),
  }),
  update: route({
    method: 'PATCH',
    path: '/me',
    access: SIGNED_IN,
    response: returns<Profile>(),
  }),
};
