import { registerRemotes } from '@module-federation/enhanced/runtime';

/** `GET /remotes.json`: remote name → URL of its remoteEntry.js. Only this file changes when a remote moves. */
export type RemoteManifest = Record<string, string>;

export const REMOTE_MANIFEST_URL = '/remotes.json';

/** Registers every remote listed in the manifest; a missing manifest leaves the remotes unavailable, not the shell. */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  let manifest: RemoteManifest = {};
  try {
    const response = await fetch(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
    if (response.ok) manifest = (await response.json()) as RemoteManifest;
  } catch {
    // Offline or not served: each remote page will show its own "unavailable" message.
  }
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}
