import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@db.internal:5432/envios',
  AUTH_SECRET: 'x'.repeat(32),
  PROVIDER_WEBHOOK_SECRET: 'y'.repeat(32),
  SMTP_URL: 'smtp://avisos:pw@smtp.example.com:587',
  EMAIL_FROM: 'Envíos MX <avisos@envios.example.com>',
  PUBLIC_URL: 'https://envios.example.com',
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
      for (const name of [
        'DATABASE_URL',
        'AUTH_SECRET',
        'PROVIDER_WEBHOOK_SECRET',
        'RATE_LIMIT_IP_PER_MINUTE',
        'REDIS_URL',
        'INNGEST_DEV',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('says each problem in one Spanish line, naming the variable and never echoing a value', () => {
    try {
      parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://root:s3cr3t@db/envios', TRUST_PROXY: 'true', REDIS_URL: 'http://x' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toContain(
        'DATABASE_URL debe empezar con postgres:// o postgresql:// (empieza con mysql://); se espera algo como postgres://usuario:contraseña@servidor:5432/envios.',
      );
      expect(problems.some((p) => p.startsWith('TRUST_PROXY es el número de proxies de confianza'))).toBe(true);
      expect(problems).toContain('AUTH_SECRET es obligatoria en producción.');
      expect(problems.every((p) => !p.includes('\n') && !p.includes('s3cr3t'))).toBe(true);
    }
  });

  it('refuses production without the email settings (SMTP_URL, EMAIL_FROM, PUBLIC_URL), except the embedded trial', () => {
    for (const name of ['SMTP_URL', 'EMAIL_FROM', 'PUBLIC_URL'] as const) {
      const { [name]: _omitted, ...rest } = production;
      expect(() => parseConfig(rest)).toThrow(new RegExp(`${name} es obligatoria en producción`));
    }
    expect(parseConfig({ NODE_ENV: 'production', EMBEDDED_DATABASE: 'true' }).SMTP_URL).toBeUndefined();
    expect(() => parseConfig({ ...production, SMTP_URL: 'http://smtp.example.com' })).toThrow(
      /SMTP_URL debe empezar con smtp:\/\/ o smtps:\/\//,
    );
    expect(parseConfig({ ...production, EMAIL_FROM: 'avisos@envios.example.com' }).EMAIL_FROM).toBe('avisos@envios.example.com');
    expect(parseConfig({ ...production, EMAIL_FROM: 'Envíos MX <avisos@localhost>' }).EMAIL_FROM).toBe('Envíos MX <avisos@localhost>');
    for (const bad of ['avisos', 'Envíos MX avisos@envios', 'Envíos <avisos>', 'Envíos <avisos@envios.example.com>\r\nBcc: x@y.z']) {
      expect(() => parseConfig({ ...production, EMAIL_FROM: bad })).toThrow(/EMAIL_FROM debe ser una dirección como/);
    }
  });

  it('refuses production without DATABASE_URL and secrets unless the embedded trial is asked for', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL es obligatoria en producción/);
    const trial = parseConfig({ NODE_ENV: 'production', EMBEDDED_DATABASE: 'true' });
    expect(trial.EMBEDDED_DATABASE).toBe(true);
  });

  it('reads TRUST_PROXY as a number of trusted proxies (false is 0)', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('requires the Upstash token with its URL, and the Inngest signing key with the event key', () => {
    expect(() => parseConfig({ ...production, UPSTASH_REDIS_REST_URL: 'https://x.upstash.io' })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
    expect(() => parseConfig({ ...production, INNGEST_EVENT_KEY: 'k' })).toThrow(/INNGEST_SIGNING_KEY/);
  });
});

describe('several instances (docs/deploy.md)', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  it('behind a balancer (TRUST_PROXY >= 1) production requires NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, of a valid AES size', () => {
    expect(() => parseConfig({ ...production, TRUST_PROXY: '1' })).toThrow(
      /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY es obligatoria en producción detrás de un balanceador/,
    );
    expect(
      parseConfig({ ...production, TRUST_PROXY: '1', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
    ).toBe(key);
    expect(() => parseConfig({ ...production, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'corta' })).toThrow(/base64 de 16, 24 o 32 bytes/);
    // one instance without a proxy, and the embedded trial, need none
    expect(parseConfig(production).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBeUndefined();
    expect(() => parseConfig({ NODE_ENV: 'production', EMBEDDED_DATABASE: 'true', TRUST_PROXY: '1' })).not.toThrow();
  });

  it('MIGRATE_ON_START: on by default, false for releases that migrate once', () => {
    expect(parseConfig(production).MIGRATE_ON_START).toBe(true);
    expect(parseConfig({ ...production, MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(() => parseConfig({ ...production, MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START debe ser true o false/);
  });

  it('keep-alive behind the balancer (issue 32): the server outlasts nginx on an idle connection, headers timeout above that', () => {
    const defaults = parseConfig(production);
    expect(defaults.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(defaults.HTTP_HEADERS_TIMEOUT_MS).toBe(66_000);
    // deploy/nginx.conf states its upstream idle timeout; the service's default must be longer, or nginx can send
    // a request on a connection the instance is closing (502 for a POST).
    const upstream = /upstream envios \{([^}]*)\}/.exec(readFileSync('deploy/nginx.conf', 'utf8'))?.[1] ?? '';
    const nginxIdle = /^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1];
    expect(nginxIdle, 'keepalive_timeout in the upstream block of deploy/nginx.conf').toBeDefined();
    expect(Number(nginxIdle) * 1000).toBeLessThan(defaults.HTTP_KEEP_ALIVE_TIMEOUT_MS);

    const set = parseConfig({ ...production, HTTP_KEEP_ALIVE_TIMEOUT_MS: '125000', HTTP_HEADERS_TIMEOUT_MS: '126000' });
    expect([set.HTTP_KEEP_ALIVE_TIMEOUT_MS, set.HTTP_HEADERS_TIMEOUT_MS]).toEqual([125_000, 126_000]);
    expect(() => parseConfig({ ...production, HTTP_KEEP_ALIVE_TIMEOUT_MS: '65s' })).toThrow(
      'HTTP_KEEP_ALIVE_TIMEOUT_MS debe ser un número entero entre 1000 y 299000.',
    );
    expect(() => parseConfig({ ...production, HTTP_HEADERS_TIMEOUT_MS: '900000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS debe ser un número entero entre 2000 y 300000.',
    );
    // headers at or below the keep-alive timeout: refused, naming both values
    expect(() => parseConfig({ ...production, HTTP_KEEP_ALIVE_TIMEOUT_MS: '70000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS (66000) debe ser mayor que HTTP_KEEP_ALIVE_TIMEOUT_MS (70000)',
    );
    expect(() => parseConfig({ ...production, HTTP_KEEP_ALIVE_TIMEOUT_MS: '70000', HTTP_HEADERS_TIMEOUT_MS: '70000' })).toThrow(
      /debe ser mayor que/,
    );
  });
});
