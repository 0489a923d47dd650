// Configuration from the environment, validated once at start-up: every problem is one Spanish line naming
// the variable, all listed together. Values are never echoed (they can hold passwords), only their shape.
//
// This is the one reader of the environment: the app, lib/, the CLI and instrumentation.ts read a variable through
// config() (validated, read once) or through `runtimeEnv` below (read on each use, never validated); db/client.ts is
// handed its settings (databaseSettings below, installed by lib/platform/db.ts: db/ imports nothing from lib/). The only
// other reads of process.env, each because it cannot come here (docs/architecture.md, "The environment"):
// - next.config.ts: NEXT_DIST_DIR, NEXT_SKIP_TYPECHECK and NODE_ENV, read by Next.js at build time;
// - drizzle.config.ts: DATABASE_URL, read by drizzle-kit generate alone (a developer's tool, never the service);
// - instrumentation.ts: NEXT_RUNTIME and NEXT_PHASE, which Next.js sets and replaces at build time per runtime;
// - scripts/embedded-postgres/resolve-database.ts: DATABASE_URL, where a command-line process (launcher, CLI, migrate)
//   finds its database;
// - scripts/ (launcher, production workers, test runner, e2e server, the HTTP server in front of Next.js, the
//   OpenAPI linter) and bench/: processes that start the app or run outside it; they set the environment of their
//   children and read their own switches (PORT, HOST, WEB_CONCURRENCY, E2E_*, SKIP_E2E…);
// - tests/ and e2e/, which set variables for the code under test.
import { z } from 'zod';
import type { DatabaseSettings } from '@/db/client';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, MAX_HEADERS_TIMEOUT_MS } from './server-timeouts.mjs';

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], { message: `${name} debe ser true o false.` })
    .optional()
    .transform((v) => v === 'true' || v === '1');

const integer = (name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} debe ser un número entero entre ${min} y ${max}.` });
        return z.NEVER;
      }
      return n;
    });

/** A URL whose scheme is one of `schemes`; the message shows the scheme it had, never the rest (passwords). */
const urlWithScheme = (name: string, schemes: string[], example: string) =>
  z.string().superRefine((value, ctx) => {
    let protocol: string;
    try {
      protocol = new URL(value).protocol;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} no es una URL válida; se espera algo como ${example}.` });
      return;
    }
    if (!schemes.includes(protocol)) {
      const expected = schemes.map((s) => `${s}//`).join(' o ');
      ctx.addIssue({
        code: 'custom',
        message: `${name} debe empezar con ${expected} (empieza con ${protocol}//); se espera algo como ${example}.`,
      });
    }
  });

