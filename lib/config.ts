// Configuration from the environment, validated once at start-up with every problem listed in one error.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive integer' });
        return z.NEVER;
      }
      return n;
    });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().url('must be a postgres:// connection string').optional(),
    DATABASE_POOL_MAX: positiveInt(10),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
    PROVIDER_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SHIPPING_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    UPSTASH_REDIS_REST_URL: z.string().url().optional(),
    UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
    RATE_LIMIT_IP_PER_MINUTE: positiveInt(120),
    RATE_LIMIT_KEY_PER_HOUR: positiveInt(1000),
    TRUST_PROXY: bool,
    INNGEST_EVENT_KEY: z.string().min(1).optional(),
    INNGEST_SIGNING_KEY: z.string().min(1).optional(),
    INNGEST_DEV: bool,
    ALLOW_INSECURE_WEBHOOK_URLS: bool,
  });

/** Rules across variables, checked on the raw environment so they are reported with every other problem. */
function crossChecks(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.UPSTASH_REDIS_REST_URL && !env.UPSTASH_REDIS_REST_TOKEN) problems.push('UPSTASH_REDIS_REST_TOKEN is required with UPSTASH_REDIS_REST_URL');
  if ((env.NODE_ENV ?? 'development') === 'production') {
    for (const name of ['DATABASE_URL', 'AUTH_SECRET', 'PROVIDER_WEBHOOK_SECRET']) {
      if (!env[name]) problems.push(`${name} is required in production`);
    }
    // Dev mode skips Inngest's request signatures: anyone could trigger deliveries.
    if (env.INNGEST_DEV && env.INNGEST_DEV !== 'false' && env.INNGEST_DEV !== '0') {
      problems.push('INNGEST_DEV must not be set in production (it disables request signing)');
    }
    if (env.INNGEST_EVENT_KEY && !env.INNGEST_SIGNING_KEY) problems.push('INNGEST_SIGNING_KEY is required with INNGEST_EVENT_KEY');
  }
  return problems;
}

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'env'} ${i.message}`)),
    ...crossChecks(cleaned as Record<string, string>),
  ];
  if (problems.length || !result.success) throw new ConfigError(problems);
  return result.data;
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
