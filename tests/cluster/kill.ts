// kill -9 of instance B under a steady stream of order creates through nginx (4 clients, ~10 s, each from its
// own address): every order a client got a 201 for exists exactly once with its charge; a client whose
// request died with B retries with the same Idempotency-Key and gets its order back, never a second one;
// nginx sends new requests to A; the webhook deliveries B held (attempts in flight on its lease) are picked
// up by A once the lease runs out, and every event ends delivered. B is killed while one of its attempts is in
// flight (the receiver sees it), so the hand-over is proven on every run, not when the timing happens to allow.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/db/client';
import { api, clientAddress, type Receiver } from './client';
import { newOrg, orderBody, sleep } from './fixtures';
import { answeredBy } from './nginx';
import { killInstance, type Stack } from './stack';

type Context = {
  stack: Stack;
  receiver: Receiver;
  ports: Record<'A' | 'B', number>;
  base: string;
  print: (title: string, lines: string[]) => void;
};

const CLIENTS = 4;
const STREAM_MS = 10_000;
const KILL_AT_MS = 3_500;
const KILL_BY_MS = 7_000;
/** Each client stays under the per-IP limit (120 a minute) whatever the machine's speed. */
const MAX_PER_CLIENT = 100;
const PACE_MS = STREAM_MS / MAX_PER_CLIENT;

export async function proveKill({ stack, receiver, ports, base, print }: Context): Promise<void> {
  const org = await newOrg({ webhookUrl: receiver.url('/slow') });
  // Slow answers keep attempts in flight (under their runner's lease) when B dies.
  receiver.answer('/slow', () => ({ status: 200, delayMs: 1_500 }));
  const started = Date.now();
  const got = new Map<string, string>(); // idempotency key -> order id of its 201
  const statuses: Record<string, number> = {};
  let retries = 0;
  let replayed = 0;
  let killedAt = 0;
  // B dies at KILL_AT_MS or, when its runner has no attempt in flight at that moment, as soon as it has one (the
  // receiver holds each for 1.5 s), and by KILL_BY_MS at the latest: a kill that catches no attempt in flight
  // would prove nothing about the leases.
  const inFlightOnB = () => receiver.received.some((r) => r.path === '/slow' && r.sender === 'B' && !r.answered);
  const killer = setInterval(() => {
    const elapsed = Date.now() - started;
    if (killedAt || elapsed < KILL_AT_MS || (!inFlightOnB() && elapsed < KILL_BY_MS)) return;
    killedAt = Date.now();
    killInstance(stack.instances[1]);
  }, 10);

  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const call = api(base, org.key, clientAddress(60 + c));
      for (let i = 0; Date.now() - started < STREAM_MS && i < MAX_PER_CLIENT; i++) {
        // A steady stream: order i of each client is sent no earlier than i * PACE_MS, so a fast machine spreads
        // its creates over the whole STREAM_MS (and past the kill) instead of finishing them first.
        await sleep(Math.max(0, started + i * PACE_MS - Date.now()));
        const key = `kill-${org.id}-${c}-${i}`;
        for (let attempt = 0; !got.has(key); attempt++) {
          if (attempt > 0) {
            retries++;
            await sleep(200);
          }
          if (attempt > 20) throw new Error(`client ${c}: ${key} never got a 201`);
          const reply = await call(
            'POST',
            '/orders',
            { ...orderBody, internalReference: key.slice(-20) },
            { 'Idempotency-Key': key, 'X-Cluster-Probe': 'kill' },
          ).catch((error: Error) => ({ status: 0, json: undefined, headers: {} as Record<string, unknown>, text: error.message }));
          statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
          if (reply.status === 201) {
            if (attempt > 0 && reply.headers['idempotent-replayed']) replayed++;
            got.set(key, reply.json.orderId);
          }
        }
      }
    }),
  );
  clearInterval(killer);
  expect(killedAt).toBeGreaterThan(0);

  // Orders: exactly one per key that got a 201, each with its debit.
  const rows = await getDb().execute<{ id: string; reference: string | null; debits: number }>(sql`
    select o.id, o.internal_reference as reference,
      (select count(*)::int from ledger_entries l where l.order_id = o.id and l.kind = 'label') as debits
    from orders o where o.organization_id = ${org.id}`);
  const ids = new Set(rows.map((r) => r.id));
  const answeredIds = new Set(got.values());
  const log = stack.nginx.log().filter((l) => l.probe === 'kill');
  const afterKill = log.filter((l) => l.at > killedAt + 200);
  // A request in flight on B when it died is logged (502) when nginx sees the reset, possibly after the kill;
  // what matters is that B answered nothing after it.
  const byAfterKill = {
    A: afterKill.filter((l) => answeredBy(l, ports) === 'A').length,
    B: afterKill.filter((l) => answeredBy(l, ports) === 'B' && l.status < 500).length,
    diedOnB: log.filter((l) => answeredBy(l, ports) === 'B' && l.status >= 500).length,
  };
  print('kill -9 de la instancia B con 4 clientes creando pedidos', [
    `${got.size} pedidos con 201 en ${((Date.now() - started) / 1000).toFixed(1)} s; respuestas vistas por los clientes: ${JSON.stringify(statuses)}`,
    `reintentos con la misma Idempotency-Key: ${retries}; de ellos devolvieron el pedido ya creado (Idempotent-Replayed): ${replayed}`,
    `pedidos en la base: ${rows.length}; distintos: ${ids.size}; duplicados: ${rows.length - answeredIds.size}; sin cargo: ${rows.filter((r) => r.debits !== 1).length}`,
    `en curso en B al morir (502 de nginx): ${byAfterKill.diedOnB}; después del kill (${afterKill.length} solicitudes): respondidas por A ${byAfterKill.A}, por B ${byAfterKill.B}`,
  ]);
  expect(rows.length).toBe(got.size);
  expect(ids).toEqual(answeredIds);
  expect(rows.every((r) => r.debits === 1)).toBe(true);
  expect(afterKill.length).toBeGreaterThan(0);
  expect(byAfterKill.B).toBe(0);

  // Deliveries: every event succeeds; those whose attempt died with B are finished by A.
  const deadline = Date.now() + 90_000;
  let pending = -1;
  while (Date.now() < deadline) {
    const [row] = await getDb().execute<{ n: number }>(sql`
      select count(*)::int as n from webhook_deliveries where organization_id = ${org.id} and state <> 'succeeded'`);
    pending = row.n;
    if (pending === 0) break;
    await sleep(500);
  }
  const slow = receiver.received.filter((r) => r.path === '/slow');
  const diedWithB = [...new Set(slow.filter((r) => r.sender === 'B' && !r.answered).map((r) => r.eventId))];
  const finishedByA = diedWithB.filter((id) => slow.some((r) => r.eventId === id && r.sender === 'A' && r.status === 200));
  const delivered = new Set(slow.filter((r) => r.status === 200).map((r) => r.eventId));
  print('entregas de webhook que B tenía en curso', [
    `${rows.length} eventos; entregados con 200: ${delivered.size}; pendientes: ${pending}`,
    `intentos que murieron con B: ${diedWithB.length}; retomados y entregados por A al vencer su arrendamiento: ${finishedByA.length}`,
  ]);
  expect(pending).toBe(0);
  expect(delivered.size).toBe(rows.length);
  expect(diedWithB.length).toBeGreaterThan(0);
  expect(finishedByA).toEqual(diedWithB);
}
