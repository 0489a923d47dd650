// npm run test:cluster (tests/cluster/): not part of `npm test`'s vitest run, because it builds the app once and
// starts two production instances, nginx and (when none is reachable) redis-server. One file, run alone.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/cluster/**/*.cluster.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 900_000,
    // the proofs print their figures
    silent: false,
    env: {
      NODE_ENV: 'test',
      // the test writes a webhook pointing at its receiver on 127.0.0.1, as the instances allow
      ALLOW_INSECURE_WEBHOOK_URLS: 'true',
      LOG_LEVEL: 'error',
    },
  },
});
