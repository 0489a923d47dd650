// The cluster under test, built as docs/deploy.md says to run it: one PostgreSQL (embedded, or a database of
// its own on DATABASE_URL's server), migrated ONCE as a release step (`npm run db:migrate`); one Redis
// (REDIS_URL, else the machine's 127.0.0.1:6379, else a redis-server started here), which the instances reach
// through a TCP gate a proof can hang or shut (tests/cluster/redis-gate.ts); ONE build (`npm run build`);
// two `npm start` instances of that build with MIGRATE_ON_START=false and TRUST_PROXY=1; nginx in front
// (tests/cluster/nginx.ts). Ports come from 4100-4199 (CLUSTER_PORT_BASE to move the range).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureEmbeddedPostgres } from '@/scripts/embedded-postgres/server';
import { startNginx, type Nginx } from './nginx';
import { startRedisGate, type RedisGate } from './redis-gate';

export const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 4100);
export const DIST_DIR = process.env.CLUSTER_DIST_DIR ?? '.next-cluster';

export type Instance = { name: 'A' | 'B'; port: number; url: string; process: ChildProcess; output: () => string };
export type Stack = {
  databaseUrl: string;
  /** the Redis itself (the Upstash bridge talks to it directly) */
  redisUrl: string;
  redisSource: string;
  /** what the instances' REDIS_URL points at: the gate in front of that Redis */
  redisGate: RedisGate;
  nginx: Nginx;
  instances: Instance[];
  env: NodeJS.ProcessEnv;
  buildId: string;
  /** starts (or restarts, after stopInstance) instance `name` on `port`; `extraEnv` adds to or overrides the shared env */
  startInstance: (name: 'A' | 'B', port: number, extraEnv?: Record<string, string>) => Promise<Instance>;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Free ports of the range, in order. */
async function freePorts(count: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = PORT_BASE; port < PORT_BASE + 100 && found.length < count; port++) if (await portFree(port)) found.push(port);
  if (found.length < count) throw new Error(`no ${count} free ports in ${PORT_BASE}-${PORT_BASE + 99}`);
  return found;
}

function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
  });
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const stops: (() => Promise<void>)[] = [];

async function startDatabase(): Promise<string> {
  const runId = randomBytes(4).toString('hex');
  if (process.env.DATABASE_URL) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    const name = `envios_cluster_${runId}`;
    await admin.unsafe(`create database ${name}`);
    stops.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end({ timeout: 5 });
    });
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'envios-cluster-pg-'));
  chmodSync(dataRoot, 0o755); // as root, initdb runs as `postgres`, which must enter the folder
  const embedded = await ensureEmbeddedPostgres({ dataDir: path.join(dataRoot, 'postgres'), database: 'envios_cluster' });
  stops.push(async () => {
    await embedded.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  });
  return embedded.url;
}

async function startRedis(port: number): Promise<{ url: string; source: string }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, source: 'REDIS_URL' };
  if (await reachable(6379)) return { url: 'redis://127.0.0.1:6379', source: 'la de la máquina (127.0.0.1:6379)' };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-cluster-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  stops.push(async () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  await waitFor(() => reachable(port), 'redis-server', 15_000);
  return { url: `redis://127.0.0.1:${port}`, source: `redis-server iniciado aquí (puerto ${port})` };
}

/** `npm run build` once into DIST_DIR (CLUSTER_REUSE_BUILD=1 keeps an existing one while iterating). */
function buildOnce(env: NodeJS.ProcessEnv): void {
  if (process.env.CLUSTER_REUSE_BUILD === '1' && existsSync(path.join(DIST_DIR, 'BUILD_ID'))) return;
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  console.log(`[cluster] npm run build → ${DIST_DIR} (una sola vez para las dos instancias)`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env });
  // next build adds its folder to tsconfig.json's include; the shared file must not keep that edit
  if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
}

export async function startStack(): Promise<Stack> {
  const [nginxPort, portA, portB, redisPort, smtpPort, gatePort] = await freePorts(6);
  const databaseUrl = await startDatabase();
  const redis = await startRedis(redisPort);
  const redisGate = await startRedisGate(redis.url, gatePort);
  stops.push(() => redisGate.close());
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisGate.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
    MIGRATE_ON_START: 'false',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    // nothing listens there: mail waits in the outbox (no proof here sends mail)
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    ALLOW_INSECURE_WEBHOOK_URLS: 'true',
    LOG_LEVEL: 'warn',
  };
  // The release step: migrations once, before any instance starts.
  const migrate = spawnSync('npm', ['run', 'db:migrate', '--silent'], { stdio: 'inherit', env });
  if (migrate.status !== 0) throw new Error('npm run db:migrate failed');
  buildOnce(env);
  const buildId = readFileSync(path.join(DIST_DIR, 'BUILD_ID'), 'utf8').trim();

  const instances: Instance[] = [];
  async function startInstance(name: 'A' | 'B', port: number, extraEnv: Record<string, string> = {}): Promise<Instance> {
    let output = '';
    // npm start as an operator runs it, in a process group of its own so kill -9 takes the whole machine's share
    const child = spawn('npm', ['start', '--silent'], { env: { ...env, ...extraEnv, PORT: String(port) }, detached: true });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, output: () => output };
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited:\n${output}`);
      return (await fetch(`${instance.url}/api/health`)).ok;
    }, `instance ${name} on ${port}`);
    const existing = instances.findIndex((i) => i.name === name);
    if (existing >= 0) instances[existing] = instance;
    else instances.push(instance);
    return instance;
  }
  await Promise.all([startInstance('A', portA), startInstance('B', portB)]);
  instances.sort((a, b) => a.name.localeCompare(b.name));
  const nginx = await startNginx({ port: nginxPort, upstreams: [portA, portB] });

  return {
    databaseUrl,
    redisUrl: redis.url,
    redisSource: redis.source,
    redisGate,
    nginx,
    instances,
    env,
    buildId,
    startInstance,
    stop: async () => {
      await nginx.stop();
      await Promise.all(instances.map((i) => stopInstance(i)));
      for (const stop of stops.reverse()) await stop().catch((error) => console.error('[cluster] cleanup:', error));
    },
  };
}

/** SIGTERM to the instance's process group; SIGKILL after 20 s. */
export async function stopInstance(instance: Instance): Promise<void> {
  const pid = instance.process.pid!;
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
  // npm exits first; the server processes of its group may still hold the port for a moment, and a new instance
  // started meanwhile would find it taken while the old one still answers the health check
  await waitFor(async () => instancePids(instance).length === 0, `the processes of instance ${instance.name} to exit`, 30_000);
}

/** kill -9 of every process of the instance at once, as a machine that loses power. */
export function killInstance(instance: Instance): void {
  process.kill(-instance.process.pid!, 'SIGKILL');
}

/** The pids of the instance's process group (npm, the launcher, scripts/serve.ts, its worker). */
export function instancePids(instance: Instance): number[] {
  const pgid = instance.process.pid!;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
