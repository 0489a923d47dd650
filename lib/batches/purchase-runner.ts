// The batch purchase runner (docs/batches.md "Purchase engine"): in every server process, it LISTENs on the
// channel startBatchPurchase notifies and also polls, claims queued rows with FOR UPDATE SKIP LOCKED and a lease
// (next_attempt_at moved past the lease), and buys each with purchaseBatchRow, a few at a time. A row whose
// runner died (kill -9) is claimed again when its lease runs out and the row's idempotency key makes the retry
// answer the order already created instead of creating another. With Inngest configured the loop is a relay:
// each claimed row becomes an Inngest event (lib/batches/inngest.ts) worked by the same function.
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { getDb, getSql, type Db } from '@/db/client';
import { inngestEnabled } from '@/lib/config';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { WakeLoop } from '@/lib/jobs/wake-loop';
import { log } from '@/lib/log';
import { BATCH_ROW_LEASE_SECONDS, claimBatchRows } from './claim-rows';
import { purchaseBatchRow } from './purchase-row';
import { BATCH_NOTIFY_CHANNEL } from './start-purchase';

export type BatchRunnerOptions = {
  db?: Db;
  sql?: postgres.Sql;
  /** rows bought at the same time by this runner (each is a provider call and one statement) */
  concurrency?: number;
  pollIntervalMs?: number;
  leaseSeconds?: number;
  /** hand rows to something else (Inngest) instead of buying them here */
  relay?: (rows: { batchId: string; rowNumber: number }[]) => Promise<void>;
};

export class BatchPurchaseRunner {
  readonly id = randomUUID();
  private readonly db: Db;
  private readonly concurrency: number;
  private readonly leaseSeconds: number;
  private readonly relay?: BatchRunnerOptions['relay'];
  private readonly loop: WakeLoop;
  private readonly active = new Set<Promise<void>>();

  constructor(options: BatchRunnerOptions = {}) {
    this.db = options.db ?? getDb();
    this.concurrency = options.concurrency ?? 4;
    this.leaseSeconds = options.leaseSeconds ?? BATCH_ROW_LEASE_SECONDS;
    this.relay = options.relay;
    this.loop = new WakeLoop({
      name: 'batch runner',
      sql: options.sql ?? getSql(),
      channel: BATCH_NOTIFY_CHANNEL,
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      tick: () => this.tick(),
    });
  }

  async start(): Promise<this> {
    await this.loop.start();
    return this;
  }

  /** Stops claiming and lets the rows in flight finish (their settlement is one statement). */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled([...this.active]);
  }

  poke(): void {
    this.loop.poke();
  }

  private async tick(): Promise<void> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || !this.loop.isRunning) return;
    const claimed = await claimBatchRows(this.db, { limit: free, leaseSeconds: this.leaseSeconds });
    if (claimed.length === 0) return;
    if (this.relay) {
      await this.relay(claimed.map((r) => ({ batchId: r.batchId, rowNumber: r.rowNumber }))).catch((error) =>
        log.warn('batch relay: handing rows to Inngest failed, retried after the lease', { error, count: claimed.length }),
      );
      if (claimed.length === free) this.loop.again();
      return;
    }
    for (const row of claimed) {
      const job: Promise<void> = purchaseBatchRow(this.db, row)
        .then(() => undefined)
        .catch((error) => log.error('batch runner: row failed unexpectedly', { batchId: row.batchId, row: row.rowNumber, error }))
        .finally(() => {
          this.active.delete(job);
          this.poke();
        });
      this.active.add(job);
    }
  }
}

const globalForRunner = globalThis as unknown as { __enviosBatchRunner?: BatchPurchaseRunner };

/** The runner of this server process (started once from instrumentation.ts). */
export async function startProcessBatchRunner(): Promise<BatchPurchaseRunner> {
  if (globalForRunner.__enviosBatchRunner) return globalForRunner.__enviosBatchRunner;
  let relay: BatchRunnerOptions['relay'];
  if (inngestEnabled()) {
    const { sendBatchRowEvents } = await import('./inngest');
    relay = sendBatchRowEvents;
  }
  const runner = new BatchPurchaseRunner({ relay });
  globalForRunner.__enviosBatchRunner = runner;
  await runner.start();
  log.info('batch runner started', { runnerId: runner.id, mode: relay ? 'inngest-relay' : 'in-process' });
  onShutdown('batch-runner', () => runner.stop(), 0);
  return runner;
}
