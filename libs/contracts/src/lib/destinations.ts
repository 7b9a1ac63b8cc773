import { PAGES } from './pages';
import type { AccountType, Role } from './roles';

/** The services a destination offers (spec §2 "Countries"), as the accordion shows them. */
export const SERVICES = ['Travailler', 'Se loger', 'Entreprendre', 'Optimiser sa vie en Suisse', 'Investir', 'Optimiser', 'Création de société'] as const;
export type Service = (typeof SERVICES)[number];

export interface Destination {
  country: string;
  flag: string;
  services: readonly Service[];
  /** Shown 'en développement' and not clickable. */
  inDevelopment?: boolean;
}

const EUROPE: readonly Service[] = ['Travailler', 'Se loger', 'Entreprendre', 'Optimiser'];
const COMPANY: readonly Service[] = ['Création de société'];

/** The /countries accordion, in the spec's order. */
export const DESTINATIONS: readonly Destination[] = [
  { country: 'Suisse', flag: '🇨🇭', services: ['Travailler', 'Se loger', 'Entreprendre', 'Optimiser sa vie en Suisse'] },
  { country: 'Émirats arabes unis', flag: '🇦🇪', services: ['Travailler', 'Se loger', 'Entreprendre', 'Investir'] },
  { country: 'Luxembourg', flag: '🇱🇺', services: EUROPE },
  { country: 'France', flag: '🇫🇷', services: EUROPE },
  { country: 'Belgique', flag: '🇧🇪', services: EUROPE },
  { country: 'Singapour', flag: '🇸🇬', services: ['Entreprendre'] },
  { country: 'Monaco', flag: '🇲🇨', services: ['Entreprendre'] },
  { country: 'Vietnam', flag: '🇻🇳', services: COMPANY },
  { country: 'Maroc', flag: '🇲🇦', services: COMPANY },
  { country: 'Inde', flag: '🇮🇳', services: COMPANY },
  { country: 'Thaïlande', flag: '🇹🇭', services: COMPANY },
  { country: 'Nouvelle-Zélande', flag: '🇳🇿', services: COMPANY },
  { country: 'Maurice', flag: '🇲🇺', services: COMPANY },
  { country: 'Algérie', flag: '🇩🇿', services: COMPANY },
  { country: 'Australie', flag: '🇦🇺', services: [], inDevelopment: true },
];

/** What /signup-general receives as react-router navigation state, and keeps on the account's metadata. */
export interface ServiceChoice {
  country: string;
  service: Service;
}

/** Is it a service the accordion offers (a stale or hand-made navigation state is not)? */
export function isServiceChoice(value: unknown): value is ServiceChoice {
  const choice = value as Partial<ServiceChoice> | null;
  const destination = DESTINATIONS.find((d) => d.country === choice?.country);
  return !!destination && !destination.inDevelopment && destination.services.includes(choice?.service as Service);
}

export type ServiceTarget =
  | { kind: 'route'; path: string; state?: ServiceChoice }
  /** Another site: a full page navigation. */
  | { kind: 'external'; url: string };

/**
 * Where a click on a service leads (spec §2 "Countries"): a signed-in user goes to /dashboard, except
 * 'Se loger' for client_se_loger (the housing guide, `housingGuideUrl` is configuration); a signed-out
 * visitor signs up: 'Travailler' at /signup, the other services at /signup-general with the choice.
 */
export function serviceTarget(visitor: { signedIn: boolean; role?: Role | null }, choice: ServiceChoice, housingGuideUrl: string): ServiceTarget {
  if (visitor.signedIn) {
    if (choice.service === 'Se loger' && visitor.role === 'client_se_loger') return { kind: 'external', url: housingGuideUrl };
    return { kind: 'route', path: PAGES.dashboard.path };
  }
  if (choice.service === 'Travailler') return { kind: 'route', path: PAGES.signup.path };
  return { kind: 'route', path: PAGES.signupGeneral.path, state: choice };
}

/** The account /signup-general creates: housing seekers get their own role, the other services a client ('autre'). */
export const accountTypeForService = (service: Service): AccountType => (service === 'Se loger' ? 'client_se_loger' : 'autre');