/**
 * TRUST_PROXY: how many reverse proxies in front of the service are trusted to write X-Forwarded-For
 * (lib/http/client-ip.ts). `false` still means 0; `true` is refused because it no longer says how many.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'false') return 0;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY es el número de proxies de confianza delante del servicio (0 sin proxy, 1 con un nginx o balanceador que reescribe X-Forwarded-For).',
    });
    return z.NEVER;
  });

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'NODE_ENV debe ser development, production o test.' })
    .default('development'),
  DATABASE_URL: urlWithScheme(
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://usuario:contraseña@servidor:5432/envios',
  ).optional(),
  DATABASE_POOL_MAX: integer('DATABASE_POOL_MAX', 10, { max: 1000 }),
  /** The usage counters' own pool (db/client.ts getCounterSql), counted in README's connection total. */
  DATABASE_COUNTER_POOL_MAX: integer('DATABASE_COUNTER_POOL_MAX', 4, { max: 1000 }),
  /** false behind PgBouncer in transaction mode: statements unnamed, caches off (db/client.ts preparedStatementsEnabled). */
  DATABASE_PREPARE: z
    .enum(['true', 'false', '1', '0'], { message: 'DATABASE_PREPARE debe ser true o false.' })
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** The address Auth.js signs in on (read by Auth.js itself); https:// in production makes the organization cookie Secure. */
  AUTH_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres (genera uno con: openssl rand -base64 32).').optional(),
  PROVIDER_WEBHOOK_SECRET: z.string().min(16, 'PROVIDER_WEBHOOK_SECRET debe tener al menos 16 caracteres.').optional(),
  SHIPPING_PROVIDER: z
    .enum(['sandbox'], { message: 'SHIPPING_PROVIDER debe ser sandbox (el único proveedor disponible).' })
    .default('sandbox'),
  /**
   * Carriers (docs/carriers.md): where each carrier's API answers (its test host by default; `npm run dev` and the
   * tests point them at the local simulators of simulators/), the key that encrypts carrier credentials at rest
   * (32 bytes, base64; without it, a key derived from AUTH_SECRET), our default margin over a carrier's cost in basis points, the time
   * a quote waits for each carrier and the budget of one carrier HTTP call.
   */
  DHL_EXPRESS_API_URL: urlWithScheme('DHL_EXPRESS_API_URL', ['https:', 'http:'], 'https://express.api.dhl.com/mydhlapi').default(
    'https://express.api.dhl.com/mydhlapi/test',
  ),
  FEDEX_API_URL: urlWithScheme('FEDEX_API_URL', ['https:', 'http:'], 'https://apis.fedex.com').default('https://apis-sandbox.fedex.com'),
  CARRIER_CREDENTIALS_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32, {
      message: 'CARRIER_CREDENTIALS_KEY debe ser 32 bytes en base64 (genera una con: openssl rand -base64 32).',
    })
    .optional(),
  CARRIER_MARGIN_BASIS_POINTS: integer('CARRIER_MARGIN_BASIS_POINTS', 1500, { min: 0, max: 100_000 }),
  CARRIER_RATE_BUDGET_MS: integer('CARRIER_RATE_BUDGET_MS', 2_000, { min: 100, max: 60_000 }),
  CARRIER_HTTP_TIMEOUT_MS: integer('CARRIER_HTTP_TIMEOUT_MS', 10_000, { min: 100, max: 120_000 }),
  /** Minutes between two tracking polls of an order whose carrier has no push (lib/carriers/poll-tracking.ts). */
  CARRIER_TRACKING_POLL_MINUTES: integer('CARRIER_TRACKING_POLL_MINUTES', 30, { min: 1, max: 1440 }),
  /** Days a merchant has to dispute a weight adjustment's charge, from when it was recorded (docs/billing.md). */
  ADJUSTMENT_DISPUTE_WINDOW_DAYS: integer('ADJUSTMENT_DISPUTE_WINDOW_DAYS', 7, { min: 1, max: 90 }),
  /** Days a collected COD order may wait for the provider's remittance before it is flagged lost (docs/cod.md). */
  COD_LOST_AFTER_DAYS: integer('COD_LOST_AFTER_DAYS', 15, { min: 1, max: 365 }),
  /** The largest COD amount, in pesos, of a service with no row in cod_limits (docs/cod.md "Limits and label"). */
  COD_MAX_AMOUNT_MXN: integer('COD_MAX_AMOUNT_MXN', 20_000, { min: 1, max: 10_000_000 }),
  /**
   * Payments (docs/payments.md). The bank: each organization's CLABE is built from the platform's bank code and
   * branch (3 digits each; 646 = STP) with its beneficiary name; the bank's deposit callbacks are signed with
   * BANK_WEBHOOK_SECRET (Standard Webhooks, whsec_…); direct debits go to BANK_API_URL with BANK_API_KEY. `npm run dev`
   * and the tests point BANK_API_URL at the local bank simulator (simulators/bank).
   */
  BANK_CLABE_BANK_CODE: z
    .string()
    .regex(/^\d{3}$/, 'BANK_CLABE_BANK_CODE son los 3 dígitos del banco de la CLABE (p. ej. 646).')
    .default('646'),
  BANK_CLABE_BRANCH: z
    .string()
    .regex(/^\d{3}$/, 'BANK_CLABE_BRANCH son los 3 dígitos de la plaza de la CLABE (p. ej. 180).')
    .default('180'),
  BANK_BENEFICIARY_NAME: z
    .string()
    .min(1)
    .max(40, 'BANK_BENEFICIARY_NAME admite 40 caracteres (el nombre del beneficiario de SPEI).')
    .default('Envios MX SA de CV'),
  BANK_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'BANK_WEBHOOK_SECRET debe ser un secreto whsec_ seguido de al menos 24 bytes en base64.')
    .optional(),
  BANK_API_URL: urlWithScheme('BANK_API_URL', ['https:', 'http:'], 'https://banco.example.com/api').optional(),
  BANK_API_KEY: z.string().min(16, 'BANK_API_KEY debe tener al menos 16 caracteres.').optional(),
  /**
   * Invoices (CFDI 4.0, docs/payments.md): the PAC that stamps them (PAC_API_URL, PAC_API_TOKEN), the issuer's fiscal
   * data and its CSD (certificate .cer and key .key files and the key's password, read with @nodecfdi/credentials),
   * and the series of the folios. `npm run dev` and the tests use the local PAC simulator (simulators/pac) and a CSD
   * made for development.
   */
  PAC_API_URL: urlWithScheme('PAC_API_URL', ['https:', 'http:'], 'https://pac.example.com').optional(),
  PAC_API_TOKEN: z.string().min(16, 'PAC_API_TOKEN debe tener al menos 16 caracteres.').optional(),
  /**
   * Test-mode invoices (docs/modes.md, docs/payments.md): a test-mode twin's top-ups are invoiced only through a PAC's
   * test environment, never the production PAC (SW Sapien's documented test host is https://services.test.sw.com.mx),
   * with the same issuer, CSD and series (CFDI_*). Without these two, test-mode top-ups are not invoiced. `npm run dev`
   * points them at the local PAC simulator, as PAC_*.
   */
  PAC_TEST_API_URL: urlWithScheme('PAC_TEST_API_URL', ['https:', 'http:'], 'https://services.test.sw.com.mx').optional(),
  PAC_TEST_API_TOKEN: z.string().min(16, 'PAC_TEST_API_TOKEN debe tener al menos 16 caracteres.').optional(),
  CFDI_ISSUER_RFC: z
    .string()
    .regex(/^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, 'CFDI_ISSUER_RFC debe ser el RFC de una persona moral (12 caracteres, p. ej. EMX210101AB1).')
    .optional(),
  CFDI_ISSUER_NAME: z.string().min(1).max(254, 'CFDI_ISSUER_NAME admite 254 caracteres.').optional(),
  CFDI_ISSUER_TAX_REGIME: z
    .string()
    .regex(/^\d{3}$/, 'CFDI_ISSUER_TAX_REGIME es la clave de régimen fiscal del SAT (p. ej. 601).')
    .default('601'),
  CFDI_ISSUER_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, 'CFDI_ISSUER_POSTAL_CODE son los 5 dígitos del código postal del lugar de expedición.')
    .optional(),
  CFDI_SERIES: z
    .string()
    .regex(/^[A-Za-z0-9]{1,25}$/, 'CFDI_SERIES admite de 1 a 25 letras o dígitos.')
    .default('EMX'),
  CFDI_CSD_CERTIFICATE_PATH: z.string().min(1).optional(),
  CFDI_CSD_KEY_PATH: z.string().min(1).optional(),
  CFDI_CSD_PASSWORD: z.string().min(1).optional(),
  UPSTASH_REDIS_REST_URL: urlWithScheme('UPSTASH_REDIS_REST_URL', ['https:', 'http:'], 'https://tu-base.upstash.io').optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  REDIS_URL: urlWithScheme('REDIS_URL', ['redis:', 'rediss:'], 'redis://servidor:6379').optional(),
  /**
   * Where rate-limit counts live (lib/platform/rate-limit, docs/api/rate-limits.md): auto = Upstash if configured,
   * else Redis if REDIS_URL, else memory (one machine); postgres (the service database) only when asked.
   */
  RATE_LIMIT_STORE: z
    .enum(['auto', 'memory', 'redis', 'postgres', 'upstash'], {
      message: 'RATE_LIMIT_STORE debe ser auto, memory, redis, postgres o upstash.',
    })
    .default('auto'),
  RATE_LIMIT_IP_PER_MINUTE: integer('RATE_LIMIT_IP_PER_MINUTE', 120),
  RATE_LIMIT_KEY_PER_HOUR: integer('RATE_LIMIT_KEY_PER_HOUR', 1000),
  /** Public tracking page views per client address a minute (app/rastreo/_lib/page-limit.ts). */
  RATE_LIMIT_TRACKING_PER_MINUTE: integer('RATE_LIMIT_TRACKING_PER_MINUTE', 60),
  /**
   * The window of the sign-in limits in minutes (lib/auth/sign-in-throttle.ts, docs/security.md "Sign-in limits"):
   * 10 failed guesses per account and address, 50 per address, 20 wrong codes per user in each window. Default 15;
   * a longer window is stricter (the same guesses over more time).
   */
  SIGN_IN_WINDOW_MINUTES: integer('SIGN_IN_WINDOW_MINUTES', 15, { max: 7 * 24 * 60 }),
  /**
   * How long an act that changed a cached row (a key revoked, a tariff edited) waits for every server process to
   * confirm it dropped the old row (lib/platform/cache/listener.ts, docs/security.md), in milliseconds. Default 2000.
   */
  CACHE_CONFIRM_TIMEOUT_MS: integer('CACHE_CONFIRM_TIMEOUT_MS', 2_000, { min: 100, max: 600_000 }),
  TRUST_PROXY: trustedProxies,
  INNGEST_EVENT_KEY: z.string().min(1).optional(),
  INNGEST_SIGNING_KEY: z.string().min(1).optional(),
  INNGEST_DEV: bool('INNGEST_DEV'),
  ALLOW_INSECURE_WEBHOOK_URLS: bool('ALLOW_INSECURE_WEBHOOK_URLS'),
  /** The API request log (docs/request-log.md): on by default; off for the benchmark's comparison. */
  REQUEST_LOG: z.enum(['on', 'off'], { message: 'REQUEST_LOG debe ser on u off.' }).default('on'),
  /** The address people use to reach the service: links in emails, trackingUrl, QR codes (no trailing slash). */
  PUBLIC_URL: urlWithScheme('PUBLIC_URL', ['https:', 'http:'], 'https://envios.example.com').optional(),
  /** Outgoing mail (lib/email): smtp://usuario:contraseña@servidor:587 or smtps://…:465; the launcher's mail catcher in development. */
  SMTP_URL: urlWithScheme('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://usuario:contraseña@smtp.example.com:587').optional(),
  /** The From of every email, e.g. "Envíos MX <avisos@envios.example.com>". */
  EMAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'EMAIL_FROM debe ser una dirección como "Envíos MX <avisos@envios.example.com>".',
    )
    .optional(),
  /** Set by the launcher for `npm start -- --embedded`: a single-machine trial on the embedded database. */
  EMBEDDED_DATABASE: bool('EMBEDDED_DATABASE'),
  /** The launcher applies db/migrations before serving (single machine); false when releases migrate once (docs/deploy.md). */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'], { message: 'MIGRATE_ON_START debe ser true o false.' })
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * The AES key of server actions' encrypted arguments and the salt of their ids (Next.js reads it at build and at
   * run time): the same value on every instance and every build of a release (docs/deploy.md).
   */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && [16, 24, 32].includes(Buffer.from(v, 'base64').length), {
      message:
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY debe ser una clave AES en base64 de 16, 24 o 32 bytes (genera una con: openssl rand -base64 32).',
    })
    .optional(),
  /** Observability (docs/observability.md): the log threshold, OpenTelemetry traces over OTLP/HTTP, the /api/metrics token. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { message: 'LOG_LEVEL debe ser debug, info, warn o error.' }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlWithScheme('OTEL_EXPORTER_OTLP_ENDPOINT', ['https:', 'http:'], 'http://colector-otel:4318').optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'OTEL_SERVICE_NAME debe tener de 1 a 100 letras, dígitos, puntos, guiones o guiones bajos.')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres (genera uno con: openssl rand -hex 24).').optional(),
  /**
   * The HTTP server in front of Next.js (scripts/next-server.mjs, lib/platform/server-timeouts.mjs): an idle keep-alive
   * connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS, above the load balancer's own idle timeout
   * (deploy/nginx.conf: 60 s); a request's headers may take HTTP_HEADERS_TIMEOUT_MS, above that (docs/deploy.md).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS, {
    min: 1_000,
    max: MAX_HEADERS_TIMEOUT_MS - 1_000,
  }),
  HTTP_HEADERS_TIMEOUT_MS: integer('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, { min: 2_000, max: MAX_HEADERS_TIMEOUT_MS }),
});

/** Rules across variables, checked on the raw environment so they are reported with every other problem. */
/** The issuer's settings every invoice needs, live or test (CFDI_ISSUER_TAX_REGIME and CFDI_SERIES have defaults). */
const INVOICE_ISSUER_SETTINGS = [
  'CFDI_ISSUER_RFC',
  'CFDI_ISSUER_NAME',
  'CFDI_ISSUER_POSTAL_CODE',
  'CFDI_CSD_CERTIFICATE_PATH',
  'CFDI_CSD_KEY_PATH',
  'CFDI_CSD_PASSWORD',
];

