import type { Health, PublicConfig } from '../http';
import { PUBLIC, returns, route } from './route';

export const systemRoutes = {
  // 503 with the same body when a backend is down (readiness probes read the status).
  health: route({ method: 'GET', path: '/health', access: PUBLIC, response: returns<Health>() }),
  config: route({ method: 'GET', path: '/config', access: PUBLIC, response: returns<PublicConfig>() }),
};
