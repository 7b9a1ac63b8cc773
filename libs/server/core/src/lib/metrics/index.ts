export { countLoginFailure, METRIC_NAMES } from './metrics';
export { serveMetrics } from './metrics.server';
