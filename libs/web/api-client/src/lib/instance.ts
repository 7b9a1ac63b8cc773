import type { Profile, PublicConfig } from '@capsuisse/contracts';
import { CapSuisseApi } from './api';
import { HttpClient } from './http-client';
import { LiveConnection } from './live';
import { Resource } from './resource';
import { SessionStore } from './session-store';

// The page's single instances. This library is a Module Federation singleton, so the shell and every
// remote see the same session, the same profile and the same configuration.
const http = new HttpClient('/api', (input, init) => fetch(input, init));

export const sessionStore = new SessionStore({ http });
export const api = new CapSuisseApi(http, sessionStore);
/** The tab's one stream of live events, shared by the shell and every remote. */
export const live = new LiveConnection({ fetch: (input, init) => fetch(input, init), sessions: sessionStore });
export const profileResource = new Resource<Profile>(() => api.me.get());
export const configResource = new Resource<PublicConfig>(() => api.config.get());

sessionStore.onAuthStateChange((event) => {
  if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') profileResource.reset();
});
