// Cluster proofs of issue 32's hardening of the balanced set-up (docs/deploy.md):
// - keep-alive: nginx keeps idle connections to the instances (upstream keepalive, 60 s); the instances must keep
//   them longer (HTTP_KEEP_ALIVE_TIMEOUT_MS, 65 s), or a request nginx sends on a connection an instance is
//   closing fails, and a POST is not retried: 502. Proven by nginx's own connections (from /proc) surviving an
//   idle gap past Node's old 5 s, and by POSTs after idle gaps around that old limit, none answered 502.
// - Redis down: with the instances' Redis hanging, then refusing connections (tests/cluster/redis-gate.ts), both
//   instances answer /api/ready 200 `degraded` (a balancer keeps them) and the API answers through nginx.
// - nginx does not announce its version, neither in `Server` nor on its own error pages.
import net from 'node:net';
import { expect } from 'vitest';
import { api, clientAddress, request } from './client';
import { describeTally, newOrg, pool, quoteBody, sleep, tally } from './fixtures';
import { waitFor, type Stack } from './stack';

type Ctx = { stack: Stack; ports: Record<'A' | 'B', number>; base: string; print: (title: string, lines: string[]) => void };

/** Node's default keepAliveTimeout (5 s) plus the 1 s it waits beyond it before closing: what used to close. */
const NODE_DEFAULT_CLOSE_MS = 6_000;

export async function proveKeepAlive({ stack, ports, base, print }: Ctx): Promise<void> {
  const org = await newOrg();
  const instancePorts = [ports.A, ports.B];
  const announced = await Promise.all(stack.instances.map(async (i) => (await request(`${i.url}/api/health`)).headers['keep-alive']));

  // 1. nginx's idle connections to the instances outlive a gap past Node's old limit.
  const warm = api(base, org.key, clientAddress(60));
  for (let i = 0; i < 6; i++) expect((await warm('POST', '/quotes', quoteBody, { 'X-Cluster-Probe': 'keepalive' })).status).toBe(200);
  const before = stack.nginx.upstreamConnections(instancePorts);
  await sleep(NODE_DEFAULT_CLOSE_MS + 1_500);
  const after = stack.nginx.upstreamConnections(instancePorts);
  const kept = before.filter((c) => after.some((a) => a.local === c.local && a.remote === c.remote));

  // 2. POSTs after idle gaps spanning the old limit, from 4 clients at once: none gets a 502.
  const gaps = [500, 4_800, 5_200, 5_600, 6_000, 6_500, 7_000];
  const errorsBefore = nginxUpstreamErrors(stack).length;
  const statuses = await Promise.all(
    [0, 1, 2, 3].map(async (client) => {
      const call = api(base, org.key, clientAddress(61 + client));
      const seen: number[] = [];
      // each client walks the gaps in its own order (shifted), so the four are idle for different spans at once
      for (let i = 0; i < gaps.length; i++) {
        await sleep(gaps[(i + client * 2) % gaps.length] + client * 37);
        seen.push((await call('POST', '/quotes', quoteBody, { 'X-Cluster-Probe': 'keepalive' })).status);
      }
      return seen;
    }),
  );
  const all = statuses.flat();
  const upstreamErrors = nginxUpstreamErrors(stack).slice(errorsBefore);
  const t = tally(stack.nginx.log(), 'keepalive', ports);
  print('conexiones inactivas entre nginx y las instancias', [
    `las instancias anuncian Keep-Alive: A "${announced[0]}", B "${announced[1]}" (nginx: keepalive_timeout 60s en su upstream)`,
    `conexiones de nginx a las instancias: ${before.length} antes de ${(NODE_DEFAULT_CLOSE_MS + 1_500) / 1000} s sin tráfico, ${kept.length} de ellas siguen abiertas después`,
    `${all.length} POST /quotes tras pausas de ${gaps.map((g) => g / 1000).join(', ')} s (4 clientes): ${JSON.stringify(countBy(all))}; respondidas: ${describeTally(t)}`,
    `errores de upstream en el registro de nginx: ${upstreamErrors.length ? upstreamErrors.map((l) => l.slice(0, 160)).join(' | ') : '(ninguno)'}`,
  ]);
  for (const header of announced) expect(header).toBe('timeout=65');
  expect(before.length).toBeGreaterThan(0);
  expect(kept).toEqual(before);
  expect(all.filter((s) => s !== 200)).toEqual([]);
  expect(upstreamErrors).toEqual([]);
}

