import { writeFileSync } from 'node:fs';

/**
 * The worker has no HTTP port: its liveness probe (k8s/worker.yaml, docker-compose.yml) checks that this
 * file is fresh instead, i.e. that the event loop still turns (a job stuck in a synchronous loop stops it,
 * while a lost Redis does not: that is the readiness probe's business). /tmp stays writable under a
 * read-only root file system.
 */
export const HEARTBEAT_FILE = '/tmp/capsuisse-worker.alive';

/** Writes the file now and every `everyMs`; returns the stop. */
export function startHeartbeat(file = HEARTBEAT_FILE, everyMs = 10_000): () => void {
  const beat = () => writeFileSync(file, new Date().toISOString());
  beat();
  const timer = setInterval(beat, everyMs).unref();
  return () => clearInterval(timer);
}
