import type { Session } from './auth';

/**
 * Where a refresh token travels (`POST /auth/token`, `POST /auth/signup`, `?transport=`). `body`: in the JSON,
 * for API clients. `cookie`: the web's; the token is set in an HttpOnly cookie scoped to /api/auth, read back
 * from it, and never appears in the JSON, so the page's scripts cannot read it.
 */
export const SESSION_TRANSPORTS = ['body', 'cookie'] as const;
export type SessionTransport = (typeof SESSION_TRANSPORTS)[number];
/** The refresh token's cookie (`transport=cookie`), sent back only to the auth endpoints. */
export const REFRESH_COOKIE = 'capsuisse_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** A session as the web holds it: the refresh token stays in its cookie. */
export type BrowserSession = Omit<Session, 'refresh_token'>;

/** One signed-in device in "Connexions actives" (`GET /auth/sessions`). */
export interface ActiveSession {
  id: string;
  /** From the User-Agent at sign-in, as people read it ('Chrome sur Windows'). */
  device: string;
  created_at: string;
  /** The last token refresh: an open page refreshes every quarter of an hour. */
  last_used_at: string;
  /** The session making this request. */
  current: boolean;
}

export const SESSIONS_TEXTS = {
  title: 'Connexions actives',
  intro: 'Les appareils connectés à votre compte. Terminez une connexion que vous ne reconnaissez pas.',
  device: 'Appareil',
  created: 'Connexion',
  lastUsed: 'Dernière activité',
  current: 'Cet appareil',
  end: 'Terminer',
  endConfirm: 'Terminer cette connexion ?',
  endCurrentConfirm: 'Vous serez déconnecté de cet appareil.',
  ended: 'Connexion terminée',
  unknownDevice: 'Appareil inconnu',
  loadFailed: 'Impossible de charger les connexions actives',
  endFailed: 'Impossible de terminer cette connexion',
} as const;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome sur Windows' from a User-Agent; the order of the lists matters (Edge also says Chrome, Android says Linux). */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? SESSIONS_TEXTS.unknownDevice;
}