export async function proveRedisDown({ stack, ports, base, print }: Ctx): Promise<void> {
  const org = await newOrg();
  const gate = stack.redisGate;
  const readiness = () =>
    Promise.all(
      stack.instances.map(async (i) => {
        const res = await request(`${i.url}/api/ready`);
        return { name: i.name, status: res.status, ready: res.json?.status as string, redis: res.json?.checks?.redis as string };
      }),
    );
  const show = (r: Awaited<ReturnType<typeof readiness>>) => r.map((x) => `${x.name} ${x.status} ${x.ready} (redis ${x.redis})`).join(', ');
  const lines: string[] = [];
  const before = await readiness();
  lines.push(`Redis disponible: ${show(before)}`);
  expect(before.map((r) => [r.status, r.ready, r.redis])).toEqual([
    [200, 'ready', 'ok'],
    [200, 'ready', 'ok'],
  ]);
  const outcomes: { mode: string; ready: Awaited<ReturnType<typeof readiness>>; replies: number[]; t: ReturnType<typeof tally> }[] = [];
  for (const [n, mode] of (['hang', 'refuse'] as const).entries()) {
    await gate.set(mode);
    try {
      const ready = await readiness();
      const call = api(base, org.key, clientAddress(70 + n));
      const probe = { 'X-Cluster-Probe': `redis-${mode}` };
      const replies = await pool(
        2,
        Array.from(
          { length: 20 },
          (_, i) => async () =>
            (i % 2 ? await call('GET', '/account', undefined, probe) : await call('POST', '/quotes', quoteBody, probe)).status,
        ),
      );
      const t = tally(stack.nginx.log(), `redis-${mode}`, ports);
      outcomes.push({ mode, ready, replies, t });
      lines.push(
        `Redis ${mode === 'hang' ? 'colgado (acepta conexiones y no responde)' : 'caído (rechaza conexiones)'}: /api/ready ${show(ready)}; ` +
          `${replies.length} solicitudes por nginx: ${JSON.stringify(countBy(replies))}; respondidas: ${describeTally(t)}`,
      );
    } finally {
      await gate.set('open');
    }
  }
  const at = Date.now();
  await waitFor(
    async () => (await readiness()).every((r) => r.status === 200 && r.ready === 'ready'),
    'both instances ready again',
    30_000,
  );
  lines.push(`Redis de vuelta: ${show(await readiness())}, a los ${Date.now() - at} ms`);
  print('Redis caído: las instancias siguen en el balanceador', lines);
  for (const { ready, replies, t } of outcomes) {
    expect(ready.map((r) => [r.status, r.ready, r.redis])).toEqual([
      [200, 'degraded', 'unreachable'],
      [200, 'degraded', 'unreachable'],
    ]);
    expect(replies.filter((s) => s !== 200)).toEqual([]);
    expect(t.A).toBeGreaterThan(0);
    expect(t.B).toBeGreaterThan(0);
  }
}

export async function proveNoVersion({ stack, print }: Ctx): Promise<void> {
  const proxied = await request(`${stack.nginx.url}/api/health`);
  // nginx's own page: a body announced larger than client_max_body_size (12m) is refused by nginx itself.
  const own = await rawExchange(
    stack.nginx.port,
    'POST /api/v1/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 13000000\r\n\r\n',
  );
  const ownStatus = own.split('\r\n')[0];
  const ownServer = /^server: (.*)$/im.exec(own)?.[1]?.trim();
  print('nginx no anuncia su versión', [
    `respuesta de una instancia por nginx: Server "${proxied.headers.server}"; página propia de nginx (${ownStatus}): Server "${ownServer}", versión en el cuerpo: ${/nginx\/\d/.test(own) ? 'sí' : 'no'}`,
  ]);
  expect(proxied.status).toBe(200);
  expect(proxied.headers.server).toBe('nginx');
  expect(ownStatus).toMatch(/^HTTP\/1\.1 413 /);
  expect(ownServer).toBe('nginx');
  expect(own).not.toMatch(/nginx\/\d/);
}

/** Sends `head` on a fresh connection and returns everything nginx writes back until it closes. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
      if (text.includes('</html>')) socket.destroy(); // the whole page: nginx would linger for the body
    });
    socket.on('close', () => resolve(text));
    socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** nginx's error-log lines about a connection to an instance that failed (reset, closed early). */
function nginxUpstreamErrors(stack: Stack): string[] {
  return stack.nginx.errors().filter((l) => /upstream|reset by peer|prematurely closed/i.test(l));
}

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
