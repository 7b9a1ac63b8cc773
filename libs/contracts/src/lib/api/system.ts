import type { Health, PublicConfig } from '../http';
import { PUBLIC, returns, route } from './route';

export const systemRoutes = {
  // 503 with the same body when a backend is down (readiness probes read the status).
  health: route({ method: 'GET', path: '/health', access: PUBLIC, summary: 'Database, queue and storage status (200 ok, 503 down)', response: returns<Health>() }),
  config: route({ method: 'GET', path: '/config', access: PUBLIC, summary: 'Settings the web reads at run time (no secrets)', response: returns<PublicConfig>() }),
};
