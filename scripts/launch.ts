// npm run dev / npm start: one command runs the whole service. Without DATABASE_URL it starts (or reuses)
// the embedded PostgreSQL, migrates it, fills in local secrets, seeds a demo account in development,
// validates the configuration and runs Next.js with it (in production through scripts/serve.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createDb } from '@/db/client';
import { resolveDatabase } from '@/db/resolve';
import { ConfigError, parseConfig } from '@/lib/config';
import { describeRateLimitBackend } from '@/lib/rate-limit';
import { localSecrets } from './local-secrets';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

const mode = process.argv[2] === 'start' ? 'start' : 'dev';
const port = process.env.PORT ?? '3000';
const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: mode === 'start' ? 'production' : 'development' };

const database = await resolveDatabase({ migrate: true });
env.DATABASE_URL = database.url;
if (database.embedded) {
  // Local run: secrets that production must set are generated once and kept under .data/.
  const secrets = localSecrets();
  env.AUTH_SECRET ??= secrets.AUTH_SECRET;
  env.PROVIDER_WEBHOOK_SECRET ??= secrets.PROVIDER_WEBHOOK_SECRET;
  if (mode === 'dev') env.ALLOW_INSECURE_WEBHOOK_URLS ??= 'true';
}

let parsed: ReturnType<typeof parseConfig>;
try {
  parsed = parseConfig(env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    await database.stop();
    process.exit(1);
  }
  throw error;
}

if (mode === 'dev') {
  const handle = createDb(database.url, { max: 1 });
  const seeded = await seedDemo(handle.db);
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
}

if (mode === 'start' && !existsSync('.next/BUILD_ID')) {
  console.log('No hay compilación de producción: ejecutando next build…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
  if (build.status !== 0) {
    await database.stop();
    process.exit(build.status ?? 1);
  }
}

console.log(`Base de datos: ${database.embedded ? 'PostgreSQL embebido (.data/postgres)' : 'DATABASE_URL'}`);
const rateLimits = describeRateLimitBackend(parsed);
// In memory under npm start, the counters are the server's (shared by its workers through scripts/serve.ts).
const target = rateLimits.backend === 'memory' && mode === 'start' ? 'this server, shared by its worker processes' : rateLimits.target;
console.log(`Límites de solicitudes: ${rateLimits.backend} (${target})`);
// Production: scripts/serve.ts (Next.js workers sharing the port, one per CPU by default). Development:
// Next's own binary. Both under this Node (not through npx), so a signal to the launcher reaches the server.
const command = mode === 'start' ? ['--import', 'tsx', 'scripts/serve.ts', '-p', port] : ['node_modules/next/dist/bin/next', 'dev', '-p', port];
const child = spawn(process.execPath, command, {
  stdio: 'inherit',
  env: env as NodeJS.ProcessEnv,
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
child.on('exit', async (code) => {
  await database.stop();
  process.exit(code ?? 0);
});
