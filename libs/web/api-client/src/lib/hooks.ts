import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent, Profile, PublicConfig } from '@capsuisse/contracts';
import { configResource, live, profileResource, sessionStore } from './instance';
import type { LiveStatus } from './live';
import type { Resource, ResourceState } from './resource';
import type { SessionState } from './session-store';

/** The current session; re-renders on sign-in, refresh and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

function useResource<T>(resource: Resource<T>, enabled: boolean): ResourceState<T> & { reload: () => Promise<T> } {
  const state = useSyncExternalStore(resource.subscribe, resource.getSnapshot);
  const missing = enabled && state.data === undefined && !state.loading && !state.error;
  useEffect(() => {
    // Errors are in the state; the promise rejection itself is not needed here.
    if (missing) resource.load().catch(() => undefined);
  }, [missing, resource]);
  return { ...state, reload: () => resource.load(true) };
}

/** The signed-in user's profile (`GET /api/me`), shared by the shell and the remotes. */
export function useProfile(): ResourceState<Profile> & { reload: () => Promise<Profile> } {
  const { session } = useSession();
  return useResource(profileResource, session !== null);
}

/** Public settings (`GET /api/config`): housing guide URL, support e-mail. */
export function usePublicConfig(): ResourceState<PublicConfig> & { reload: () => Promise<PublicConfig> } {
  return useResource(configResource, true);
}

/** The tab's live stream: `on` receives every event while mounted (`ready` each time it is subscribed again). */
export function useLiveEvents(on: (event: LiveEvent) => void, enabled = true): void {
  const latest = useRef(on);
  useEffect(() => {
    latest.current = on;
  });
  useEffect(() => (enabled ? live.subscribe((event) => latest.current(event)) : undefined), [enabled]);
}

/** Whether the tab's live stream is subscribed now ('live'), being opened, or off. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(live.watch, live.getStatus);
}
