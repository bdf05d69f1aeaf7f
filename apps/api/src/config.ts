import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@vozka/domain';
import type { StripeSettings } from './adapters/payments/stripe.ts';
import { geoConfigFromEnv, type GeoConfig } from './adapters/geo/index.ts';
import { envUrl, parseEnv } from './shared/env.ts';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './shared/stream-gate.ts';
import { RETRY } from './adapters/jobs/queue.ts';
import { DEFAULT_POSTGRES_OPTIONS, type PostgresOptions } from './db/client.ts';
import type { SmsConfig } from './adapters/sms/index.ts';
import { parseRequestLog, type RequestLog } from './plugins/request-log.ts';

/** An optional text variable; empty is the same as left out. */
const text = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const ConfigSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: text,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POSTGRES_OPTIONS.max),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POSTGRES_OPTIONS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.statementTimeoutMs),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.queryTimeoutMs),
  DATABASE_KEEPALIVE_DELAY_MS: z.coerce.number().int().min(1000).default(DEFAULT_POSTGRES_OPTIONS.keepAliveDelayMs),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: text,
  MAIL_FROM: z.string().default('Vozka <noreply@vozka.cz>'),
  DEMO_SEED: bool,
  DEMO_DRIVERS: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z
    .string()
    .optional()
    .refine((v) => parseRequestLog(v, true) !== undefined, 'all, off or a share of requests between 0 and 1'),
  CHECK_RESPONSES: bool,
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool,
  PAYMENT_PROVIDER: z
    .enum(['', ...PAYMENT_PROVIDERS])
    .optional()
    .transform((v) => (v ? v : 'sandbox')),
  STRIPE_SECRET_KEY: text,
  STRIPE_PUBLISHABLE_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_URL: envUrl,
  SMS_PROVIDER: z
    .enum(['', 'file', 'smsbrana'])
    .optional()
    .transform((v) => (v ? v : 'file')),
  SMSBRANA_LOGIN: text,
  SMSBRANA_PASSWORD: text,
  SMSBRANA_API_URL: envUrl,
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_STREAM_LIMITS.perAddress),
  STREAMS_ANONYMOUS_TOTAL: z.coerce.number().int().min(1).default(DEFAULT_STREAM_LIMITS.anonymousTotal),
  STREAMS_PER_USER: z.coerce.number().int().min(1).default(DEFAULT_STREAM_LIMITS.perUser),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(RETRY.delaySeconds),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  METRICS_TOKEN: text.refine((v) => v === undefined || v.length >= 16, 'at least 16 characters'),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8000).default(0),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The pool and timeouts of PostgreSQL (DATABASE_POOL_SIZE, DATABASE_*_TIMEOUT_MS, DATABASE_KEEPALIVE_DELAY_MS). */
  postgres: PostgresOptions;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data on an empty database: on by default for PGlite, off for DATABASE_URL. */
  demoSeed: boolean;
  /** Move the demo drivers around Prague (live pins): DEMO_DRIVERS, on by default with the demo seed. */
  demoDrivers: boolean;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** Which requests get log lines (LOG_REQUESTS; plugins/request-log.ts): off by default in production. */
  requestLog: RequestLog;
  /** Every answer also checked against its schema by zod (CHECK_RESPONSES; plugins/serialization.ts): off in production. */
  checkResponses: boolean;
  webDist: string;
  trustProxy: boolean;
  /** The payment provider (docs/decisions/0009): the built-in sandbox, or Stripe with its keys. */
  payments: { provider: PaymentProviderName; stripe: StripeSettings | null };
  /** Address suggestions and routes (docs/api/pricing.md §4): GEO_PROVIDER builtin | mapy | google and keys. */
  geo: GeoConfig;
  /** SMS (docs/decisions/0030): text files under DATA_DIR/sms, or the SMSbrána.cz gateway with its login. */
  sms: SmsConfig;
  /** Open server-sent event streams per process: per client address and in all (anonymous), per user. */
  streams: StreamLimits;
  /** The job queue's timing: the first retry's delay (doubling after) and how often idle workers ask. */
  jobs: { retryDelaySeconds: number; pollingSeconds: number };
  /** The bearer token of `GET /metrics` (METRICS_TOKEN; plugins/metrics.ts): left out, /metrics is off (404). */
  metricsToken: string | undefined;
  /**
   * After SIGTERM, how long the instance still serves while its readiness probe already answers 503
   * (SHUTDOWN_DELAY_MS, default 0): behind a proxy, long enough for its health check to take the instance
   * out, so no request lands on a closing instance (docs/operations.md, "Restarts").
   */
  shutdownDelayMs: number;
}

type Env = z.infer<typeof ConfigSchema>;

/** A `choice` that needs all of `keys`: a missing one stops the start (README.md's `section` tells more). */
function requireAll(e: Env, choice: string, keys: readonly (keyof Env)[], section: string): void {
  const missing = keys.filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${choice} needs ${missing.join(', ')} (see README.md, "${section}")`);
}

/** Stripe needs all three keys; a missing one stops the start instead of failing at the first payment. */
function paymentsOf(e: Env): Config['payments'] {
  if (e.PAYMENT_PROVIDER !== 'stripe') return { provider: 'sandbox', stripe: null };
  requireAll(e, 'PAYMENT_PROVIDER=stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'], 'Payments');
  return {
    provider: 'stripe',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiUrl: e.STRIPE_API_URL,
    },
  };
}

/** The SMS gateway needs its login and password; a missing one stops the start instead of failing every SMS. */
function smsOf(e: Env): SmsConfig {
  if (e.SMS_PROVIDER !== 'smsbrana') return { provider: 'file', smsbrana: null };
  requireAll(e, 'SMS_PROVIDER=smsbrana', ['SMSBRANA_LOGIN', 'SMSBRANA_PASSWORD'], 'Notifications');
  return {
    provider: 'smsbrana',
    smsbrana: { login: e.SMSBRANA_LOGIN!, password: e.SMSBRANA_PASSWORD!, apiUrl: e.SMSBRANA_API_URL },
  };
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(ConfigSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    postgres: {
      max: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      keepAliveDelayMs: e.DATABASE_KEEPALIVE_DELAY_MS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoSeed: e.DEMO_SEED ?? !e.DATABASE_URL,
    demoDrivers: e.DEMO_DRIVERS ?? e.DEMO_SEED ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    requestLog: parseRequestLog(e.LOG_REQUESTS, e.NODE_ENV === 'production')!,
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY ?? false,
    payments: paymentsOf(e),
    geo: geoConfigFromEnv(env),
    sms: smsOf(e),
    streams: { perAddress: e.STREAMS_PER_ADDRESS, anonymousTotal: e.STREAMS_ANONYMOUS_TOTAL, perUser: e.STREAMS_PER_USER },
    jobs: { retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS, pollingSeconds: e.JOBS_POLL_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  };
}
