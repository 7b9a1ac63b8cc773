import { loadRemote, readRemoteManifest } from './remote-manifest';

// What the bundler provides in the built shell: the page's share scope and the call that fills it.
const shareScope = { react: { '19.3.1': {} } };
const calls: string[] = [];
Object.assign(globalThis, {
  __webpack_share_scopes__: { default: shareScope },
  __webpack_init_sharing__: async (scope: string) => void calls.push(`init sharing ${scope}`),
});

const pages = { pages: {} };
/** Stands for the browser running a remoteEntry.js: it defines its container, or fails to load. */
let entryLoads: 'ok' | 'fails' = 'ok';
const appended: string[] = [];
jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
  const script = node as unknown as HTMLScriptElement;
  appended.push(script.getAttribute('src') ?? '');
  setTimeout(() => {
    if (entryLoads === 'fails') return script.onerror?.(new Event('error'));
    Object.assign(window, {
      coach: {
        init: async (scope: unknown) => void calls.push(scope === shareScope ? 'init with the page scope' : 'init with another scope'),
        get: async (module: string) => () => (module === './pages' ? pages : undefined),
      },
    });
    script.onload?.(new Event('load'));
  });
  return node;
});

/** What each remote's build manifest requires (none: a remote deployed without it). */
const requires: Record<string, Record<string, string> | null> = { coach: { react: '^19.0.0' }, client: { react: '^20.0.0' }, recruiter: null };

beforeAll(async () => {
  global.fetch = jest.fn(async (url: string | URL) => {
    const remote = /\/remotes\/(\w+)\/mf-manifest\.json$/.exec(String(url))?.[1];
    if (!remote) return { ok: true, json: async () => ({ coach: '/remotes/coach/remoteEntry.js', client: '/remotes/client/remoteEntry.js', recruiter: '/remotes/recruiter/remoteEntry.js' }) };
    const needs = requires[remote];
    return needs ? { ok: true, json: async () => ({ name: remote, shared_version: '1.0.0', requires: needs }) } : { ok: false };
  }) as unknown as typeof fetch;
  await readRemoteManifest();
});

it('loads a remote once its entry has the page’s shared modules, and tries a failed one again', async () => {
  entryLoads = 'fails';
  await expect(loadRemote('coach', './pages')).rejects.toThrow('/remotes/coach/remoteEntry.js');

  entryLoads = 'ok';
  await expect(loadRemote('coach', './pages')).resolves.toBe(pages);
  await expect(loadRemote('coach', './pages')).resolves.toBe(pages);
  expect(appended).toEqual(['/remotes/coach/remoteEntry.js', '/remotes/coach/remoteEntry.js']);
  expect(calls).toEqual(['init sharing default', 'init sharing default', 'init with the page scope']);
});

it('refuses a remote the manifest does not list', async () => {
  await expect(loadRemote('axel', './pages')).rejects.toThrow('Remote axel is not in /remotes.json');
});

it('never runs a remote built for shared modules the page does not provide in range', async () => {
  appended.length = 0;
  await expect(loadRemote('client', './pages')).rejects.toThrow('Remote client (shared libs 1.0.0) needs react@^20.0.0');
  expect(appended).toEqual([]);
});

it('never runs a remote deployed without its build manifest', async () => {
  appended.length = 0;
  await expect(loadRemote('recruiter', './pages')).rejects.toThrow('Remote entry /remotes/recruiter/remoteEntry.js has no build manifest');
  expect(appended).toEqual([]);
});
