export { ApiError, NETWORK_ERROR_MESSAGE } from './lib/api-error';
export { HttpClient, type FetchLike, type HttpMethod, type RequestOptions } from './lib/http-client';
export { CapSuisseApi } from './lib/api';
export { Resource, type ResourceState } from './lib/resource';
export {
  SessionStore,
  SIGNED_IN_KEY,
  REFRESH_LOCK,
  type RefreshLocks,
  SESSION_EXPIRY_MARGIN_MS,
  type AssuranceLevel,
  type AuthListener,
  type SessionState,
  type SessionStoreOptions,
} from './lib/session-store';
export { LiveConnection, type LiveConnectionOptions, type LiveListener, type LiveStatus } from './lib/live';
export { api, configResource, live, profileResource, sessionStore } from './lib/instance';
export { useLiveEvents, useLiveStatus, useProfile, usePublicConfig, useSession } from './lib/hooks';
export { useLatest } from './lib/use-latest';
