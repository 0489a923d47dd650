// Crash safety of the batch purchase (issue 19): a real server process (tests/helpers/batch-server-child.ts: the
// batch routes over HTTP and the purchase runner) is killed with SIGKILL in the middle of a purchase of a few
// hundred rows and started again: the batch completes, every valid row has exactly one order and one charge,
// none is skipped, and the balance equals the sum of the ledger. Also, deterministically: rows whose lease ran out are
// bought in row order before the later rows (a balance that runs out fails the last rows), and the narrowest window,
// an order committed whose row was never settled is picked up by its idempotency key, not bought twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, ledgerEntries, orders, organizations, webhookEvents } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { rowIdempotencyKey } from '@/lib/batches/purchase-row';
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { startBatchPurchase } from '@/lib/batches/start-purchase';
import { requestFingerprint } from '@/lib/platform/idempotency/idempotency';
import { createOrder } from '@/lib/orders/create-order';
import type { CreateOrderInput } from '@/lib/orders/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestClient } from '../helpers/fixtures';
import { postBatch, sampleCsv } from '../helpers/batch-files';
import { eventually } from '../helpers/webhook-events';

let server: TestServer;
const children: ChildProcess[] = [];
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await server.close();
});

/** Starts the server process and resolves with its base URL once it listens. */
function startServerProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/batch-server-child.ts'], {
    env: { ...process.env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code, signal) => reject(new Error(`server process exited (${code ?? signal}) before listening: ${out}`)));
  });
}

async function invariants(organizationId: string, batchId: string) {
  const db = getDb();
  const rows = await db.select().from(batchRows).where(eq(batchRows.batchId, batchId));
  const made = await db
    .select({ id: orders.id, internalReference: orders.internalReference })
    .from(orders)
    .where(eq(orders.organizationId, organizationId));
  const debits = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'label')));
  const events = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.organizationId, organizationId), eq(webhookEvents.kind, 'order.created')));
  const [{ sum }] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCentavos}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId));
  const [org] = await db.select({ balance: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId));
  return { rows, made, debits, events, sum: Number(sum), balance: org.balance };
}

