// The batch purchase on Inngest (when configured): the runner (lib/batches/purchase-runner.ts) claims rows and
// relays each as an event; this function buys the row with the same purchaseBatchRow, in one step. Served by
// app/api/inngest/route.ts. The row's lease (next_attempt_at) keeps the runner from handing it out twice; its
// idempotency key keeps a repeated run from creating a second order.
import { getDb } from '@/db/client';
import { inngest } from '@/lib/webhooks/inngest';
import { BATCH_ROW_LEASE_SECONDS, claimBatchRows } from './claim-rows';
import { purchaseBatchRow } from './purchase-row';

export const BATCH_ROW_REQUESTED_EVENT = 'batches/row.requested';

export type BatchRowRequest = { batchId: string; rowNumber: number };

export const purchaseBatchRowFunction = inngest.createFunction(
  {
    id: 'purchase-batch-row',
    name: 'Comprar fila de lote',
    triggers: [{ event: BATCH_ROW_REQUESTED_EVENT }],
    concurrency: { key: 'event.data.batchId', limit: 4 },
    retries: 3,
  },
  async ({ event, step }) => {
    const request = { batchId: String(event.data.batchId), rowNumber: Number(event.data.rowNumber) };
    return step.run('purchase-row', async () => {
      const db = getDb();
      // The runner's claim holds the row; take it over (a fresh lease) only if it is still queued.
      const [row] = await claimBatchRows(db, { limit: 1, leaseSeconds: BATCH_ROW_LEASE_SECONDS, only: request });
      if (!row) return { outcome: 'settled-elsewhere' as const };
      return { outcome: await purchaseBatchRow(db, row) };
    });
  },
);

export async function sendBatchRowEvents(rows: BatchRowRequest[]): Promise<void> {
  await inngest.send(rows.map((r) => ({ name: BATCH_ROW_REQUESTED_EVENT, data: r })));
}
