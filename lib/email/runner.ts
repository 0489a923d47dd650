// The in-process email runner, in every server process (started from instrumentation.ts, stopped by
// lib/lifecycle/shutdown.ts): it LISTENs on the channel enqueueEmail notifies at commit and also polls, claims
// due messages with FOR UPDATE SKIP LOCKED and a lease (lib/email/deliver-email.ts) and sends them; any number
// of processes can run one against the same database. With Inngest configured it relays each claimed message
// as an Inngest event instead (lib/email/inngest.ts). Every few minutes it also runs the operational checks
// (low balance, failing webhooks: lib/email/operational/), which enqueue at most once per day or streak.
// Requests never wait for any of this.
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { getDb, getSql, type Db } from '@/db/client';
import { inngestEnabled } from '@/lib/config';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { WakeLoop } from '@/lib/jobs/wake-loop';
import { log } from '@/lib/log';
import { claimDueEmails, sendClaimedEmail } from './deliver-email';
import { runOperationalChecks } from './operational/checks';
import { EMAIL_NOTIFY_CHANNEL } from './outbox';
import { closeMailTransport } from './send';

export type EmailRunnerOptions = {
  db?: Db;
  sql?: postgres.Sql;
  pollIntervalMs?: number;
  concurrency?: number;
  /** how often the operational checks run (ms); 0 turns them off */
  checksIntervalMs?: number;
  /** hand claimed messages to something else (Inngest) instead of sending them here */
  relay?: (emailIds: string[]) => Promise<void>;
};

/** Lease of a relayed message: Inngest has this long to run it before the runner relays it again. */
const RELAY_LEASE_MS = 15 * 60_000;

export class EmailRunner {
  readonly id = randomUUID();
  private readonly db: Db;
  private readonly opts: Required<Pick<EmailRunnerOptions, 'pollIntervalMs' | 'concurrency' | 'checksIntervalMs'>> & EmailRunnerOptions;
  private readonly loop: WakeLoop;
  private checksTimer: NodeJS.Timeout | undefined;
  private readonly active = new Set<Promise<unknown>>();

  constructor(options: EmailRunnerOptions = {}) {
    this.opts = { pollIntervalMs: 2_000, concurrency: 4, checksIntervalMs: 5 * 60_000, ...options };
    this.db = options.db ?? getDb();
    this.loop = new WakeLoop({
      name: 'email runner',
      sql: options.sql ?? getSql(),
      channel: EMAIL_NOTIFY_CHANNEL,
      pollIntervalMs: this.opts.pollIntervalMs,
      tick: () => this.tick(),
    });
  }

  async start(): Promise<this> {
    if (this.loop.isRunning) return this;
    await this.loop.start();
    if (this.opts.checksIntervalMs > 0) {
      this.checksTimer = setInterval(() => void this.runChecks(), this.opts.checksIntervalMs);
      this.checksTimer.unref?.();
      void this.runChecks();
    }
    return this;
  }

  /** Looks for due messages now (also on every NOTIFY). */
  poke(): void {
    this.loop.poke();
  }

  /** Stops claiming and lets the sends in flight finish (their rows are marked before it resolves). */
  async stop(): Promise<void> {
    clearInterval(this.checksTimer);
    await this.loop.stop();
    await Promise.allSettled([...this.active]);
  }

  private async runChecks(): Promise<void> {
    if (!this.loop.isRunning) return;
    try {
      await runOperationalChecks(this.db);
    } catch (error) {
      this.loop.logFailure('email runner: operational checks failed', error);
    }
  }

  private async tick(): Promise<void> {
    const free = this.opts.concurrency - this.active.size;
    if (free <= 0 || !this.loop.isRunning) return;
    if (this.opts.relay) {
      const ids = await claimDueEmails(this.db, { limit: 50, leaseMs: RELAY_LEASE_MS });
      if (ids.length === 0) return;
      try {
        await this.opts.relay(ids);
      } catch (error) {
        // Left claimed: relayed again when the lease runs out.
        log.warn('email relay: handing messages to Inngest failed, retried after the lease', { error, count: ids.length });
      }
      if (ids.length === 50) this.loop.again();
      return;
    }
    const ids = await claimDueEmails(this.db, { limit: free });
    for (const id of ids) {
      const job: Promise<unknown> = sendClaimedEmail(this.db, id)
        .catch((error) => log.error('email runner: attempt could not be recorded', { emailId: id, error }))
        .finally(() => {
          this.active.delete(job);
          this.poke();
        });
      this.active.add(job);
    }
  }
}

const globalForRunner = globalThis as unknown as { __enviosEmailRunner?: EmailRunner };

/** The email runner of this server process (instrumentation.ts). */
export async function startProcessEmailRunner(): Promise<EmailRunner> {
  if (globalForRunner.__enviosEmailRunner) return globalForRunner.__enviosEmailRunner;
  let relay: EmailRunnerOptions['relay'];
  if (inngestEnabled()) relay = (await import('./inngest')).sendEmailEvents;
  const runner = new EmailRunner({ relay });
  globalForRunner.__enviosEmailRunner = runner;
  await runner.start();
  log.info('email runner started', { runnerId: runner.id, mode: relay ? 'inngest-relay' : 'in-process' });
  onShutdown('email-runner', async () => {
    await runner.stop();
    closeMailTransport();
  }, 0);
  return runner;
}
