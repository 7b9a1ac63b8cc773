import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { format } from 'sql-formatter';

// Style rule 15: the SQL of every typed statement (`statement()` in server-core) is committed beside its
// module, libs/server/<domain>/src/lib/queries/<module>.sql, so that a change in a query shows in the diff.
// The modules are found by name (every *.reads.ts under libs/server/*/src/lib), never listed by hand.

const ROOT = join(__dirname, '..', '..', '..');
const SERVER = join(ROOT, 'libs', 'server');
const REGENERATE = 'npm run sql:write';
const READS = '.reads.ts';

function readsModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : readsModules(path);
    return entry.name.endsWith(READS) ? [path] : [];
  });
}

interface Statement {
  sql: string;
  values: readonly string[];
  run: (...args: never[]) => unknown;
}
const isStatement = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && typeof (value as Statement).sql === 'string' && typeof (value as Statement).run === 'function';

/** An exported statement, or each of a record of statements chosen at run time (`NAME.key`). */
function statementsOf([name, value]: [string, unknown]): [string, Statement][] {
  if (isStatement(value)) return [[name, value]];
  const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return entries.length && entries.every(([, v]) => isStatement(v)) ? entries.map(([key, v]) => [`${name}.${key}`, v as Statement]) : [];
}

/** Each domain's queries folder → its files' expected text, by file name. */
function expectedFiles(): Map<string, Map<string, string>> {
  const folders = new Map<string, Map<string, string>>();
  for (const domain of readdirSync(SERVER)) {
    const lib = join(SERVER, domain, 'src', 'lib');
    if (!existsSync(lib)) continue;
    const files = new Map<string, string>();
    folders.set(join(lib, 'queries'), files);
    for (const module of readsModules(lib).sort()) {
      const exported = Object.entries(require(module) as Record<string, unknown>)
        .flatMap(statementsOf)
        .sort(([a], [b]) => a.localeCompare(b));
      if (!exported.length) continue;
      const name = `${basename(module, READS)}.sql`;
      if (files.has(name)) throw new Error(`two modules named ${name} in ${relative(ROOT, lib)}`);
      const source = relative(ROOT, module);
      const queries = exported.map(([key, statement]) => {
        const values = statement.values.map((value, i) => `-- $${i + 1} = ${value}\n`).join('');
        return `-- ${key}\n${values}${format(statement.sql, { language: 'postgresql', keywordCase: 'lower', tabWidth: 2 })};\n`;
      });
      files.set(name, [`-- Generated from ${source} by \`${REGENERATE}\`: do not edit.\n`, ...queries].join('\n'));
    }
  }
  return folders;
}

it(`libs/server/*/src/lib/queries/*.sql are the SQL the typed statements compile to (after a change: ${REGENERATE}, review the diff, commit)`, () => {
  const drift: string[] = [];
  for (const [folder, files] of expectedFiles()) {
    const committed = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.sql')) : [];
    // `npm run sql:write` runs this test with SQL_WRITE=1: it rewrites the files instead of comparing.
    if (process.env.SQL_WRITE === '1') {
      for (const name of committed) if (!files.has(name)) rmSync(join(folder, name));
      if (files.size) mkdirSync(folder, { recursive: true });
      for (const [name, text] of files) writeFileSync(join(folder, name), text);
      continue;
    }
    for (const name of committed) if (!files.has(name)) drift.push(`${relative(ROOT, join(folder, name))}: no module has statements for it any more`);
    for (const [name, text] of files) {
      const path = join(folder, name);
      if (!existsSync(path)) drift.push(`${relative(ROOT, path)}: missing`);
      else if (readFileSync(path, 'utf8') !== text) drift.push(`${relative(ROOT, path)}: differs from what ${relative(ROOT, dirname(folder))} compiles`);
    }
  }
  if (drift.length) throw new Error([`The committed SQL has drifted from the code: run \`${REGENERATE}\`, review the diff and commit it.`, ...drift].join('\n'));
});