function crossChecks(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const on = (name: string) => env[name] !== undefined && env[name] !== 'false' && env[name] !== '0';
  if (env.UPSTASH_REDIS_REST_URL && !env.UPSTASH_REDIS_REST_TOKEN)
    problems.push('UPSTASH_REDIS_REST_TOKEN es obligatoria junto con UPSTASH_REDIS_REST_URL.');
  if (env.RATE_LIMIT_STORE === 'redis' && !env.REDIS_URL)
    problems.push('RATE_LIMIT_STORE=redis necesita REDIS_URL (p. ej. redis://servidor:6379).');
  if (env.RATE_LIMIT_STORE === 'upstash' && !env.UPSTASH_REDIS_REST_URL) {
    problems.push('RATE_LIMIT_STORE=upstash necesita UPSTASH_REDIS_REST_URL y UPSTASH_REDIS_REST_TOKEN.');
  }
  const keepAlive = Number(env.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS);
  const headers = Number(env.HTTP_HEADERS_TIMEOUT_MS ?? DEFAULT_HEADERS_TIMEOUT_MS);
  if (Number.isInteger(keepAlive) && Number.isInteger(headers) && headers <= keepAlive) {
    problems.push(
      `HTTP_HEADERS_TIMEOUT_MS (${headers}) debe ser mayor que HTTP_KEEP_ALIVE_TIMEOUT_MS (${keepAlive}): el servidor no debe cortar una solicitud antes que la conexión inactiva por la que llega.`,
    );
  }
  // Payments (docs/payments.md): each group works whole or not at all.
  const groups: Array<[string, string[]]> = [
    ['los depósitos y la domiciliación', ['BANK_WEBHOOK_SECRET', 'BANK_API_URL', 'BANK_API_KEY']],
    ['las facturas', ['PAC_API_URL', 'PAC_API_TOKEN', ...INVOICE_ISSUER_SETTINGS]],
  ];
  for (const [what, names] of groups) {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(`Para ${what} faltan ${missing.join(', ')} (se configuran juntas: ${names.join(', ')}).`);
    }
  }
  // The test-mode invoices' group: the PAC's test environment and the issuer's CFDI_* settings, whole when any of
  // PAC_TEST_* is given (the CFDI_* settings alone serve the live invoices).
  const testInvoices = ['PAC_TEST_API_URL', 'PAC_TEST_API_TOKEN', ...INVOICE_ISSUER_SETTINGS];
  const missingTest = testInvoices.filter((name) => !env[name]);
  if ((env.PAC_TEST_API_URL || env.PAC_TEST_API_TOKEN) && missingTest.length > 0) {
    problems.push(`Para las facturas de prueba faltan ${missingTest.join(', ')} (se configuran juntas: ${testInvoices.join(', ')}).`);
  }
  if ((env.NODE_ENV ?? 'development') === 'production') {
    // Without these, each machine would run its own private database and sign sessions with its own key.
    if (!env.DATABASE_URL && !on('EMBEDDED_DATABASE')) {
      problems.push(
        'DATABASE_URL es obligatoria en producción (para probar en una sola máquina con la base embebida: npm start -- --embedded).',
      );
    }
    for (const name of ['AUTH_SECRET', 'PROVIDER_WEBHOOK_SECRET']) {
      if (!env[name] && !on('EMBEDDED_DATABASE')) problems.push(`${name} es obligatoria en producción.`);
    }
    // Behind a load balancer (TRUST_PROXY >= 1), the one set-up where several instances answer the same
    // dashboard: each must decrypt what another encrypted, and builds made apart must agree on action ids.
    if (/^[1-9]\d*$/.test(env.TRUST_PROXY ?? '') && !env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY && !on('EMBEDDED_DATABASE')) {
      problems.push(
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY es obligatoria en producción detrás de un balanceador (TRUST_PROXY=1 o más): la misma en todas las instancias (genera una con: openssl rand -base64 32).',
      );
    }
    // Dev mode skips Inngest's request signatures: anyone could trigger deliveries.
    if (on('INNGEST_DEV')) problems.push('INNGEST_DEV no se permite en producción (desactiva la firma de las solicitudes de Inngest).');
    if (env.INNGEST_EVENT_KEY && !env.INNGEST_SIGNING_KEY) problems.push('INNGEST_SIGNING_KEY es obligatoria junto con INNGEST_EVENT_KEY.');
    // Email (lib/email, docs/email.md): without them mail would wait in the outbox forever or carry links to
    // localhost. A single-machine trial (--embedded) gets the launcher's mail catcher and http://localhost:PORT.
    if (!on('EMBEDDED_DATABASE')) {
      if (!env.SMTP_URL)
        problems.push(
          'SMTP_URL es obligatoria en producción (el servidor de correo saliente, p. ej. smtp://usuario:contraseña@smtp.example.com:587).',
        );
      if (!env.EMAIL_FROM)
        problems.push(
          'EMAIL_FROM es obligatoria en producción (el remitente de los correos, p. ej. "Envíos MX <avisos@envios.example.com>").',
        );
      if (!env.PUBLIC_URL)
        problems.push('PUBLIC_URL es obligatoria en producción (la dirección pública del servicio, para los enlaces de los correos).');
    }
  }
  return problems;
}

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings count as unset, as in most .env tooling.
const setOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
const problemsOf = (error: z.ZodError) =>
  error.issues.map((i) => (i.message.includes(String(i.path[0])) ? i.message : `${i.path.join('.')}: ${i.message}`));