describe('kill -9 in the middle of a purchase', () => {
  it('a restarted server finishes the batch: one order and one charge per row, none skipped, balance = ledger', async () => {
    const total = 300;
    const { org, key } = await createTestClient(server.url, { balance: 200_000 });
    const created = await postBatch(server.url, key, sampleCsv(total));
    expect(created.status, created.text).toBe(201);
    const batchId = created.body.id as string;

    const first = await startServerProcess();
    const api1 = apiClient(first.url, key);
    expect((await api1('POST', `/batches/${batchId}/purchase`)).status).toBe(202);
    const before = await eventually(
      async () => {
        const res = await api1('GET', `/batches/${batchId}`);
        return res.body.created >= 40 ? res.body : null;
      },
      120_000,
      250,
    );
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const atKill = await getDb().select().from(batchRows).where(eq(batchRows.batchId, batchId));
    const settledAtKill = atKill.filter((r) => r.state === 'created').length;
    expect(settledAtKill).toBeGreaterThanOrEqual(before.created);
    expect(settledAtKill).toBeLessThan(total);

    const second = await startServerProcess();
    const api2 = apiClient(second.url, key);
    const again = await api2('POST', `/batches/${batchId}/purchase`);
    expect(again.status).toBe(202);
    expect(again.body.status).toBe('processing');
    const done = await eventually(
      async () => {
        const res = await api2('GET', `/batches/${batchId}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.status === 'completed' ? res.body : null;
        // polled every second: the rows the killed process held come back when their 30 s lease ends (or when the
        // order's idempotency claim they were inside ends, 60 s), and polling at 50 ms for that long would spend the
        // key's 1,000 requests an hour (a 429 here, not a stuck batch)
      },
      240_000,
      1_000,
    );
    second.child.kill('SIGKILL');

    expect(done).toMatchObject({ total, valid: total, created: total, failed: 0, pending: 0 });
    const after = await invariants(org.id, batchId);
    expect(after.rows.every((r) => r.state === 'created' && r.orderId)).toBe(true);
    expect(new Set(after.rows.map((r) => r.orderId)).size).toBe(total);
    expect(after.made).toHaveLength(total);
    expect(new Set(after.made.map((o) => o.internalReference)).size).toBe(total);
    expect(after.debits).toHaveLength(total);
    expect(new Set(after.debits.map((d) => d.orderId)).size).toBe(total);
    expect(after.events).toHaveLength(total);
    expect(after.balance).toBe(after.sum);
    expect(-after.debits.reduce((s, d) => s + d.amountCentavos, 0)).toBe(Math.round(done.totalCharged * 100));
  }, 420_000);
});

describe('row order after a crash', () => {
  it('rows whose lease ran out are bought before later untouched rows, so a balance that runs out fails the last rows', async () => {
    const { org, key } = await createTestClient(server.url, { balance: 0 });
    const created = await postBatch(server.url, key, sampleCsv(6));
    const batchId = created.body.id as string;
    const each = Math.round((created.body.quotedTotal / 6) * 100);
    // Enough for four orders, not five.
    await getDb()
      .update(organizations)
      .set({ balanceCentavos: each * 4 })
      .where(eq(organizations.id, org.id));
    await getDb().execute(
      sql`insert into ledger_entries (organization_id, kind, amount_centavos, balance_after_centavos, description) values (${org.id}, 'manual_credit', ${each * 4}, ${each * 4}, 'recarga de prueba')`,
    );
    // A batch purchased a little later must not go first either.
    const later = await createTestClient(server.url, { balance: 10_000 });
    const laterBatch = await postBatch(server.url, later.key, sampleCsv(2));

    // What a killed runner leaves: purchase at T0, rows 2 and 3 claimed at T0 (a lease of 30 s, over now), the rest
    // untouched since T0; the other organization's batch purchased at T0 + 1 s.
    await startBatchPurchase(getDb(), { organizationId: org.id, batchId, actor: systemActor });
    await startBatchPurchase(getDb(), { organizationId: later.org.id, batchId: laterBatch.body.id, actor: systemActor });
    await getDb().execute(
      sql`update batch_rows set queued_at = now() - interval '60 seconds', next_attempt_at = now() - interval '60 seconds' where batch_id = ${batchId}::uuid`,
    );
    await getDb().execute(
      sql`update batch_rows set next_attempt_at = now() - interval '30 seconds', attempts = 1 where batch_id = ${batchId}::uuid and row_number in (2, 3)`,
    );
    await getDb().execute(
      sql`update batch_rows set queued_at = now() - interval '59 seconds', next_attempt_at = now() - interval '59 seconds' where batch_id = ${laterBatch.body.id}::uuid`,
    );

    // One row at a time, so the order of purchase is the order of claims.
    const runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 50, concurrency: 1 }).start();
    try {
      await eventually(async () => {
        const done = await getDb().execute<{ n: number }>(
          sql`select count(*)::int as n from batches where id in (${batchId}::uuid, ${laterBatch.body.id}::uuid) and status = 'completed'`,
        );
        return done[0].n === 2 || null;
      }, 30_000);
    } finally {
      await runner.stop();
    }
    const rows = await getDb().select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(batchRows.rowNumber);
    expect(rows.map((r) => r.state)).toEqual(['created', 'created', 'created', 'created', 'failed', 'failed']);
    expect(rows[4].failureCode).toBe('insufficient_balance');
    // Bought in row order: the settlement times follow the rows, and the later batch came after this one.
    const settled = rows.filter((r) => r.state === 'created').map((r) => r.settledAt!.getTime());
    expect([...settled].sort((a, b) => a - b)).toEqual(settled);
    const [laterFirst] = await getDb()
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, laterBatch.body.id), eq(batchRows.rowNumber, 1)));
    expect(laterFirst.settledAt!.getTime()).toBeGreaterThanOrEqual(Math.max(...rows.map((r) => r.settledAt!.getTime())));
    const after = await invariants(org.id, batchId);
    expect(after.made).toHaveLength(4);
    expect(after.balance).toBe(after.sum);
  });
});

describe('the window between the order and its row', () => {
  it('an order committed for a row that was never settled is found by the row key, not bought again', async () => {
    const { org, key } = await createTestClient(server.url);
    const created = await postBatch(server.url, key, sampleCsv(2));
    const batchId = created.body.id as string;
    await startBatchPurchase(getDb(), { organizationId: org.id, batchId, actor: systemActor });
    // What a process that died right after createOrder's commit leaves behind: the order, the row still queued.
    const [row] = await getDb()
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.rowNumber, 1)));
    const order = row.order as unknown as CreateOrderInput;
    const first = await createOrder(getDb(), {
      organizationId: org.id,
      order,
      idempotency: { key: rowIdempotencyKey(batchId, 1), fingerprint: requestFingerprint('POST', `/batches/${batchId}/rows/1`, order) },
    });
    const runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 50 }).start();
    try {
      await eventually(async () => {
        const [b] = await getDb().execute<{ status: string }>(sql`select status from batches where id = ${batchId}`);
        return b.status === 'completed' || null;
      }, 30_000);
    } finally {
      await runner.stop();
    }
    const after = await invariants(org.id, batchId);
    expect(after.made).toHaveLength(2);
    expect(after.rows.find((r) => r.rowNumber === 1)!.orderId).toBe(first.body.orderId);
    expect(after.debits).toHaveLength(2);
    expect(after.balance).toBe(after.sum);
  });
});
