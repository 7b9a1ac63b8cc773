#!/usr/bin/env node
// `npm run bench:web`: what a first visit downloads, per route (landing, sign-in to each role's home), as
// KB of gzip against the budgets of issue 11. Builds what changed (Nx's cache makes an unchanged build
// instant), then runs the Playwright spec that measures and asserts (apps/e2e/src/web-weight.spec.ts),
// asking it to print its table; `--files` lists each file too. The exit code is the spec's.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...process.env, WEB_WEIGHT_REPORT: process.argv.includes('--files') ? 'files' : 'table' };
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

const built = run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', 'client', 'coach', 'recruiter', 'axel', '--parallel=1', '--outputStyle=static']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', '--workers=1', 'web-weight.spec.ts']));
