import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApi } from '../src/app/openapi';
import { TestApp } from './harness';

const COMMITTED = join(__dirname, '..', 'openapi.json');
const REGENERATE = 'npm run openapi';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

it(`apps/api/openapi.json is the running API's document (after a change: ${REGENERATE}, review the diff, commit)`, () => {
  const actual = serializeOpenApi(buildOpenApiDocument(t.app));
  // `npm run openapi` runs this test with OPENAPI_WRITE=1: it rewrites the file instead of comparing.
  if (process.env.OPENAPI_WRITE === '1') writeFileSync(COMMITTED, actual);
  const committed = readFileSync(COMMITTED, 'utf8');
  if (actual === committed) return;
  const operations = (doc: string) => Object.entries(JSON.parse(doc).paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  const [now, then] = [operations(actual), operations(committed)];
  throw new Error(
    [
      `apps/api/openapi.json has drifted from the running API: run \`${REGENERATE}\`, review the diff and commit it.`,
      `operations added: ${now.filter((o) => !then.includes(o)).join(', ') || 'none'}`,
      `operations removed: ${then.filter((o) => !now.includes(o)).join(', ') || 'none'}`,
      '(or a schema, summary or response of an existing one changed)',
    ].join('\n'),
  );
});
