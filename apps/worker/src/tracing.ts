import { startTracing } from '@capsuisse/server-core-tracing';

// main.ts imports this module first: the tracer patches http, pg and ioredis before anything requires them.
startTracing('capsuisse-worker');
