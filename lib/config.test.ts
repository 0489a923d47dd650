import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@db.internal:5432/envios',
  AUTH_SECRET: 'x'.repeat(32),
  PROVIDER_WEBHOOK_SECRET: 'y'.repeat(32),
};

describe('configuration', () => {
  it('accepts a complete production environment and applies defaults', () => {
    const config = parseConfig(production);
    expect(config.RATE_LIMIT_IP_PER_MINUTE).toBe(120);
    expect(config.RATE_LIMIT_KEY_PER_HOUR).toBe(1000);
    expect(config.ALLOW_INSECURE_WEBHOOK_URLS).toBe(false);
  });

  it('lists every problem at once', () => {
    try {
      parseConfig({ NODE_ENV: 'production', RATE_LIMIT_IP_PER_MINUTE: 'many', REDIS_URL: 'http://x', INNGEST_DEV: '1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'AUTH_SECRET', 'PROVIDER_WEBHOOK_SECRET', 'RATE_LIMIT_IP_PER_MINUTE', 'REDIS_URL', 'INNGEST_DEV']) {
        expect(message).toContain(name);
      }
    }
  });

  it('requires the Upstash token with its URL, and the Inngest signing key with the event key', () => {
    expect(() => parseConfig({ ...production, UPSTASH_REDIS_REST_URL: 'https://x.upstash.io' })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
    expect(() => parseConfig({ ...production, INNGEST_EVENT_KEY: 'k' })).toThrow(/INNGEST_SIGNING_KEY/);
  });
});
