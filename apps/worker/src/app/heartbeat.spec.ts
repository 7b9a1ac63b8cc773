import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeartbeat } from './heartbeat';

it('writes the heartbeat file at once and keeps it fresh until stopped', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'capsuisse-heartbeat-')), 'alive');
  const stop = startHeartbeat(file, 30);
  try {
    const first = statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 100));
    expect(statSync(file).mtimeMs).toBeGreaterThan(first);
  } finally {
    stop();
  }
  const last = statSync(file).mtimeMs;
  await new Promise((r) => setTimeout(r, 100));
  expect(statSync(file).mtimeMs).toBe(last);
});
