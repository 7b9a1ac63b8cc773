import { profileUpdateSchema } from '../profile.schemas';
import type { InputsOf } from './route';
import type { profileRoutes } from './profile';

export const profileInput = {
  update: { body: profileUpdateSchema },
} satisfies InputsOf<typeof profileRoutes>;
