import type { z } from 'zod';
import type { profileResponse } from './api/profile.response';

/** The user's own profile, as `GET /api/me` sends it (schema: api/profile.response.ts). */
export type Profile = z.infer<typeof profileResponse>;
