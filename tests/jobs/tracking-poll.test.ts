// The carriers' tracking poll (lib/carriers/tracking-poll-job.ts, docs/carriers.md "Tracking"): due orders claimed with
// a lease; stopped once the carrier no longer moves the order; run by the in-process runner and by its Inngest function
// (@inngest/test).
import { InngestTestEngine } from '@inngest/test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { claimDueTrackingPolls, pollOrderTracking, trackingPolledStatuses } from '@/lib/carriers/poll-tracking';
import { trackingPollJob } from '@/lib/carriers/tracking-poll-job';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { createTestOrg } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { eventually } from '../helpers/webhook-events';

const db = () => getDb();
const ago = (ms: number) => new Date(Date.now() - ms);

async function pollAt(orderId: string): Promise<Date | null> {
  const [row] = await db().select({ at: orders.trackingPollAt }).from(orders).where(eq(orders.id, orderId));
  return row.at;
}

describe('the polled states', () => {
  it('are those the carrier still moves on the way out', () => {
    expect([...trackingPolledStatuses].sort()).toEqual(['created', 'in_transit', 'out_for_delivery', 'picked_up']);
  });
});

describe('claiming due polls', () => {
  it('takes only orders whose time has come, moving tracking_poll_at forward as a lease', async () => {
    const org = await createTestOrg();
    const due = await insertOrderRow(org.id, { trackingPollAt: ago(1_000) });
    const later = await insertOrderRow(org.id, { trackingPollAt: new Date(Date.now() + 60_000) });
    const never = await insertOrderRow(org.id);
    const before = Date.now();
    const claimed = await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 120_000 });
    expect(claimed).toContain(due.id);
    expect(claimed).not.toContain(later.id);
    expect(claimed).not.toContain(never.id);
    const leased = (await pollAt(due.id))!.getTime();
    expect(leased).toBeGreaterThanOrEqual(before + 110_000);
    expect(leased).toBeLessThanOrEqual(Date.now() + 130_000);
    // under its lease, nobody else takes it
    expect(await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 120_000 })).not.toContain(due.id);
  });

  it('two claimers at once share the due orders without taking one twice (FOR UPDATE SKIP LOCKED)', async () => {
    const org = await createTestOrg();
    const due = await Promise.all(Array.from({ length: 6 }, () => insertOrderRow(org.id, { trackingPollAt: ago(5_000) })));
    const ids = due.map((o) => o.id);
    const [a, b] = await Promise.all([
      claimDueTrackingPolls(db(), { limit: 4, leaseMs: 60_000 }),
      claimDueTrackingPolls(db(), { limit: 4, leaseMs: 60_000 }),
    ]);
    const mine = [...a, ...b].filter((id) => ids.includes(id));
    expect(new Set(mine).size).toBe(mine.length);
  });
});

describe('polling stops where the carrier has nothing more to say', () => {
  it('an order in a final state (delivered, cancelled, returned, failed) is no longer polled and is left as it is', async () => {
    const org = await createTestOrg();
    for (const status of ['delivered', 'cancelled', 'returned', 'failed'] as const) {
      const order = await insertOrderRow(org.id, { status, trackingPollAt: ago(1_000) });
      const outcome = await pollOrderTracking(db(), order.id);
      expect(outcome).toEqual({ outcome: 'stopped', reason: `state ${status}` });
      const after = await orderSnapshot(order.id);
      expect(after.order.trackingPollAt).toBeNull();
      expect(after.order.status).toBe(status);
      expect(after.events).toEqual([]);
      expect(after.outbox).toEqual([]);
    }
  });

  it('a carrier that pushes its tracking (the sandbox) is not polled', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { trackingPollAt: ago(1_000) });
    expect(await pollOrderTracking(db(), order.id)).toEqual({ outcome: 'stopped', reason: 'carrier does not poll' });
    expect(await pollAt(order.id)).toBeNull();
  });

  it('an order not due to be polled is not asked about', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id);
    expect(await pollOrderTracking(db(), order.id)).toEqual({ outcome: 'not_polled' });
  });
});

describe('the executors', () => {
  it('the in-process runner claims a due order and runs its poll', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { status: 'delivered', trackingPollAt: ago(1_000) });
    const runner = new JobRunner(trackingPollJob, { pollIntervalMs: 100 });
    await runner.start();
    try {
      await eventually(async () => (await pollAt(order.id)) === null);
    } finally {
      await runner.stop();
    }
  });

  it('the Inngest function polls a relayed order; run again, the order is no longer due', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { status: 'cancelled', trackingPollAt: ago(1_000) });
    const [claimed] = (await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 15 * 60_000 })).filter((id) => id === order.id);
    const run = () =>
      new InngestTestEngine({
        function: inngestFunctionOf(trackingPollJob),
        events: [{ name: trackingPollJob.inngest.event, data: trackingPollJob.inngest.data(claimed) }],
      }).execute();
    expect((await run()).result).toEqual({ outcome: 'stopped', reason: 'state cancelled' });
    expect((await run()).result).toEqual({ outcome: 'not_polled' });
    const rows = await db()
      .select({ at: orders.trackingPollAt })
      .from(orders)
      .where(inArray(orders.id, [order.id]));
    expect(rows).toEqual([{ at: null }]);
  });
});
