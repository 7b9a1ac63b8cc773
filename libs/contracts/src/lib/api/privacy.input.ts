import { recruiterVisibilitySchema } from '../privacy.schemas';
import type { InputsOf } from './route';
import type { privacyRoutes } from './privacy';

export const privacyInput = {
  recruiterVisibility: { body: recruiterVisibilitySchema },
} satisfies InputsOf<typeof privacyRoutes>;
