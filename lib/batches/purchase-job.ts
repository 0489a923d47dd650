// The batch purchase job (lib/platform/jobs/job.ts, docs/batches.md "Purchase engine"): woken by the NOTIFY
// startBatchPurchase sends (lib/batches/start-purchase.ts), it claims queued rows in row order with a lease
// (lib/batches/claim-rows.ts) and buys each with purchaseBatchRow, a few at a time. A row whose runner died
// (kill -9) is claimed again when its lease runs out and the row's idempotency key makes the retry answer the
// order already created instead of creating another. On Inngest the function takes the relayed row over (a
// fresh lease, only if it is still queued) and buys it with the same purchaseBatchRow, in one step.
import { defineJob } from '@/lib/platform/jobs/job';
import { BATCH_ROW_LEASE_SECONDS, claimBatchRows } from './claim-rows';
import { BATCH_ROW_BACKOFF, type ClaimedRow, purchaseBatchRow } from './purchase-row';
import { BATCH_NOTIFY_CHANNEL } from './start-purchase';

/** The event data of one row. */
export type BatchRowRequest = { batchId: string; rowNumber: number };

export const batchPurchaseJob = defineJob<ClaimedRow, BatchRowRequest>({
  name: 'batch-purchase',
  channel: BATCH_NOTIFY_CHANNEL,
  pollIntervalMs: 1_000,
  // each row is a provider call and one statement
  concurrency: 4,
  leaseMs: BATCH_ROW_LEASE_SECONDS * 1000,
  backoff: BATCH_ROW_BACKOFF,
  claim: (db, { limit, leaseMs }) => claimBatchRows(db, { limit, leaseSeconds: leaseMs / 1000 }),
  run: (db, row) => purchaseBatchRow(db, row),
  inngest: {
    id: 'purchase-batch-row',
    name: 'Comprar fila de lote',
    event: 'batches/row.requested',
    concurrency: { key: 'event.data.batchId', limit: 4 },
    retries: 3,
    data: ({ batchId, rowNumber }) => ({ batchId, rowNumber }),
    run: (db, data, step) =>
      step.run('purchase-row', async () => {
        const only = { batchId: String(data.batchId), rowNumber: Number(data.rowNumber) };
        // The runner's claim holds the row; take it over (a fresh lease) only if it is still queued.
        const [row] = await claimBatchRows(db, { limit: 1, leaseSeconds: BATCH_ROW_LEASE_SECONDS, only });
        if (!row) return { outcome: 'settled-elsewhere' as const };
        return { outcome: await purchaseBatchRow(db, row) };
      }),
  },
});
