#!/usr/bin/env node
// `npm start`: build what changed (Nx's cache makes an unchanged build instant), then serve web and API
// on one origin. Without DATABASE_URL / REDIS_URL the API runs on its embedded defaults and runs the
// jobs in-process; with both set, the worker is started beside it (it needs the shared database).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', WEB_DIST: resolve(root, 'dist/apps'), ...process.env };

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [spawn(process.execPath, ['dist/apps/api/main.js'], { cwd: root, env, stdio: 'inherit' })];
if (env.DATABASE_URL && env.REDIS_URL) children.push(spawn(process.execPath, ['dist/apps/worker/main.js'], { cwd: root, env, stdio: 'inherit' }));

// One stops, all stop: a half-running platform is worse than a clear exit.
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0));
