import type { RemoteBuildManifest } from '@capsuisse/web-remote';
import { type ShareScope, unmetRequirements } from './remote-versions';

// The bundler's Module Federation globals (tools/web-build/federation.ts): the page's shared modules.
declare const __webpack_share_scopes__: Record<string, unknown>;
declare function __webpack_init_sharing__(scope: string): Promise<void>;

/** `GET /remotes.json`: remote name → URL of its remoteEntry.js. Only this file changes when a remote moves. */
export type RemoteManifest = Record<string, string>;

export const REMOTE_MANIFEST_URL = '/remotes.json';

let reading: Promise<RemoteManifest> | null = null;

/**
 * Reads the manifest, once: started at boot beside the first render (the public pages need no remote, so
 * they do not wait for it); a missing one leaves the remotes unavailable, not the shell.
 */
export function readRemoteManifest(): Promise<RemoteManifest> {
  reading ??= (async () => {
    try {
      const response = await fetch(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
      if (response.ok) return (await response.json()) as RemoteManifest;
    } catch {
      // Offline or not served: each remote page will show its own "unavailable" message.
    }
    return {};
  })();
  return reading;
}

/** What a remoteEntry.js defines, as a global named after its remote (library type 'var'). */
interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Remote entry ${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

// One container per remote, set up once: its entry script loaded, then given the page's shared modules.
const containers = new Map<string, Promise<RemoteContainer>>();

/** The remote's build manifest, beside its entry: what it requires of the page's shared modules. */
async function requirementsOf(entry: string): Promise<RemoteBuildManifest> {
  const response = await fetch(new URL('mf-manifest.json', new URL(entry, window.location.href)), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote entry ${entry} has no build manifest`);
  return (await response.json()) as RemoteBuildManifest;
}

async function setUp(remote: string): Promise<RemoteContainer> {
  const url = (await readRemoteManifest())[remote];
  if (!url) throw new Error(`Remote ${remote} is not in ${REMOTE_MANIFEST_URL}`);
  const [requirements] = await Promise.all([requirementsOf(url), __webpack_init_sharing__('default')]);
  const scope = __webpack_share_scopes__['default'] as ShareScope;
  // A remote built for another shell's kit is not run at all: its page shows the boundary's message.
  const unmet = unmetRequirements(requirements, scope);
  if (unmet.length) throw new Error(`Remote ${remote} (shared libs ${requirements.shared_version}) needs ${unmet.join(', ')}`);
  await loadScript(url);
  const container = (window as unknown as Record<string, RemoteContainer | undefined>)[remote];
  if (!container) throw new Error(`Remote entry ${url} defined no container ${remote}`);
  await container.init(scope);
  return container;
}

/** The module a remote exposes (`./pages`); a failure is not kept, so a later visit tries again. */
export async function loadRemote<T>(remote: string, exposed: string): Promise<T> {
  let container = containers.get(remote);
  if (!container) {
    container = setUp(remote);
    containers.set(remote, container);
    container.catch(() => containers.delete(remote));
  }
  const factory = await (await container).get(exposed);
  return factory() as T;
}
