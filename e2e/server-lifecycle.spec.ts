// The production server as an operator runs it: `npm start` (launcher -> scripts/serve.ts -> two
// scripts/next-server.mjs workers) on this suite's build and database, on a port of its own.
// - The per-IP limit counts the socket address: rotating or forging X-Forwarded-For (or our own peer
//   header) buys nothing (the attack of the security review, against the real server).
// - A SIGTERM sent to npm, as a container runtime sends it, stops everything gracefully: requests in flight
//   finish, the batched API-key usage counts are written, every process exits, the server's exit code is 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createDb } from '@/db/client';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { serverState } from './state';

// The pools opened here take DATABASE_PREPARE and their defaults from lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();

test.describe.configure({ mode: 'serial' });

let npm: ChildProcess;
let output = '';
let baseUrl = '';
let tree: number[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function alive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

/** A GET sent from a chosen local address (any 127.x.y.z is this machine); resolves with the status. */
function getFrom(localAddress: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { localAddress, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  npm = spawn('npm', ['start', '--silent'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_DIST_DIR: serverState().distDir, // the suite's build (scripts/e2e-server.ts): npm start does not rebuild
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: serverState().databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PROVIDER_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
      // required in production (lib/platform/config.ts); this test sends no mail
      SMTP_URL: 'smtp://127.0.0.1:2525',
      EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
      PUBLIC_URL: `http://localhost:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      RATE_LIMIT_IP_PER_MINUTE: '5',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  npm.stdout!.on('data', (d) => (output += d));
  npm.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 600; i++) {
    if ((output.match(/\[server\] producción: escuchando/g) ?? []).length >= 2) break;
    if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(output.match(/\[server\] producción: escuchando/g)).toHaveLength(2);
  tree = descendants(npm.pid!);
});

test.afterAll(() => {
  for (const pid of [npm?.pid ?? 0, ...tree]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
});

test('the per-IP limit counts the socket address: forged X-Forwarded-For and peer headers buy nothing', async () => {
  // Wait for a fresh minute window so the five allowed requests fall in one window.
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 200));
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const forged = `203.0.113.${i + 1}`;
    const res = await fetch(`${baseUrl}/api/health`, { headers: { 'X-Forwarded-For': forged, 'X-Envios-Peer-Address': forged } });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  // Another socket address has its own budget.
  expect(await getFrom('127.0.0.3', '/api/health', {})).toBe(200);
});

/** One Auth.js credentials sign-in over plain HTTP, from a chosen local address; returns the error code. */
async function signInCode(localAddress: string, email: string, password: string, forgedIp: string): Promise<string> {
  const csrf = await requestFrom(localAddress, 'GET', '/api/auth/csrf', {});
  const cookie = csrf.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; ') ?? '';
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const form = new URLSearchParams({ email, password, csrfToken, callbackUrl: `${baseUrl}/dashboard` }).toString();
  const res = await requestFrom(
    localAddress,
    'POST',
    '/api/auth/callback/credentials',
    {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forgedIp,
    },
    form,
  );
  return new URL(res.headers.location as string, baseUrl).searchParams.get('code') ?? 'signed-in';
}

function requestFrom(localAddress: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, localAddress, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('the sign-in throttle counts the socket address: forged X-Forwarded-For buys no extra guesses', async () => {
  const handle = createDb(serverState().databaseUrl, { max: 1 });
  const email = `fuerza-${randomBytes(4).toString('hex')}@bruta.test`;
  try {
    const org = await createOrganization(handle.db, { name: 'Fuerza bruta' });
    await createUser(handle.db, { email, password: 'la-buena-2026', organizationId: org.id, role: 'owner' });
  } finally {
    await handle.sql.end({ timeout: 5 });
  }
  const codes: string[] = [];
  for (let i = 0; i < 12; i++) codes.push(await signInCode('127.0.0.5', email, `mala-${i}`, `198.51.100.${i + 1}`));
  // 10 guesses per email and address (lib/auth/sign-in-throttle.ts), whatever address the attacker claims.
  expect(codes).toEqual([...Array(10).fill('invalid_credentials'), 'too_many_attempts', 'too_many_attempts']);
  // The real user, from their own address, is not locked out and signs in.
  expect(await signInCode('127.0.0.6', email, 'la-buena-2026', '127.0.0.5')).toBe('signed-in');
});

test('SIGTERM to npm start: requests in flight finish, usage counts are written, every process exits cleanly', async () => {
  test.setTimeout(90_000);
  const handle = createDb(serverState().databaseUrl, { max: 1 });
  try {
    const org = await createOrganization(handle.db, { name: 'Apagado ordenado' });
    const { key, apiKey } = await createApiKey(handle.db, { organizationId: org.id, name: 'apagado', scopes: ['*'] });
    const keyId = apiKey.id;
    // From another loopback address: a socket address of its own, so a budget of its own (5 a minute).
    const inFlight = Array.from({ length: 5 }, () => getFrom('127.0.0.2', '/api/v1/account', { Authorization: `Bearer ${key}` }));
    await new Promise((r) => setTimeout(r, 20));
    expect(npm.kill('SIGTERM')).toBe(true);
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200]);

    // npm itself ends by the signal it was sent; what matters is how the service under it stopped.
    await new Promise<void>((resolve) => {
      if (npm.exitCode !== null || npm.signalCode !== null) resolve();
      else npm.once('exit', () => resolve());
    });
    for (let i = 0; i < 300 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(tree.filter(alive)).toEqual([]);
    // Both workers ran their shutdown steps (webhook runner, usage counts, database) without a failure.
    expect(output.match(/\[server\] detenido \(pid \d+\)/g)).toHaveLength(2);
    expect(output).not.toContain('fallaron');
    for (let i = 0; i < 50 && !output.includes('Servicio detenido'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('Servicio detenido.'); // the launcher saw the server exit 0
    // Counted in memory and written every 200 ms: the last ones only by the shutdown flush.
    const [usage] = await handle.db.execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from api_usage_hourly where api_key_id = ${keyId}`,
    );
    expect(usage.n).toBe(5);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  } finally {
    await handle.sql.end({ timeout: 5 });
  }
});
