import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a first visit downloads, measured once for the budget test (web-weight.spec.ts) and its printed
// report (`npm run bench:web`). Sizes are the gzip (level 9) of each script body as the browser got it.

/** Issue 11, "Web weight": KB of gzip. */
export const WEB_BUDGETS_KB = { landing: 150, signedIn: 350, remote: 100 } as const;

const ROOT = path.resolve(__dirname, '../../..');
const DIST = path.join(ROOT, 'dist/apps');
const APPS = ['shell', 'client', 'coach', 'recruiter', 'axel'];

/** The UI kit's entries apart from its core (libs/web/ui/src/lib/kit.ts), as tsconfig.base.json names them: downloaded only by the pages that use them. */
export const KIT_ENTRIES_APART: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths,
).filter((lib) => lib.startsWith('@capsuisse/web-ui-'));

/** The packages of which a page must hold one copy, whichever build provided it (tools/web-build/federation.ts). */
export const ONCE_PACKAGES = ['react', 'react-dom', '@capsuisse/web-router', '@capsuisse/web-ui', ...KIT_ENTRIES_APART];

/**
 * The build a file comes from: the shell's (its own code and the shared singletons it provides, the
 * bundler splitting them into chunks no manifest names) or the role remote's (under /remotes/<name>/).
 */
export type Group = 'shell' | 'remote';

export interface Download {
  url: string;
  group: Group;
  /** The build that produced the file: 'shell' or the remote's name. */
  app: string;
  gzip: number;
  /** Whether the file holds zod (its schemas' `_zod` internals): only the forms that validate with it load it. */
  zod: boolean;
}

/**
 * For each build, the files holding each shared module it provides (its shared.json, written by
 * tools/web-build/shared-manifest.ts), not the chunks the bundler split off them: enough to tell which
 * build's copy the page took.
 */
function sharedChunks(): Map<string, Map<string, string>> {
  const byApp = new Map<string, Map<string, string>>();
  for (const app of APPS) {
    const file = path.join(DIST, app, 'shared.json');
    const files = new Map<string, string>();
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
      for (const [name, chunks] of Object.entries(manifest)) for (const chunk of chunks) files.set(chunk, name);
    }
    byApp.set(app, files);
  }
  return byApp;
}

/** Records every same-origin script the page downloads from now on. */
export function recordScripts(page: Page, origin: string): () => Promise<Download[]> {
  const pending: Promise<Download | undefined>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.request().resourceType() !== 'script') return;
    const remote = /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1];
    const group: Group = remote ? 'remote' : 'shell';
    pending.push(
      response.body().then(
        (body) => ({ url: url.pathname, group, app: remote ?? 'shell', gzip: gzipSync(body, { level: 9 }).length, zod: /\._zod\b/.test(body.toString('latin1')) }),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((d): d is Download => d !== undefined);
}

/** For each package that must come once: the builds whose copy the page downloaded. */
export function copiesOf(downloads: Download[]): Record<string, string[]> {
  const shared = sharedChunks();
  const copies: Record<string, string[]> = {};
  for (const pkg of ONCE_PACKAGES) {
    const apps = new Set<string>();
    for (const d of downloads) if (shared.get(d.app)?.get(path.posix.basename(d.url)) === pkg) apps.add(d.app);
    copies[pkg] = [...apps];
  }
  return copies;
}

export const kb = (bytes: number) => bytes / 1024;

export function sumKb(downloads: Download[], keep: (d: Download) => boolean = () => true): number {
  return kb(downloads.filter(keep).reduce((total, d) => total + d.gzip, 0));
}

export interface RouteRow {
  route: string;
  downloads: Download[];
  budgetKb: number;
}

/** The printed table: KB of gzip per group, the total and its budget; with `files`, each file under its route. */
export function formatReport(rows: RouteRow[], files = false): string {
  const cells = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(34) : v.padStart(9))).join(' ');
  const lines = [cells(['route (KB gzip, level 9)', 'shell', 'remote', 'total', 'budget', 'files'])];
  for (const row of rows) {
    const of = (group: Group) => sumKb(row.downloads, (d) => d.group === group).toFixed(1);
    const total = sumKb(row.downloads);
    lines.push(
      cells([row.route, of('shell'), of('remote'), total.toFixed(1), `${total <= row.budgetKb ? '≤' : '>'} ${row.budgetKb}`, String(row.downloads.length)]),
    );
    if (files) for (const d of [...row.downloads].sort((a, b) => b.gzip - a.gzip)) lines.push(`    ${kb(d.gzip).toFixed(1).padStart(7)}  ${d.url}`);
  }
  return lines.join('\n');
}
