import {
  API_ERRORS,
  type CheckoutRequest,
  type CheckoutResponse,
  type CoachClientsResponse,
  type DocumentDto,
  type DocumentType,
  type Profile,
  type ProfileUpdate,
  type PublicConfig,
  type SignedLink,
  type VerifyRequest,
  type VerifyResponse,
} from '@capsuisse/contracts';
import { ApiError } from './api-error';
import type { HttpClient, HttpMethod, RequestOptions } from './http-client';
import type { SessionStore } from './session-store';

/** The API's endpoints, typed with the contracts. Auth itself goes through the SessionStore. */
export class CapSuisseApi {
  constructor(
    private readonly http: HttpClient,
    private readonly sessions: SessionStore,
  ) {}

  readonly me = {
    get: () => this.authed<Profile>('GET', '/me'),
    update: (changes: ProfileUpdate) => this.authed<Profile>('PATCH', '/me', { body: changes }),
  };

  readonly documents = {
    list: () => this.authed<DocumentDto[]>('GET', '/documents'),
    /** Uploads or replaces the client's own document of this type (multipart field `file`). */
    upload: (type: DocumentType, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return this.authed<DocumentDto>('POST', `/documents/${type}`, { body: form });
    },
    link: (id: string) => this.authed<SignedLink>('GET', `/documents/${encodeURIComponent(id)}/link`),
    validate: (id: string) => this.authed<DocumentDto>('POST', `/documents/${encodeURIComponent(id)}/validate`),
    reject: (id: string, reason: string) =>
      this.authed<DocumentDto>('POST', `/documents/${encodeURIComponent(id)}/reject`, { body: { reason } }),
  };

  readonly coach = {
    clients: (search = '') =>
      this.authed<CoachClientsResponse>('GET', '/coach/clients', search ? { query: { search } } : {}),
  };

  readonly payments = {
    /** Opens a checkout session at the provider; its `url` is where the client pays. */
    checkout: (body: CheckoutRequest) => this.authed<CheckoutResponse>('POST', '/payments/checkout', { body }),
    /** Asks the server (which asks the provider) whether this checkout session is paid. */
    verify: (body: VerifyRequest) => this.authed<VerifyResponse>('POST', '/payments/verify', { body }),
  };

  readonly config = {
    get: () => this.http.request<PublicConfig>('GET', '/config'),
  };

  readonly password = {
    recover: (email: string) => this.http.request<void>('POST', '/auth/recover', { body: { email } }),
    reset: (token: string, password: string) =>
      this.http.request<void>('POST', '/auth/reset', { body: { token, password } }),
  };

  /** A signed-in call; a 401 on a token we believed valid gets one refresh and one retry. */
  private async authed<T>(method: HttpMethod, path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> {
    const token = await this.sessions.getAccessToken();
    if (!token) throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: API_ERRORS.unauthenticated });
    try {
      return await this.http.request<T>(method, path, { ...options, token });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      const renewed = await this.sessions.refreshSession();
      if (!renewed) throw error;
      return this.http.request<T>(method, path, { ...options, token: renewed.access_token });
    }
  }
}
