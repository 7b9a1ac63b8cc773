import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { API, listRoutes, pathOf } from './index';

describe('API routes', () => {
  it('names each path parameter in its params schema, and nothing else', () => {
    for (const route of listRoutes()) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect({ route: route.path, params: inSchema }).toEqual({ route: route.path, params: inPath });
    }
  });

  it('lists each method + path once', () => {
    const keys = listRoutes().map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills parameters in, URI-encoded', () => {
    expect(pathOf(API.documents.link, { id: 'a/b c' })).toBe('/documents/a%2Fb%20c/link');
  });

  it('refuses unknown body fields with a French message', () => {
    const r = API.documents.reject.body.safeParse({ reason: 'Flou', reson: 'x' });
    expect(r.success ? null : r.error.issues[0].message).toBe(V.unknownFields(['reson']));
    const none = API.payments.checkout.body.safeParse(undefined);
    expect(none.success ? null : none.error.issues[0].message).toBe(V.bodyObject);
  });

  it('keeps signup metadata free', () => {
    const signup = { email: 'a@b.ch', password: 'Genève-2026!', confirmPassword: 'Genève-2026!', firstName: 'A', lastName: 'B', countryCode: '+41', phone: '79 123 45 67', accountType: 'client' };
    expect(API.auth.signup.body.safeParse({ ...signup, metadata: { utm: 'x', nested: { a: 1 } } }).success).toBe(true);
  });

  it('parses params and queries at the edge: document types, ids, search', () => {
    expect(API.documents.upload.params.safeParse({ type: 'passport' }).error?.issues[0].message).toBe('Type de document inconnu');
    expect(API.documents.link.params.safeParse({ id: 'x' }).error?.issues[0].message).toBe(V.idFormat);
    expect(API.coach.clients.query.parse({ search: '  alice ' })).toEqual({ search: 'alice' });
    expect(API.coach.clients.query.safeParse({ search: 'x'.repeat(101) }).error?.issues[0].message).toBe(V.searchMax);
    expect(API.auth.logout.query.parse({})).toEqual({ scope: 'global' });
  });
});
