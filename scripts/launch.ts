// npm run dev / npm start: one command runs the whole service.
//   npm run dev                 development on 127.0.0.1 (HOST to change it), embedded PostgreSQL unless
//                               DATABASE_URL is set, local secrets, a demo account
//   npm start                   production: DATABASE_URL, AUTH_SECRET and PROVIDER_WEBHOOK_SECRET required; runs
//                               the build artifact `npm run build` made (NEXT_DIST_DIR, default .next), never builds
//   npm start -- --embedded     production build on the embedded database, for a single-machine trial (builds on
//                               first use when no artifact exists)
// MIGRATE_ON_START=false: the database is not migrated here (a release runs `npm run db:migrate` once, docs/deploy.md).
// Without SMTP_URL, dev and the embedded trial start a local mail catcher (scripts/mail-catcher.ts: maildev's SMTP
// and web inbox on loopback) and point the app at it; the banner prints the inbox address. Likewise dev starts the
// carrier simulators (simulators/index.ts) for DHL_EXPRESS_API_URL and FEDEX_API_URL when they are unset.
// In order: read the .env files as Next.js does, validate the configuration (one Spanish line per problem)
// before touching anything, reach and migrate the database, then run the server (scripts/next-server.mjs,
// through scripts/serve.ts's workers in production). A SIGTERM/SIGINT to this process, or the death of its
// parent (npm's `sh -c` dies on SIGTERM without passing it on), stops the server gracefully.
import './node-version'; // first: an older Node.js stops here with one Spanish line
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { configureDatabase, createDb } from '@/db/client';
import { databaseLocation, describeDatabaseFailure } from '@/db/describe-failure';
import { resolveDatabase, type ResolvedDatabase } from '@/scripts/embedded-postgres/resolve-database';
import { ConfigError, databaseSettings, parseConfig, resetConfigCache } from '@/lib/platform/config';
import { loadEnvFiles } from '@/lib/platform/env-files';
import { describeRateLimitBackend } from '@/lib/platform/rate-limit';
import { developmentCfdiEnv } from './dev-csd';
import { localSecrets } from './local-secrets';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { startCarrierSimulators } from '@/simulators';
import { stopWhenOrphaned } from './parent-watch.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo, seedDemoCarriers } from './seed-demo';
import { seedDemoSurcharges } from './seed-surcharges';

const mode = process.argv[2] === 'start' ? 'start' : 'dev';
const args = process.argv.slice(3);
const envFiles = loadEnvFiles(mode === 'dev');
const port = process.env.PORT ?? '3000';
// Development listens on loopback only: the demo account's password is printed below and in the README.
// Production: every interface unless HOST says otherwise.
const host = process.env.HOST ?? (mode === 'dev' ? '127.0.0.1' : undefined);
const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: mode === 'start' ? 'production' : 'development' };
const embedded = !env.DATABASE_URL && (mode === 'dev' || args.includes('--embedded') || env.EMBEDDED_DATABASE === 'true');
if (embedded) env.EMBEDDED_DATABASE = 'true';

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

// 1. The configuration, before any connection: a wrong scheme or a missing secret is a message, not a stack.
let startup: ReturnType<typeof parseConfig>;
try {
  startup = parseConfig(env);
} catch (error) {
  if (error instanceof ConfigError)
    fail(['No se puede arrancar: la configuración no es válida.', ...error.problems.map((p) => `  - ${p}`)]);
  throw error;
}
// The pool settings of this process (the demo seeding below) come from the configuration just validated.
configureDatabase(databaseSettings(startup));

// 2. The database: reached and migrated, or one line saying why not.
let database: ResolvedDatabase;
try {
  database = await resolveDatabase({ migrate: startup.MIGRATE_ON_START, apart: true });
} catch (error) {
  fail([`No se puede arrancar: ${describeDatabaseFailure(error, env.DATABASE_URL ?? 'postgres://localhost/envios')}`]);
}
env.DATABASE_URL = database.url;
if (database.embedded) {
  // Single-machine runs: secrets that production must set are generated once and kept under .data/.
  const secrets = localSecrets();
  env.AUTH_SECRET ??= secrets.AUTH_SECRET;
  env.PROVIDER_WEBHOOK_SECRET ??= secrets.PROVIDER_WEBHOOK_SECRET;
  if (mode === 'dev') env.ALLOW_INSECURE_WEBHOOK_URLS ??= 'true';
}
let mailCatcher: MailCatcher | undefined;
if (!env.SMTP_URL && (mode === 'dev' || database.embedded)) {
  try {
    mailCatcher = await startMailCatcher(env);
    env.SMTP_URL = mailCatcher.smtpUrl;
    env.EMAIL_FROM ??= 'Envíos MX <avisos@localhost>';
  } catch (error) {
    console.warn(
      `Aviso: no se pudo iniciar el buzón de prueba (${(error as Error).message}); los correos esperarán en la bandeja de salida.`,
    );
  }
}
// Carriers whose API is not configured answer from local simulators, a shipment moving on every minute.
// The bank too (simulators/bank): its signed deposit callbacks come back to this server's /api/bank/deposits.
const bankCallbackUrl = `http://${!host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}/api/bank/deposits`;
// And the PAC (simulators/pac), with a development CSD made once under .data/csd (scripts/dev-csd.ts), when none of the
// invoice settings is set (they go whole: lib/platform/config.ts).
const invoiceSettingsUnset = ['PAC_API_URL', 'PAC_API_TOKEN', 'CFDI_ISSUER_RFC', 'CFDI_CSD_CERTIFICATE_PATH'].every((name) => !env[name]);
const cfdiEnv = mode === 'dev' && invoiceSettingsUnset ? developmentCfdiEnv() : undefined;
const carrierSimulators =
  mode === 'dev' ? await startCarrierSimulators({ env, eventIntervalMs: 60_000, bankCallbackUrl, cfdiEnv }) : undefined;
