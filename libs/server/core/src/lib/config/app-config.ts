import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PublicConfig } from '@capsuisse/contracts';
import type { RateLimitBucket, RateLimits } from '../rate-limit/rate-limiter';
import type { MailRetry } from '../mail/mail-retry';
import type { S3Settings } from '../storage/s3-storage';
import { envSchema, type Env } from './config.schema';

export interface StripeSettings {
  secretKey: string;
  /** Null: webhooks are refused (reconciliation still settles sessions). */
  webhookSecret: string | null;
  /** Null: Stripe's own API. */
  api: { host: string; port: number | null; protocol: 'http' | 'https' } | null;
}

export interface MailSettings {
  /** Null: mail goes to the outbox table (the embedded default). */
  smtpUrl: string | null;
  from: string;
  retry: MailRetry;
  /** How often due mails are queued again (retries, and mails whose job was lost). */
  sweepMs: number;
  /** How long one try may hold a mail before another may take it (a killed worker's). */
  leaseMs: number;
}

const DAY_MS = 86_400_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The validated configuration, built once at start and injected (Nest token: the class itself). */
export class AppConfig {
  readonly env: Env['NODE_ENV'];
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly apiDocs: boolean;
  readonly healthDetails: boolean;
  readonly dataDir: string;
  readonly publicUrl: string;
  /** The origins of `publicUrl` and its aliases: where a person may be sent back to (see `returnUrl`). */
  readonly publicOrigins: ReadonlySet<string>;
  readonly databaseUrl: string | null;
  /** PostgreSQL connections of this process at most, the ORM's and the reads' (see `splitConnections`). */
  readonly databaseConnections: number;
  readonly redis: { url: string; prefix: string } | null;
  readonly queuePrefix: string;
  readonly jwtSecret: string;
  readonly mail: MailSettings;
  readonly webDist: string | null;
  readonly seedDemo: boolean;
  readonly logLevel: Env['LOG_LEVEL'];
  /** Null: stdout. */
  readonly logFile: string | null;
  readonly canton: string;
  /** `GET /metrics` on a port of its own (null: not served), for the token's bearer alone when there is one. */
  readonly metrics: { port: number | null; token: string | null };
  /** Proxies of ours in front of the API whose X-Forwarded-For entries are believed (0: none). */
  readonly trustProxyHops: number;
  readonly rateLimit: { windowMs: number } & Record<RateLimitBucket, RateLimits>;
  /** A session ends after `idleMs` without a refresh, and `maxMs` after sign-in whatever its use. */
  readonly sessions: { idleMs: number; maxMs: number };
  readonly jobs: { attempts: number; backoffMs: number; stalledMs: number };
  /** Null: objects go to DATA_DIR/storage. */
  readonly s3: S3Settings | null;
  readonly publicConfig: PublicConfig;
  /** Null: the local demo checkout. */
  readonly stripe: StripeSettings | null;
  /** How often open checkout sessions are settled, and from what age. */
  readonly reconcile: { everyMs: number; afterMs: number };
  /** Documents of a closed account are erased this long after `date_close`, by a job run every `everyMs`. */
  readonly retention: { documentsMs: number; everyMs: number };

