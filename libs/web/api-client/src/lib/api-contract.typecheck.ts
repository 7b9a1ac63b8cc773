import { API } from '@capsuisse/contracts';
import type { CapSuisseApi } from './api';

// Compile-only: `typecheck` reads this file; no test, bundle or import runs it. Each call below breaks the
// contract, so each must stay a type error: were one ever to compile, its `@ts-expect-error` would be
// unused and `typecheck` would fail.
export async function contractMismatches(api: CapSuisseApi): Promise<void> {
  // @ts-expect-error a body field the route does not take
  await api.call(API.documents.reject, { params: { id: 'd1' }, body: { reason: 'Flou', note: 'x' } });
  // @ts-expect-error a body without its required field
  await api.call(API.payments.checkout, { body: {} });
  // @ts-expect-error a path parameter missing
  await api.call(API.documents.link, { params: {} });
  // @ts-expect-error the request left out of a route with path parameters
  await api.call(API.documents.validate);
  // @ts-expect-error a refresh token sent with grant_type=password
  await api.call(API.auth.token, { query: { grant_type: 'password' }, body: { refresh_token: 'r' } });
  // @ts-expect-error a query value outside its enum
  await api.call(API.auth.logout, { query: { scope: 'everything' } });
  // @ts-expect-error a document type outside DOCUMENT_TYPES
  await api.documents.upload('passport', new Blob(), 'passeport.pdf');

  const link = await api.documents.link('d1');
  // @ts-expect-error a response field that does not exist (it is `expires_at`)
  void link.expiresAt;
  const profile = await api.call(API.me.get);
  // @ts-expect-error a response field that does not exist
  void profile.paid;

  // The well-formed calls compile.
  await api.call(API.documents.reject, { params: { id: 'd1' }, body: { reason: 'Flou' } });
  await api.call(API.auth.token, { query: { grant_type: 'refresh_token' }, body: { refresh_token: 'r' } });
  await api.call(API.coach.clients);
  void (link.expires_at, profile.has_paid);
}
