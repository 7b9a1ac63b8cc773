import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

// The journeys run against the production builds served by the real API on one origin, in Debian's
// Chromium (no browser download here). A fresh data folder per run keeps the embedded database clean;
// with DATABASE_URL / REDIS_URL set (CI) the API uses those servers instead.
const workspaceRoot = path.resolve(__dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 3100);
// Debian's old headless shell (package chromium-headless-shell), as Playwright itself runs headless: the same
// Blink without the full browser's interface processes (docs/performance.md, test time); else the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const shell = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);
// What only the full browser does: a PDF opened in a new tab (the shell has no PDF viewer: it downloads it).
const NEEDS_BROWSER = /documents\.spec\.ts$/;
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './src',
  outputDir: path.join(workspaceRoot, 'dist/.playwright/e2e'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI's two shared cores a journey can miss a 10 s wait once; a retry shows it as flaky in the report
  // (not as passed), and a real failure still fails twice.
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-CH',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'shell', testIgnore: NEEDS_BROWSER, use: { launchOptions: { executablePath: shell, args } } },
    { name: 'browser', testMatch: NEEDS_BROWSER, use: { launchOptions: { executablePath: BROWSER, args } } },
  ],
  webServer: {
    command: 'node dist/apps/api/main.js',
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Added to this process's environment, so DATABASE_URL and REDIS_URL pass through when set.
    env: {
      PORT: String(port),
      WEB_DIST: path.join(workspaceRoot, 'dist/apps'),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'capsuisse-e2e-')),
      // A Redis namespace of this run's own (CI): no limit, queue or cache left by an earlier run counts here.
      QUEUE_PREFIX: `capsuisse-e2e-${Date.now().toString(36)}`,
      // The journeys sign in with the demo accounts, seeded by default on the embedded database only.
      SEED_DEMO: 'true',
      // Every journey signs in and up from this one address, the demo accounts dozens of times: the limits
      // are raised here (the API suite tests them); sign-up keeps its per-account count.
      RATE_LIMIT_LOGIN: '99999,99999,99999',
      RATE_LIMIT_SIGNUP: '3,3,99999',
    },
  },
});