Object.assign(env, carrierSimulators?.env);
const parsed = parseConfig(env);

if (mode === 'dev') {
  // The demo is seeded here as the server would write it: with its settings (the generated secrets, the mail catcher,
  // the simulators' URLs), which domain code reads through config() (a surcharge import confirms its cache drop).
  Object.assign(process.env, env);
  resetConfigCache();
  const handle = createDb(database.url, { max: 1 });
  const seeded = await seedDemo(handle.db);
  const surcharges = await seedDemoSurcharges(handle.db);
  if (surcharges.length > 0) console.log(`  Recargos de ejemplo cargados: ${surcharges.join(', ')} (docs/guias/recargos.md).`);
  if (seeded && carrierSimulators) {
    // The accounts are sealed and validated here, as the server would: with its settings (the simulators' URLs).
    await seedDemoCarriers(handle.db, carrierSimulators.accounts);
  }
  await handle.sql.end({ timeout: 5 });
  if (seeded) {
    console.log(`
  Cuenta de demostración creada
    Panel:       http://localhost:${port}/login
    Correo:      ${DEMO_EMAIL}
    Contraseña:  ${DEMO_PASSWORD}
    Clave de API: npm run cli -- key:create --org ${seeded.organizationId} --name demo --scopes '*'
`);
  }
  if (host && !/^(127\.|::1$|localhost$)/.test(host)) {
    console.warn(`Aviso: el servidor de desarrollo escucha en ${host}: la cuenta de demostración es accesible desde la red.`);
  }
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (mode === 'start' && !existsSync(path.join(distDir, 'BUILD_ID'))) {
  // Several machines must serve one artifact (server-action ids, chunk names): only the single-machine trial builds here.
  if (!database.embedded) {
    await database.stop();
    fail([
      `No se puede arrancar: no hay compilación de producción en ${distDir}/. Ejecuta npm run build una vez por versión y arranca todas las instancias con ese mismo resultado (docs/deploy.md).`,
    ]);
  }
  console.log('No hay compilación de producción: ejecutando next build…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  });
  if (build.status !== 0) {
    await database.stop();
    process.exit(build.status ?? 1);
  }
}

if (envFiles.length) console.log(`Archivos de entorno: ${envFiles.join(', ')}`);
console.log(
  `Base de datos: ${database.embedded ? 'PostgreSQL embebido (.data/postgres)' : `DATABASE_URL (${databaseLocation(database.url)})`}`,
);
console.log(
  `Migraciones: ${startup.MIGRATE_ON_START ? 'aplicadas al arrancar' : 'no se aplican al arrancar (MIGRATE_ON_START=false; cada versión ejecuta npm run db:migrate)'}`,
);
const rateLimits = describeRateLimitBackend(parsed);
// In memory under npm start, the counters are the server's (shared by its workers through scripts/serve.ts).
const target =
  rateLimits.backend === 'memory' && mode === 'start' ? 'este servidor, compartido por sus procesos de trabajo' : rateLimits.target;
console.log(`Límites de solicitudes: ${rateLimits.backend} (${target})`);
console.log(
  mailCatcher
    ? `Correo: buzón de prueba en ${mailCatcher.inboxUrl} (SMTP ${mailCatcher.smtpUrl.replace('smtp://', '')}; nada sale de esta máquina)`
    : `Correo: ${parsed.SMTP_URL ? `SMTP_URL (${new URL(parsed.SMTP_URL).host})` : 'sin SMTP_URL: los correos esperan en la bandeja de salida'}`,
);
for (const line of carrierSimulators?.banner ?? []) console.log(`Paquetería: ${line}`);
if (carrierSimulators?.bankBanner) console.log(`Banco: ${carrierSimulators.bankBanner}`);
if (carrierSimulators?.pacBanner) console.log(`Facturas: ${carrierSimulators.pacBanner}`);
console.log(
  `Dirección del cliente: ${parsed.TRUST_PROXY === 0 ? 'la del socket (TRUST_PROXY=0)' : `detrás de ${parsed.TRUST_PROXY} proxy(s) de confianza (TRUST_PROXY=${parsed.TRUST_PROXY})`}`,
);
console.log(
  `Escuchando en ${host ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : `el puerto ${port} de todas las interfaces`}`,
);

// Production: scripts/serve.ts (workers sharing the port, one per CPU by default). Development: one
// scripts/next-server.mjs. Both under this Node (not through npx), so a signal here reaches the server.
const command =
  mode === 'start'
    ? ['--import', 'tsx', 'scripts/serve.ts', '-p', port, ...(host ? ['-H', host] : [])]
    : ['scripts/next-server.mjs', '--dev', '-p', port, '-H', host!];
const child = spawn(process.execPath, command, { stdio: 'inherit', env: env as NodeJS.ProcessEnv });

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
stopWhenOrphaned(() => shutdown('SIGTERM'));
child.on('exit', async (code, signal) => {
  await mailCatcher?.stop().catch(() => {});
  await carrierSimulators?.close().catch(() => {});
  await database.stop();
  const status = code ?? (signal ? 1 : 0);
  if (stopping) console.log(status === 0 ? 'Servicio detenido.' : `Servicio detenido con errores (código ${status}).`);
  process.exit(status);
});
