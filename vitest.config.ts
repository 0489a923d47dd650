import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-database.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      ALLOW_INSECURE_WEBHOOK_URLS: 'true',
      PROVIDER_WEBHOOK_SECRET: 'test-provider-secret-0123456789',
      LOG_LEVEL: 'error',
      // Every test server is reached from 127.0.0.1, so the per-IP limit (120/min) would throttle whole test
      // files (and, on the Redis pass, all files together); tests/rate-limit*.test.ts set their own limits.
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
    },
  },
});
