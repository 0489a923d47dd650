// The in-process worker of recovery jobs (recover-deliveries.ts), beside the delivery runner (runner.ts) in every
// server process: it LISTENs for new jobs and polls, claims one open job at a time with SKIP LOCKED and a lease,
// and runs its batches (each batch renews the lease). A job whose worker died is taken again when the lease
// expires and resumes after its last committed batch. With Inngest configured it relays each job to Inngest
// (inngest-recovery.ts) instead of running it.
import type postgres from 'postgres';
import { getDb, getSql, type Db } from '@/db/client';
import { WakeLoop } from '@/lib/jobs/wake-loop';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { log } from '@/lib/log';
import { claimRecovery, RECOVERY_NOTIFY_CHANNEL, releaseRecovery, runRecovery } from './recover-deliveries';

export type RecoveryRunnerOptions = {
  db?: Db;
  sql?: postgres.Sql;
  /** how often open jobs are looked for besides LISTEN (ms) */
  pollIntervalMs?: number;
  /** how long a claimed job stays with this worker without renewal (ms) */
  leaseMs?: number;
  /** deliveries re-queued per batch */
  batchSize?: number;
  /** hand jobs to something else (Inngest) instead of running them here */
  relay?: (recoveryIds: string[]) => Promise<void>;
};

export class RecoveryRunner {
  private readonly db: Db;
  private readonly options: Required<Pick<RecoveryRunnerOptions, 'pollIntervalMs' | 'leaseMs'>> & RecoveryRunnerOptions;
  private readonly loop: WakeLoop;

  constructor(options: RecoveryRunnerOptions = {}) {
    this.options = { pollIntervalMs: 2_000, leaseMs: 30_000, ...options };
    this.db = options.db ?? getDb();
    this.loop = new WakeLoop({
      name: 'recovery runner',
      sql: options.sql ?? getSql(),
      channel: RECOVERY_NOTIFY_CHANNEL,
      pollIntervalMs: this.options.pollIntervalMs,
      tick: () => this.tick(),
    });
  }

  async start(): Promise<this> {
    await this.loop.start();
    return this;
  }

  /** Looks for open jobs now (also called on every NOTIFY). */
  poke(): void {
    this.loop.poke();
  }

  /** Stops claiming; the job in hand stops after its current batch and is given back. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  private async tick(): Promise<void> {
    while (this.loop.isRunning) {
      const job = await claimRecovery(this.db, { leaseMs: this.options.leaseMs });
      if (!job) return;
      if (this.options.relay) {
        try {
          await this.options.relay([job.id]);
          await releaseRecovery(this.db, { recoveryId: job.id, dispatched: true });
        } catch (error) {
          // Left claimed until the lease expires: retried then.
          log.warn('recovery relay: handing a job to Inngest failed, retried after the lease', { error, recoveryId: job.id });
          return;
        }
        continue;
      }
      try {
        const result = await runRecovery(this.db, {
          recoveryId: job.id,
          step: { run: (_id, fn) => fn() },
          batchSize: this.options.batchSize,
          leaseMs: this.options.leaseMs,
          shouldStop: () => !this.loop.isRunning,
        });
        log.info('webhook recovery finished', { recoveryId: job.id, webhookId: job.webhookId, state: result.state, queued: result.queued });
      } finally {
        await releaseRecovery(this.db, { recoveryId: job.id }).catch((error) =>
          log.error('recovery runner: could not release a job', { recoveryId: job.id, error }),
        );
      }
    }
  }
}

const globalForRunner = globalThis as unknown as { __enviosRecoveryRunner?: RecoveryRunner };

/** The recovery worker of this server process (started once from instrumentation.ts, like the delivery runner). */
export async function startProcessRecoveryRunner(): Promise<RecoveryRunner> {
  if (globalForRunner.__enviosRecoveryRunner) return globalForRunner.__enviosRecoveryRunner;
  const { inngestEnabled } = await import('@/lib/config');
  let relay: RecoveryRunnerOptions['relay'];
  if (inngestEnabled()) {
    const { sendRecoveryEvents } = await import('./inngest-recovery');
    relay = sendRecoveryEvents;
  }
  const runner = new RecoveryRunner({ relay });
  globalForRunner.__enviosRecoveryRunner = runner;
  await runner.start();
  onShutdown('webhook-recovery-runner', () => runner.stop(), 0);
  return runner;
}