export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = setOnly(env);
  const result = schema.safeParse(cleaned);
  const problems = [...(result.success ? [] : problemsOf(result.error)), ...crossChecks(cleaned as Record<string, string>)];
  if (problems.length || !result.success) throw new ConfigError(problems);
  return result.data;
}

const databaseSchema = schema.pick({
  DATABASE_URL: true,
  DATABASE_POOL_MAX: true,
  DATABASE_COUNTER_POOL_MAX: true,
  DATABASE_PREPARE: true,
});
export type DatabaseConfig = z.output<typeof databaseSchema>;

/**
 * The database variables alone, by the same rules and messages: for a process that needs no other (the CLI, which
 * runs without validating the rest; a test that moves its database).
 */
export function parseDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const result = databaseSchema.safeParse(setOnly(env));
  if (!result.success) throw new ConfigError(problemsOf(result.error));
  return result.data;
}

/** What db/client.ts's configureDatabase takes (lib/platform/db.ts installs it): this process's configuration by default. */
export function databaseSettings(from: DatabaseConfig = config()): DatabaseSettings {
  return {
    url: from.DATABASE_URL,
    poolMax: from.DATABASE_POOL_MAX,
    counterPoolMax: from.DATABASE_COUNTER_POOL_MAX,
    prepare: from.DATABASE_PREPARE,
  };
}

