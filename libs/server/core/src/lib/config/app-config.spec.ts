import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'capsuisse-config-'));

describe('loadConfig', () => {
  it('starts on embedded defaults with no variable set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.redis).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxyHops).toBe(0);
    expect(config.databaseConnections).toBe(15);
    expect(config.host).toBe('localhost');
    expect(config.metrics).toEqual({ port: null, token: null });
    expect(config.rateLimit.login).toEqual({ pair: 10, account: 30, address: 100 });
    expect(config.sessions).toEqual({ idleMs: 7 * 86_400_000, maxMs: 30 * 86_400_000 });
    expect(config.publicConfig).toEqual({ housingGuideUrl: 'https://www.ch.ch/fr/logement/', supportEmail: 'support@capsuisse.ch' });
    // The generated secret is kept, so a restart keeps sessions.
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('sends people back to the origin they browse when it is one of ours, never to a foreign one', () => {
    const embedded = loadConfig({ DATA_DIR: dataDir(), PORT: '3100' });
    expect(embedded.returnUrl('http://127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(embedded.returnUrl('http://[::1]:3100')).toBe('http://[::1]:3100');
    expect(embedded.returnUrl('http://127.0.0.1:3999')).toBe('http://localhost:3100');
    expect(embedded.returnUrl('https://evil.example')).toBe('http://localhost:3100');
    expect(embedded.returnUrl(undefined)).toBe('http://localhost:3100');

    const deployed = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://app.capsuisse.ch/', PUBLIC_URL_ALIASES: 'https://capsuisse.ch, https://www.capsuisse.ch' });
    expect(deployed.returnUrl('https://www.capsuisse.ch')).toBe('https://www.capsuisse.ch');
    expect(deployed.returnUrl('https://app.capsuisse.ch')).toBe('https://app.capsuisse.ch');
    expect(deployed.returnUrl('http://127.0.0.1:3000')).toBe('https://app.capsuisse.ch');
    expect(deployed.returnUrl('null')).toBe('https://app.capsuisse.ch');
  });

  it.each([
    [{ PUBLIC_URL_ALIASES: 'https://ok.ch,ftp://no.ch' }, 'PUBLIC_URL_ALIASES'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'nope' }, 'REDIS_URL'],
    [{ DATABASE_CONNECTIONS: '2' }, 'DATABASE_CONNECTIONS'],
    [{ SUPPORT_EMAIL: 'not-an-email' }, 'SUPPORT_EMAIL'],
    [{ RATE_LIMIT_LOGIN: '10' }, 'RATE_LIMIT_LOGIN'],
    [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
    [{ SESSION_MAX_DAYS: 'un mois' }, 'SESSION_MAX_DAYS'],
    [{ SESSION_IDLE_DAYS: '10', SESSION_MAX_DAYS: '5' }, 'SESSION_IDLE_DAYS'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '9464', METRICS_TOKEN: 'court' }, 'METRICS_TOKEN'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25', SEED_DEMO: 'true' }, 'SEED_DEMO'],
  ])('names the bad variable %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`\\b${name}:`));
  });

  it('names the variables an entry requires', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir() }, { require: ['REDIS_URL'] })).toThrow(/REDIS_URL: required/);
  });

  it('seeds demo accounts on the embedded default only, and never in production', () => {
    const database = 'postgres://u@db:5432/capsuisse';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: database }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: database, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25' });
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25', DATABASE_URL: database }).seedDemo).toBe(false);
    expect([production.apiDocs, production.healthDetails]).toEqual([false, false]);
  });
});

describe('storage settings', () => {
  it('uses the local folder unless S3_BUCKET is set; keys come both from the environment or not at all', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'docs' }).s3?.credentials).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both or neither/);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', region: 'eu-central-2', bucket: 'docs', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true });
  });
});
