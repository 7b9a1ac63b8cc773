import { fakeResponse } from '@capsuisse/web-testing';
import { CapSuisseApi } from './api';
import { HttpClient } from './http-client';
import type { SessionStore } from './session-store';

/** The API over a fetch that records each call and answers `{}`, signed in with token `t`. */
function setup() {
  const calls: { url: string; method?: string; body: unknown; auth?: string }[] = [];
  const http = new HttpClient('/api', async (url, init) => {
    calls.push({ url, method: init?.method, body: init?.body, auth: (init?.headers as Record<string, string>)['Authorization'] });
    return fakeResponse({ status: 200, body: {} });
  });
  const sessions = { getAccessToken: async () => 't', refreshSession: async () => null } as unknown as SessionStore;
  return { api: new CapSuisseApi(http, sessions), calls };
}

describe('CapSuisseApi over the contract routes', () => {
  it('fills path parameters in, URI-encoded, with the route method and the bearer token', async () => {
    const { api, calls } = setup();
    await api.documents.reject('a/b', 'Flou');
    expect(calls[0]).toEqual({ url: '/api/documents/a%2Fb/reject', method: 'POST', body: JSON.stringify({ reason: 'Flou' }), auth: 'Bearer t' });
  });

  it('sends only the query values given', async () => {
    const { api, calls } = setup();
    await api.coach.clients();
    await api.coach.clients('alice', 2);
    expect(calls.map((c) => c.url)).toEqual(['/api/coach/clients?page=1', '/api/coach/clients?search=alice&page=2']);
  });

  it('asks the recruiter candidates page by page', async () => {
    const { api, calls } = setup();
    await api.recruiter.candidates();
    await api.recruiter.candidates(3, 12);
    expect(calls.map((c) => c.url)).toEqual(['/api/recruiter/candidates?page=1', '/api/recruiter/candidates?page=3&page_size=12']);
  });

  it('uploads the file as the multipart field the route names', async () => {
    const { api, calls } = setup();
    await api.documents.upload('cv', new Blob(['%PDF']), 'cv.pdf');
    expect(calls[0].url).toBe('/api/documents/cv');
    const form = calls[0].body as FormData;
    expect((form.get('file') as File).name).toBe('cv.pdf');
  });

  it('calls public routes without a token', async () => {
    const { api, calls } = setup();
    await api.config.get();
    expect(calls[0]).toMatchObject({ url: '/api/config', method: 'GET', auth: undefined });
  });
});
