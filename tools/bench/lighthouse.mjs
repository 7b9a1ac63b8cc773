#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile scores (performance, accessibility) of the public pages
// people open first, `/` and `/login`, against issue 27's targets (≥ 90, ≥ 95). Builds what changed, serves
// the production build on the embedded defaults, then runs Lighthouse 12.2.3 (13 needs Node 22; fetched by
// npx, not a dependency of the project) in Debian's Chromium, three times per page, and prints the medians.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const PAGES = ['/', '/login'];
const RUNS = 3;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const base = `http://localhost:${port}`;
const work = mkdtempSync(join(tmpdir(), 'capsuisse-lighthouse-'));

const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', 'client', 'coach', 'recruiter', 'axel', '--parallel=1', '--outputStyle=static'], { cwd: root, env, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const api = spawn(process.execPath, ['dist/apps/api/main.js'], { cwd: root, env: { ...env, PORT: String(port), WEB_DIST: join(root, 'dist/apps'), DATA_DIR: join(work, 'data') }, stdio: 'ignore' });
try {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 120) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const output = join(work, `report-${runs.length}-${path.replace(/\W/g, '_')}.json`);
      const lh = spawnSync('npx', ['--yes', 'lighthouse@12.2.3', base + path, '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`, '--quiet'], { cwd: work, env, stdio: 'inherit' });
      if (lh.status !== 0) throw new Error(`lighthouse failed on ${path}`);
      const report = JSON.parse(readFileSync(output, 'utf8'));
      const ms = (id) => report.audits[id].numericValue;
      runs.push({ performance: report.categories.performance.score * 100, accessibility: report.categories.accessibility.score * 100, fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'), cls: ms('cumulative-layout-shift') });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push(`| \`${path}\` | ${m('performance')} (${runs.map((r) => r.performance).join(', ')}) | ${m('accessibility')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`);
  }
  console.log(['', '| page | performance (runs) | accessibility | FCP | LCP | TBT | CLS |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n'));
} finally {
  api.kill('SIGTERM');
}
