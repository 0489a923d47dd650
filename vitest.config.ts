import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-database.ts'],
    pool: 'forks',
    // next-auth's ESM imports `next/server` without an extension, which Node's resolver refuses: Vite resolves
    // it instead (tests/helpers/auth-server.ts serves the real Auth.js handlers).
    server: { deps: { inline: ['next-auth'] } },
    // Vitest's default is one worker per CPU less one: a single worker on a 2-core machine, idle most of the time
    // while tests wait on sockets, timers and PostgreSQL. Every file has a database of its own
    // (tests/setup-database.ts), so three files at once are safe and halve the run (7.4 -> 3.5 min here).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      ALLOW_INSECURE_WEBHOOK_URLS: 'true',
      // the key return label links are derived from (lib/returns/return-label-token.ts); production requires one too
      AUTH_SECRET: 'test-auth-secret-0123456789abcdef0123456789',
      PROVIDER_WEBHOOK_SECRET: 'test-provider-secret-0123456789',
      LOG_LEVEL: 'error',
      // Every test server is reached from 127.0.0.1, so the per-IP limit (120/min) would throttle whole test
      // files (and, on the Redis pass, all files together); tests/rate-limit*.test.ts set their own limits.
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
    },
  },
});