let cached: Config | undefined;
/** The validated configuration of this process (read once). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** Tests change the environment between cases; they call this to re-read it. */
export function resetConfigCache(): void {
  cached = undefined;
}

/** Webhook targets may be http:// or private addresses only when explicitly allowed. */
export function insecureWebhookUrlsAllowed(): boolean {
  return config().ALLOW_INSECURE_WEBHOOK_URLS;
}

/** Whether the in-process runner delivers webhooks (no Inngest configured). */
export function inngestEnabled(): boolean {
  const c = config();
  return Boolean(c.INNGEST_EVENT_KEY || c.INNGEST_DEV);
}

/** AUTH_SECRET, also when it was set after this process first read its configuration (tests set it per file). */
export function authSecret(): string | undefined {
  return config().AUTH_SECRET ?? process.env.AUTH_SECRET;
}

/**
 * Variables read on each use and never validated: the logger's (it reports the configuration's own problems, and
 * tests change LOG_LEVEL while it runs), the tracer's (whose exporter reads the OTEL_* variables itself), switches a
 * parent process or a test sets (the cluster's shared limiter, the benchmark's no-op route, the message channel),
 * and the port the launcher serves on.
 */
export const runtimeEnv = {
  nodeEnv: () => process.env.NODE_ENV,
  /** debug, info, warn or error; an unknown value is info (lib/platform/log) */
  logLevel: () => process.env.LOG_LEVEL,
  /** json: JSON lines in development too, without pino-pretty */
  logFormat: () => process.env.LOG_FORMAT,
  otelServiceName: () => process.env.OTEL_SERVICE_NAME,
  /** whether an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) */
  otelExporterConfigured: () => Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
  /** the machine's name (set by the container or the shell), for the span's service.instance.id */
  hostname: () => process.env.HOSTNAME,
  /** DATABASE_URL as it is now (tests start their database after the configuration was read) */
  databaseUrl: () => process.env.DATABASE_URL,
  /** the provider's signing secret for `npm run cli -- provider:send`, which runs without validating the rest */
  providerWebhookSecret: () => process.env.PROVIDER_WEBHOOK_SECRET,
  /** the port the launcher serves on (scripts/launch.ts), for the development links and the CLI's default address */
  port: () => process.env.PORT,
  /** set to 1 by scripts/serve.ts on its workers: rate limits are counted by the primary process */
  flag: (name: 'ENVIOS_RATE_LIMIT_VIA_PRIMARY' | 'BENCH_NOOP') => process.env[name] === '1',
  /** "whatsapp" sends the recipient's messages by WhatsApp, anything else by SMS (lib/notifications/channels) */
  messageChannel: () => process.env.NOTIFICATIONS_MESSAGE_CHANNEL,
  /** the message provider's adapter, "log" by default (lib/notifications/channels) */
  messageAdapter: () => process.env.NOTIFICATIONS_MESSAGE_ADAPTER,
};
