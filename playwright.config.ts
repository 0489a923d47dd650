// Playwright e2e: the built app on a fresh embedded database (scripts/e2e-server.ts), Debian's Chromium when
// present (Playwright's own browser download does not work on these machines; see docs/dashboard.md).
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3107);
// Auth.js needs localhost (not 127.0.0.1) in the browser, or its CSRF cookie is lost.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a hung test, not a speed target: the same journeys take twice as long on a slower or busier
  // machine of the same kind (e2e 10.7 min one night, 25.3 min the next morning).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } }],
  webServer: {
    // E2E_DEV=1: `next dev` instead of a production build (faster to start while iterating on the dashboard)
    command: `npx tsx scripts/e2e-server.ts${process.env.E2E_DEV === '1' ? ' --dev' : ''}`,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // a cold production build of the whole app takes 4-6 minutes on a 2-core machine
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
