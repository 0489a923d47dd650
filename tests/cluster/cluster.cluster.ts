// npm run test:cluster: two instances of ONE build behind nginx (deploy/nginx.conf) on one PostgreSQL and one
// Redis (tests/cluster/stack.ts). Each proof goes through nginx, from a client address of its own, and prints
// its figures; which instance answered each request is read from nginx's access log. Order matters: the Redis
// outage (tests/cluster/hardening.ts) runs while the instances count on Redis, the Upstash proof then restarts
// both instances on that backend, and the kill -9 proof comes last (tests/cluster/kill.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { api, clientAddress, closeAgents, startReceiver, type Receiver } from './client';
import { actionId, callAction, signIn } from './dashboard';
import { describeTally, inOneWindow, newOrg, newOwner, orderBody, pool, quoteBody, sleep, tally } from './fixtures';
import { proveKeepAlive, proveNoVersion, proveRedisDown } from './hardening';
import { proveKill } from './kill';
import { startUpstashBridge, type UpstashBridge } from '../helpers/upstash-rest-bridge';
import { DIST_DIR, instancePids, startStack, stopInstance, type Stack } from './stack';

let stack: Stack;
let receiver: Receiver;
let ports: Record<'A' | 'B', number>;
let base: string;
let bridge: UpstashBridge | undefined;
/** What the instances logged about their rate limiter (a store that fails open says so). */
const limiterWarnings = () =>
  stack.instances
    .flatMap((i) =>
      i
        .output()
        .split('\n')
        .filter((l) => /rate.?limit|limitador|límite/i.test(l))
        .slice(0, 3)
        .map((l) => `${i.name}: ${l.slice(0, 300)}`),
    )
    .join(' | ');
const print = (title: string, lines: string[]) => console.log(`\n[cluster] ${title}\n${lines.map((l) => `  ${l}`).join('\n')}`);

beforeAll(async () => {
  stack = await startStack();
  process.env.DATABASE_URL = stack.databaseUrl;
  configureDatabaseFromEnvironment();
  ports = { A: stack.instances[0].port, B: stack.instances[1].port };
  base = stack.nginx.url;
  receiver = await startReceiver(() => Object.fromEntries(stack.instances.map((i) => [i.name, instancePids(i)])));
  print('pila', [
    `una compilación (${DIST_DIR}, BUILD_ID ${stack.buildId}) para las dos instancias: A en ${ports.A}, B en ${ports.B}`,
    `nginx (deploy/nginx.conf) en ${base}; Redis: ${stack.redisSource}; migraciones: npm run db:migrate una vez, MIGRATE_ON_START=false`,
  ]);
}, 900_000);

afterAll(async () => {
  closeAgents();
  await receiver?.close();
  await stack?.stop();
  await bridge?.close();
});

