import { ROLES } from './roles';
import { DESTINATIONS, accountTypeForService, isServiceChoice, serviceTarget, type Service } from './destinations';

const GUIDE = 'https://guide.example/logement';
const SIGNED_OUT = { signedIn: false, role: null };

describe('destinations (spec §2 "Countries")', () => {
  it('lists every country with its services, Australia in development and without services', () => {
    const byCountry = Object.fromEntries(DESTINATIONS.map((d) => [d.country, d.services]));
    expect(byCountry['Suisse']).toEqual(['Travailler', 'Se loger', 'Entreprendre', 'Optimiser sa vie en Suisse']);
    expect(byCountry['Émirats arabes unis']).toEqual(['Travailler', 'Se loger', 'Entreprendre', 'Investir']);
    for (const country of ['Luxembourg', 'France', 'Belgique']) expect(byCountry[country]).toEqual(['Travailler', 'Se loger', 'Entreprendre', 'Optimiser']);
    for (const country of ['Singapour', 'Monaco']) expect(byCountry[country]).toEqual(['Entreprendre']);
    for (const country of ['Vietnam', 'Maroc', 'Inde', 'Thaïlande', 'Nouvelle-Zélande', 'Maurice', 'Algérie']) expect(byCountry[country]).toEqual(['Création de société']);
    expect(DESTINATIONS.filter((d) => d.inDevelopment).map((d) => d.country)).toEqual(['Australie']);
    expect(DESTINATIONS).toHaveLength(15);
  });
});

describe('serviceTarget', () => {
  it('sends a signed-out visitor to /signup for Travailler', () => {
    expect(serviceTarget(SIGNED_OUT, { country: 'Suisse', service: 'Travailler' }, GUIDE)).toEqual({ kind: 'route', path: '/signup' });
    expect(serviceTarget(SIGNED_OUT, { country: 'France', service: 'Travailler' }, GUIDE)).toEqual({ kind: 'route', path: '/signup' });
  });

  it.each<[string, Service]>([
    ['Suisse', 'Se loger'],
    ['Suisse', 'Optimiser sa vie en Suisse'],
    ['Émirats arabes unis', 'Investir'],
    ['Monaco', 'Entreprendre'],
    ['Maroc', 'Création de société'],
  ])('sends a signed-out visitor to /signup-general carrying %s / %s', (country, service) => {
    expect(serviceTarget(SIGNED_OUT, { country, service }, GUIDE)).toEqual({ kind: 'route', path: '/signup-general', state: { country, service } });
  });

  it('sends client_se_loger choosing Se loger to the housing guide, by a full page navigation', () => {
    expect(serviceTarget({ signedIn: true, role: 'client_se_loger' }, { country: 'Suisse', service: 'Se loger' }, GUIDE)).toEqual({ kind: 'external', url: GUIDE });
  });

  it.each(ROLES)('sends a signed-in %s to /dashboard for any other choice', (role) => {
    for (const service of ['Travailler', 'Entreprendre'] as const) {
      expect(serviceTarget({ signedIn: true, role }, { country: 'Suisse', service }, GUIDE)).toEqual({ kind: 'route', path: '/dashboard' });
    }
    if (role !== 'client_se_loger') {
      expect(serviceTarget({ signedIn: true, role }, { country: 'Suisse', service: 'Se loger' }, GUIDE)).toEqual({ kind: 'route', path: '/dashboard' });
    }
  });

  it('sends a signed-in user without a role to /dashboard, Se loger included', () => {
    expect(serviceTarget({ signedIn: true, role: null }, { country: 'Suisse', service: 'Se loger' }, GUIDE)).toEqual({ kind: 'route', path: '/dashboard' });
  });
});

describe('/signup-general choices', () => {
  it('accepts only a service the accordion offers', () => {
    expect(isServiceChoice({ country: 'Suisse', service: 'Se loger' })).toBe(true);
    expect(isServiceChoice({ country: 'Monaco', service: 'Se loger' })).toBe(false);
    expect(isServiceChoice({ country: 'Australie', service: 'Travailler' })).toBe(false);
    expect(isServiceChoice({ country: 'Atlantide', service: 'Entreprendre' })).toBe(false);
    expect(isServiceChoice(null)).toBe(false);
    expect(isServiceChoice(undefined)).toBe(false);
  });

  it("creates client_se_loger for 'Se loger' and a client ('autre') for the other services", () => {
    expect(accountTypeForService('Se loger')).toBe('client_se_loger');
    expect(accountTypeForService('Entreprendre')).toBe('autre');
    expect(accountTypeForService('Création de société')).toBe('autre');
  });
});
