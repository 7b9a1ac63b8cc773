import type { Health, PublicConfig } from '../http';
import { PUBLIC, returns, route } from './route';

export const systemRoutes = {
  // 503 with the same body when a backend is down (readiness probes read the status).
  health: route({ method: 'GET', path: '/health', access: PUBLIC, response: returns<Health>() }),
  // The process alone, no backend asked: an outage of PostgreSQL, Redis or S3 must not restart every pod (liveness probes).
  live: route({ method: 'GET', path: '/health/live', access: PUBLIC, response: returns<{ status: 'ok' }>() }),
  config: route({ method: 'GET', path: '/config', access: PUBLIC, response: returns<PublicConfig>() }),
};
