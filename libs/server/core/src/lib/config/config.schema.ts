import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = (protocols: RegExp) => z.url({ protocol: protocols });
const limits = z
  .string()
  .regex(/^\d{1,5},\d{1,5},\d{1,5}$/, 'must be three counts: per address and account, per account, per address')
  .transform((v) => {
    const [pair, account, address] = v.split(',').map(Number);
    return { pair, account, address };
  });

/** Every environment variable the server reads; nothing else looks at `process.env`. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(1, 65535).default(3000),
  // Loopback unless told otherwise: the embedded default with its demo accounts is not for the network.
  HOST: z.string().min(1).default('localhost'),
  // The OpenAPI page and the health details (which backends, which is down): on by default outside production.
  API_DOCS: bool.optional(),
  HEALTH_DETAILS: bool.optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(/^postgres(ql)?$/).optional(),
  // PostgreSQL connections one process opens at most (its replicas times this must fit the server's max_connections).
  DATABASE_CONNECTIONS: int(3, 100).default(15),
  REDIS_URL: url(/^rediss?$/).optional(),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('capsuisse'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(/^https?$/).optional(),
  // Other origins people reach the platform by (comma-separated): a checkout started there returns there.
  PUBLIC_URL_ALIASES: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .refine((list) => list.every((o) => url(/^https?$/).safeParse(o).success), 'must be http(s) URLs separated by commas')
    .optional(),
  HOUSING_GUIDE_URL: url(/^https?$/).default('https://www.ch.ch/fr/logement/'),
  SUPPORT_EMAIL: z.email().default('support@capsuisse.ch'),
  CANTON: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter canton code').default('GE'),
  SMTP_URL: url(/^smtps?$/).optional(),
  MAIL_FROM: z.string().min(3).default('CapSuisse <no-reply@capsuisse.ch>'),
  // A mail that cannot be sent is tried again after 1 min, 2, 4… (at most MAIL_RETRY_MAX_SECONDS apart)
  // until MAIL_RETRY_FOR_SECONDS after it was queued, then kept as failed for axel to resend.
  MAIL_RETRY_FIRST_SECONDS: int(1, 86_400).default(60),
  MAIL_RETRY_MAX_SECONDS: int(1, 86_400).default(3600),
  MAIL_RETRY_FOR_SECONDS: int(1, 30 * 86_400).default(12 * 3600),
  // How often due mails are looked for, and how long a worker may hold one (a killed worker's mail waits that long).
  MAIL_SWEEP_SECONDS: int(1, 3600).default(30),
  MAIL_LEASE_SECONDS: int(1, 3600).default(300),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['verbose', 'debug', 'log', 'warn', 'error', 'fatal']).default('log'),
  // Log lines go to stdout (what the orchestrator collects) unless a file is named here.
  LOG_FILE: z.string().min(1).optional(),
  // Prometheus metrics (GET /metrics) on a port of their own, off when unset; with a token, for its bearer alone.
  METRICS_PORT: int(1, 65535).optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // The client address is read from X-Forwarded-For only through this many proxies of ours (0: the socket's).
  TRUST_PROXY_HOPS: int(0, 10).default(0),
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(900),
  RATE_LIMIT_LOGIN: limits.prefault('10,30,100'),
  RATE_LIMIT_SIGNUP: limits.prefault('3,3,10'),
  RATE_LIMIT_RECOVER: limits.prefault('3,5,20'),
  // A reset names no account (only its token): the address count applies.
  RATE_LIMIT_RESET: limits.prefault('10,10,20'),
  // Second-factor codes (sign-in, enrolment): the account is the user, so a guess costs the same from anywhere.
  RATE_LIMIT_MFA: limits.prefault('5,10,100'),
  // A refresh token unused this long (idle) or a session this old (absolute) is refused: signed out.
  SESSION_IDLE_DAYS: int(1, 365).default(7),
  SESSION_MAX_DAYS: int(1, 365).default(30),
  JOB_ATTEMPTS: int(1, 100).default(5),
  JOB_BACKOFF_MS: int(0, 3_600_000).default(2000),
  // A job whose worker stopped renewing its lock this long (killed) runs again elsewhere (BullMQ's lockDuration).
  JOB_STALLED_SECONDS: int(1, 3600).default(30),
  // Object storage: S3 when S3_BUCKET is set, else a folder under DATA_DIR.
  S3_ENDPOINT: url(/^https?$/).optional(),
  S3_REGION: z.string().min(1).default('eu-central-2'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Payments: Stripe when STRIPE_SECRET_KEY is set, else the local demo checkout (refused in production).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Tests only: a local server speaking Stripe's wire format.
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: int(1, 65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  PAYMENT_RECONCILE_EVERY_SECONDS: int(10, 86_400).default(300),
  PAYMENT_RECONCILE_AFTER_SECONDS: int(0, 86_400).default(300),
  // Documents of a closed account are kept this long, then erased (checked every RETENTION_EVERY_SECONDS).
  DOCUMENT_RETENTION_DAYS: int(0, 3650).default(365),
  RETENTION_EVERY_SECONDS: int(60, 86_400).default(3600),
});

export type Env = z.infer<typeof envSchema>;
