import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { COACH_PAGE_SIZE_DEFAULT } from '../documents';
import { API, INPUTS, inputOf, listRoutes, pathOf, type RouteDef } from './index';

describe('API routes', () => {
  it('names each path parameter in its params schema, and nothing else', () => {
    for (const route of listRoutes()) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const { params } = inputOf(route);
      const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect({ route: route.path, params: inSchema }).toEqual({ route: route.path, params: inPath });
    }
  });

  it('joins each input to a route of its group (the API parses a request with the inputs of its route)', () => {
    for (const [group, inputs] of Object.entries(INPUTS)) {
      for (const [name, input] of Object.entries(inputs)) {
        const route = (API as Record<string, Record<string, RouteDef>>)[group]?.[name];
        expect({ group, name, found: route !== undefined }).toEqual({ group, name, found: true });
        expect(inputOf(route)).toBe(input);
      }
    }
    expect(inputOf(API.me.get)).toEqual({});
  });

  it('lists each method + path once', () => {
    const keys = listRoutes().map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills parameters in, URI-encoded', () => {
    expect(pathOf(API.documents.link, { id: 'a/b c' })).toBe('/documents/a%2Fb%20c/link');
  });

  it('refuses unknown body fields with a French message', () => {
    const r = INPUTS.documents.reject.body.safeParse({ reason: 'Flou', reson: 'x' });
    expect(r.success ? null : r.error.issues[0].message).toBe(V.unknownFields(['reson']));
    const none = INPUTS.payments.checkout.body.safeParse(undefined);
    expect(none.success ? null : none.error.issues[0].message).toBe(V.bodyObject);
  });

  it("bounds signup metadata to the service chosen on /countries: its two keys, the accordion's values", () => {
    const signup = {
      email: 'a@b.ch',
      password: 'Genève-2026!',
      confirmPassword: 'Genève-2026!',
      firstName: 'A',
      lastName: 'B',
      countryCode: '+41',
      phone: '79 123 45 67',
      accountType: 'client',
    };
    const parse = (metadata: unknown) => INPUTS.auth.signup.body.safeParse({ ...signup, metadata });
    expect(parse({ country: 'Suisse', service: 'Se loger' }).data?.metadata).toEqual({
      country: 'Suisse',
      service: 'Se loger',
    });
    expect(parse(undefined).success).toBe(true);
    expect(parse({ country: 'Suisse', service: 'Se loger', utm: 'x' }).error?.issues[0].message).toBe(
      V.unknownFields(['utm']),
    );
    for (const metadata of [
      { country: 'Maroc', service: 'Travailler' },
      { country: 'x'.repeat(10_000), service: 'Travailler' },
      { nested: { a: 1 } },
      'Suisse',
    ]) {
      expect(parse(metadata).error?.issues[0].message).toBe(V.serviceChoice);
    }
  });

  it('parses params and queries at the edge: document types, ids, search', () => {
    expect(INPUTS.documents.upload.params.safeParse({ type: 'passport' }).error?.issues[0].message).toBe(
      'Type de document inconnu',
    );
    expect(INPUTS.documents.link.params.safeParse({ id: 'x' }).error?.issues[0].message).toBe(V.idFormat);
    expect(INPUTS.coach.clients.query.parse({ search: '  alice ' })).toEqual({
      search: 'alice',
      page: 1,
      page_size: COACH_PAGE_SIZE_DEFAULT,
    });
    expect(INPUTS.coach.clients.query.safeParse({ search: 'x'.repeat(101) }).error?.issues[0].message).toBe(
      V.searchMax,
    );
    expect(INPUTS.auth.logout.query.parse({})).toEqual({ scope: 'global' });
  });
});