describe('two instances behind nginx', () => {
  it('dashboard server actions work with no stickiness: sign-in, then actions answered by both instances', async () => {
    const org = await newOrg();
    const owner = await newOwner(org.id);
    const from = clientAddress(10);
    const cookie = await signIn(base, owner.email, owner.password, from);
    const create = actionId(DIST_DIR, 'createApiKeyAction', 'api-keys');
    const replies = await pool(
      2,
      Array.from(
        { length: 8 },
        (_, i) => () =>
          callAction(base, '/dashboard/api-keys', create, [{ name: `acción ${i}`, scopes: ['*'], expiresOn: null }], cookie, from),
      ),
    );
    const t = tally(stack.nginx.log(), 'action', ports);
    print('acciones del panel sin afinidad de sesión', [
      `inicio de sesión con el formulario real a través de nginx; ${replies.length} acciones createApiKey`,
      `respondidas: ${describeTally(t)}; con clave nueva en la respuesta: ${replies.filter((r) => /flt_/.test(r.text)).length}`,
    ]);
    for (const reply of replies) expect(reply.status, reply.text.slice(0, 200)).toBe(200);
    expect(replies.every((r) => /flt_/.test(r.text))).toBe(true);
    expect(t.A).toBeGreaterThan(0);
    expect(t.B).toBeGreaterThan(0);
  });

  it('a key revoked through instance A is refused by instance B at once (NOTIFY, not the cache expiry)', async () => {
    const org = await newOrg();
    const owner = await newOwner(org.id);
    const from = clientAddress(11);
    const [A, B] = stack.instances;
    const onB = api(B.url, org.key, from);
    expect((await onB('GET', '/account')).status).toBe(200); // B now holds the key in its cache
    expect((await onB('GET', '/account')).status).toBe(200);
    const cookie = await signIn(A.url, owner.email, owner.password, from);
    const revoke = actionId(DIST_DIR, 'revokeApiKeyAction', 'api-keys');
    const revoked = await callAction(A.url, '/dashboard/api-keys', revoke, [org.keyId], cookie, from);
    expect(revoked.status, revoked.text.slice(0, 200)).toBe(200);
    const at = Date.now();
    let refusedAfter = -1;
    let polls = 0;
    // The key cache's own expiry is 10 s (lib/api-keys/authenticate.ts): refused before 5 s is the invalidation.
    while (Date.now() - at < 5_000) {
      polls++;
      if ((await onB('GET', '/account')).status === 401) {
        refusedAfter = Date.now() - at;
        break;
      }
      await sleep(20);
    }
    print('clave revocada en A, rechazada por B', [
      `revocada con la acción del panel en A; B respondió 401 a los ${refusedAfter} ms (${polls} consultas; dentro de un segundo: ${refusedAfter >= 0 && refusedAfter <= 1_000 ? 'sí' : 'no'})`,
    ]);
    expect(refusedAfter).toBeGreaterThanOrEqual(0);
  });

  it('the per-IP limit is exact across both instances: the 121st request in a minute is 429', async () => {
    const org = await newOrg();
    const from = clientAddress(20);
    const limit = 120; // RATE_LIMIT_IP_PER_MINUTE, the default
    await inOneWindow(60_000, 25_000);
    const call = api(base, org.key, from);
    const replies = await pool(
      4,
      Array.from({ length: limit + 10 }, () => () => call('GET', '/account', undefined, { 'X-Cluster-Probe': 'ip' })),
    );
    const t = tally(stack.nginx.log(), 'ip', ports);
    const ok = replies.filter((r) => r.status === 200).length;
    const refused = replies.filter((r) => r.status === 429).length;
    print('límite por IP (120 por minuto) entre las dos instancias', [
      `${replies.length} solicitudes desde ${from}: ${ok} respondidas 200, ${refused} con 429`,
      `respondidas: ${describeTally(t)}`,
      `cabeceras de la última: RateLimit ${replies.at(-1)!.headers.ratelimit ?? '(ninguna)'}; avisos del limitador: ${limiterWarnings() || '(ninguno)'}`,
    ]);
    expect(ok).toBe(limit);
    expect(refused).toBe(10);
    expect(t.by.A[429] ?? 0).toBeGreaterThan(0);
    expect(t.by.B[429] ?? 0).toBeGreaterThan(0);
  });

  it('the per-key limit is exact across both instances', async () => {
    const perHour = 40;
    const org = await newOrg({ perHour });
    await inOneWindow(3_600_000, 60_000);
    const replies = await pool(
      4,
      Array.from(
        { length: perHour + 6 },
        (_, i) => () => api(base, org.key, clientAddress(30 + (i % 4)))('GET', '/account', undefined, { 'X-Cluster-Probe': 'key' }),
      ),
    );
    const t = tally(stack.nginx.log(), 'key', ports);
    const ok = replies.filter((r) => r.status === 200).length;
    print(`límite por clave (${perHour} por hora, límite de la organización) entre las dos instancias`, [
      `${replies.length} solicitudes con una clave desde 4 direcciones: ${ok} respondidas 200, ${replies.filter((r) => r.status === 429).length} con 429`,
      `respondidas: ${describeTally(t)}`,
    ]);
    expect(ok).toBe(perHour);
    expect(replies.filter((r) => r.status === 429).length).toBe(6);
    expect(t.A).toBeGreaterThan(0);
    expect(t.B).toBeGreaterThan(0);
  });

  it('a tariff change is priced by both instances', async () => {
    const org = await newOrg();
    const from = clientAddress(40);
    const standard = async (url: string) =>
      ((await api(url, org.key, from)('POST', '/quotes', quoteBody)).json.quotes as { shipmentType: string; totalCost: number }[]).find(
        (q) => q.shipmentType === 'standard',
      )!.totalCost;
    const before = await Promise.all(stack.instances.map((i) => standard(i.url)));
    await getDb().execute(sql`
      insert into tariffs (organization_id, shipment_type, base_centavos, per_extra_kg_centavos, transit_business_days, rules)
      select ${org.id}, shipment_type, base_centavos + 10000, per_extra_kg_centavos, transit_business_days, rules
      from tariffs where organization_id is null and shipment_type = 'standard'`);
    const at = Date.now();
    const after: number[] = [];
    const seenAfter: number[] = [];
    for (const instance of stack.instances) {
      let price = await standard(instance.url);
      while (price === before[0] && Date.now() - at < 30_000) {
        await sleep(20);
        price = await standard(instance.url);
      }
      after.push(price);
      seenAfter.push(Date.now() - at);
    }
    print('cambio de tarifa visto por las dos instancias', [
      `cotización estándar antes: A ${before[0]} MXN, B ${before[1]} MXN; después (+100 MXN de base): A ${after[0]} MXN, B ${after[1]} MXN`,
      `nuevo precio en A a los ${seenAfter[0]} ms y en B a los ${seenAfter[1]} ms (la caché de tarifas caduca a los 60 s)`,
    ]);
    expect(before[0]).toBe(before[1]);
    // +100 MXN of base, times the inter-region multiplier (1.25) of 06600 -> 44100
    expect(after).toEqual([before[0] + 125, before[0] + 125]);
  });

  it('each webhook event is delivered once per attempt, never by both runners, with retries intact', async () => {
    const org = await newOrg({ webhookUrl: receiver.url('/retry') });
    receiver.answer('/retry', (_id, nth) => ({ status: nth === 1 ? 500 : 200 }));
    const from = clientAddress(50);
    const orders = 16;
    const created = await pool(
      4,
      Array.from(
        { length: orders },
        (_, i) => () =>
          api(base, org.key, from)(
            'POST',
            '/orders',
            { ...orderBody, internalReference: `WH-${i}` },
            { 'Idempotency-Key': `wh-${org.id}-${i}` },
          ),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(orders).fill(201));
    const mine = () => receiver.received.filter((r) => r.path === '/retry');
    const deadline = Date.now() + 60_000;
    while (mine().filter((r) => r.status === 200).length < orders && Date.now() < deadline) await sleep(200);
    await sleep(1_000); // anything duplicated would arrive now
    const byEvent = new Map<string, number[]>();
    for (const r of mine()) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r.status]);
    const attempts = await getDb().execute<{ event_id: string; attempt_number: number; n: number }>(sql`
      select event_id, attempt_number, count(*)::int as n from webhook_attempts where organization_id = ${org.id} group by 1, 2`);
    const senders = { A: mine().filter((r) => r.sender === 'A').length, B: mine().filter((r) => r.sender === 'B').length };
    print('webhooks: una entrega por intento, con reintentos', [
      `${orders} pedidos → ${byEvent.size} eventos; el receptor falla el primer intento de cada uno: ${mine().length} solicitudes recibidas`,
      `por evento: ${[...byEvent.values()].every((s) => s.join(',') === '500,200') ? 'exactamente 500 y luego 200' : JSON.stringify([...byEvent.values()])}; intentos repetidos en la base: ${attempts.filter((a) => a.n > 1).length}`,
      `enviados por el proceso de A: ${senders.A}, de B: ${senders.B}`,
    ]);
    expect(byEvent.size).toBe(orders);
    for (const statuses of byEvent.values()) expect(statuses).toEqual([500, 200]);
    expect(attempts.length).toBe(orders * 2);
    expect(attempts.every((a) => a.n === 1)).toBe(true);
    expect(senders.A + senders.B).toBe(mine().length);
  });

  it('nginx announces no version, neither in Server nor on its own error pages', async () => {
    await proveNoVersion({ stack, ports, base, print });
  });

  it('idle keep-alive connections: the instances outlast nginx on them, and POSTs after idle gaps never get a 502', async () => {
    await proveKeepAlive({ stack, ports, base, print });
  });

  it('Redis hanging, then refusing connections: both instances stay ready (200 degraded) and the API answers through nginx', async () => {
    await proveRedisDown({ stack, ports, base, print });
  });

  it('the Upstash backend counts for real: both instances restarted on @upstash/ratelimit through a REST bridge to the same Redis', async () => {
    // Upstash's REST protocol over the stack's Redis (tests/helpers/upstash-rest-bridge.ts): @upstash/redis and
    // @upstash/ratelimit run unchanged in the instances, as against an Upstash database. The instances stay on
    // it for the kill -9 proof that follows.
    bridge = await startUpstashBridge({ redisUrl: stack.redisUrl, token: randomBytes(24).toString('hex') });
    const upstashEnv = { RATE_LIMIT_STORE: 'upstash', UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token };
    await Promise.all(stack.instances.map((i) => stopInstance(i)));
    await Promise.all([stack.startInstance('A', ports.A, upstashEnv), stack.startInstance('B', ports.B, upstashEnv)]);
    for (const instance of stack.instances) expect(instance.output()).toMatch(/Límites de solicitudes: upstash/);
    const org = await newOrg();
    const from = clientAddress(25);
    const limit = 120;
    await inOneWindow(60_000, 25_000);
    const before = bridge.commands.length;
    const call = api(base, org.key, from);
    const replies = await pool(
      4,
      Array.from({ length: limit + 10 }, () => () => call('GET', '/account', undefined, { 'X-Cluster-Probe': 'upstash' })),
    );
    const t = tally(stack.nginx.log(), 'upstash', ports);
    const ok = replies.filter((r) => r.status === 200).length;
    const refused = replies.filter((r) => r.status === 429).length;
    const scripts = bridge.commands.slice(before).filter((c) => /^eval(sha)?$/i.test(String(c[0]))).length;
    print('límite por IP con el backend de Upstash (REST) en las dos instancias', [
      `${replies.length} solicitudes desde ${from}: ${ok} respondidas 200, ${refused} con 429`,
      `respondidas: ${describeTally(t)}`,
      `comandos de script recibidos por el puente REST: ${scripts}; rechazados por token: ${bridge.unauthorized}; avisos del limitador: ${limiterWarnings() || '(ninguno)'}`,
    ]);
    expect(ok).toBe(limit);
    expect(refused).toBe(10);
    expect(t.by.A[429] ?? 0).toBeGreaterThan(0);
    expect(t.by.B[429] ?? 0).toBeGreaterThan(0);
    expect(scripts).toBeGreaterThanOrEqual(limit); // one per admitted request at least (a blocked one may be answered from the client's cache)
    expect(bridge.unauthorized).toBe(0);
  });

  it('kill -9 of one instance under a stream of creates loses no order, duplicates none, and hands over its deliveries', async () => {
    await proveKill({ stack, receiver, ports, base, print });
  });
});