  constructor(e: Env, jwtSecret: string) {
    this.env = e.NODE_ENV;
    this.production = e.NODE_ENV === 'production';
    this.port = e.PORT;
    this.host = e.HOST;
    this.apiDocs = e.API_DOCS ?? !this.production;
    this.healthDetails = e.HEALTH_DETAILS ?? !this.production;
    this.dataDir = resolve(e.DATA_DIR);
    this.publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
    // Unset, the platform is this machine's, reached by any of its loopback names.
    const loopback = e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`];
    this.publicOrigins = new Set([this.publicUrl, ...loopback, ...(e.PUBLIC_URL_ALIASES ?? [])].map((u) => new URL(u).origin));
    this.databaseUrl = e.DATABASE_URL ?? null;
    this.databaseConnections = e.DATABASE_CONNECTIONS;
    this.queuePrefix = e.QUEUE_PREFIX;
    this.redis = e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.QUEUE_PREFIX } : null;
    this.jwtSecret = jwtSecret;
    this.mail = {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      retry: { firstMs: e.MAIL_RETRY_FIRST_SECONDS * 1000, maxMs: e.MAIL_RETRY_MAX_SECONDS * 1000, forMs: e.MAIL_RETRY_FOR_SECONDS * 1000 },
      sweepMs: e.MAIL_SWEEP_SECONDS * 1000,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    };
    this.webDist = e.WEB_DIST ? resolve(e.WEB_DIST) : null;
    // Demo accounts (a published password) on the embedded default only; a real database asks for them.
    this.seedDemo = e.SEED_DEMO ?? (!this.production && !e.DATABASE_URL);
    this.logLevel = e.LOG_LEVEL;
    this.logFile = e.LOG_FILE ? resolve(e.LOG_FILE) : null;
    this.canton = e.CANTON;
    this.metrics = { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null };
    this.trustProxyHops = e.TRUST_PROXY_HOPS;
    this.rateLimit = {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      login: e.RATE_LIMIT_LOGIN,
      signup: e.RATE_LIMIT_SIGNUP,
      recover: e.RATE_LIMIT_RECOVER,
      reset: e.RATE_LIMIT_RESET,
      mfa: e.RATE_LIMIT_MFA,
    };
    this.sessions = { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS };
    this.jobs = { attempts: e.JOB_ATTEMPTS, backoffMs: e.JOB_BACKOFF_MS, stalledMs: e.JOB_STALLED_SECONDS * 1000 };
    this.s3 = e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : null;
    this.stripe = e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          api: e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT ?? null, protocol: e.STRIPE_API_PROTOCOL ?? 'https' } : null,
        }
      : null;
    this.reconcile = { everyMs: e.PAYMENT_RECONCILE_EVERY_SECONDS * 1000, afterMs: e.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 };
    this.retention = { documentsMs: e.DOCUMENT_RETENTION_DAYS * DAY_MS, everyMs: e.RETENTION_EVERY_SECONDS * 1000 };
    this.publicConfig = { housingGuideUrl: e.HOUSING_GUIDE_URL, supportEmail: e.SUPPORT_EMAIL };
  }

  /**
   * The platform's URL as the person reaches it: the origin they browse (a request's `Origin`) when it is
   * one of ours, so a return from checkout finds their session; the configured one otherwise, never a foreign one.
   */
  returnUrl(origin: string | undefined): string {
    return origin && this.publicOrigins.has(origin) ? origin : this.publicUrl;
  }
}

export interface LoadConfigOptions {
  /** Variables this entry cannot run without (the worker needs the real servers). */
  require?: (keyof Env)[];
}

/**
 * Reads and checks the environment once. Throws a ConfigError naming every bad variable.
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so restarts keep sessions.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  // Empty strings count as unset (docker-compose's `${X:-}` passes them).
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const missing = (options.require ?? []).filter((k) => env[k] === undefined);
  if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.map((k) => `${k}: required`).join('\n  ')}`);
  // Both keys, or neither (the SDK's own chain then: workload identity, instance role).
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
    throw new ConfigError('Invalid configuration:\n  SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  }
  if (env.MAIL_RETRY_MAX_SECONDS < env.MAIL_RETRY_FIRST_SECONDS) {
    throw new ConfigError('Invalid configuration:\n  MAIL_RETRY_MAX_SECONDS: must not be less than MAIL_RETRY_FIRST_SECONDS');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
    // Without SMTP, mail (reset links) would be kept in the outbox table.
    if (!env.SMTP_URL) throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production');
    if (env.SEED_DEMO) throw new ConfigError('Invalid configuration:\n  SEED_DEMO: demo accounts are never seeded in production');
  }
  return new AppConfig(env, env.JWT_SECRET ?? localJwtSecret(resolve(env.DATA_DIR)));
}

function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
