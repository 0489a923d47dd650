// The lost-collection sweep (docs/cod.md "The lifecycle"): a COD order collected more than COD_LOST_AFTER_DAYS days
// ago and still not remitted by the provider is flagged lost (lost_at), for a claim. Declared as a job
// (lib/platform/jobs/job.ts): the claim reads the due rows oldest first through cod_collections_collected_idx; each
// run is one conditional update, so a remittance that matched the order meanwhile (the row is no longer collected)
// wins, and two runners claiming the same row flag it once. A later remittance still matches a lost collection
// (lib/cod/cod-states.ts). Nothing wakes it but its poll: collections fall due with time.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { defineJob } from '@/lib/platform/jobs/job';
import { config } from '@/lib/platform/config';
import { canMoveCod } from './cod-states';

export const COD_LOST_SWEEP_NOTIFY_CHANNEL = 'cod_lost_sweep';

/** Whether a collection collected at `collectedAt` is overdue at `now`: the sweep's one rule. */
const overdue = (lostAfterDays: number) => sql`collected_at < now() - make_interval(days => ${lostAfterDays}::int)`;

/** The orders whose collection is due to be flagged, oldest first. */
export async function claimOverdueCollections(db: Db, { limit }: { limit: number }): Promise<string[]> {
  const rows = await db.execute<{ order_id: string }>(sql`
    select order_id from cod_collections
    where status = 'collected' and ${overdue(config().COD_LOST_AFTER_DAYS)}
    order by collected_at
    limit ${limit}::int`);
  return rows.map((r) => r.order_id);
}

/** Flags one collection lost, if it is still collected and overdue; true when it was flagged now. */
export async function markCollectionLost(db: Db, orderId: string): Promise<boolean> {
  if (!canMoveCod('collected', 'lost')) return false;
  const rows = await db.execute<{ order_id: string }>(sql`
    update cod_collections set status = 'lost', lost_at = now(), updated_at = now()
    where order_id = ${orderId}::uuid and status = 'collected' and ${overdue(config().COD_LOST_AFTER_DAYS)}
    returning order_id`);
  return rows.length > 0;
}

export const codLostSweepJob = defineJob<string, { orderId: string }>({
  name: 'cod-lost-sweep',
  channel: COD_LOST_SWEEP_NOTIFY_CHANNEL,
  pollIntervalMs: 15 * 60_000,
  concurrency: 2,
  leaseMs: 60_000,
  claim: (db, { limit }) => claimOverdueCollections(db, { limit }),
  run: (db, orderId) => markCollectionLost(db, orderId),
  inngest: {
    id: 'sweep-lost-cod-collections',
    name: 'Marcar cobros contra entrega no remitidos',
    event: 'cod/collection.lost-sweep.requested',
    concurrency: { key: 'event.data.orderId', limit: 1 },
    retries: 3,
    data: (orderId) => ({ orderId }),
    run: (db, data, step) => step.run('mark-lost', () => markCollectionLost(db, String(data.orderId))),
  },
});
