// The in-process executor of a job (lib/platform/jobs/job.ts): on the shared wake loop (wake-loop.ts) it claims up to its
// free slots of due items and runs each with the job's `run`, a few at a time; any number of processes can run
// one against the same database, and an item whose runner died is claimed again when its lease runs out. Given a
// `relay` (Inngest configured) it hands the claimed items on as event data instead of running them.
// A long run (webhook deliveries) gets a step that renews the item's lease before each step and sleeps short
// waits under it; a wait longer than MAX_IN_PROCESS_WAIT_MS holds no process: the run stops and the item's row
// (its next attempt time) brings it back when due.
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { Db } from '@/db/client';
import { getDb, getSql } from '@/lib/platform/db';
import { log } from '@/lib/platform/log';
import type { Job, JobStep } from './job';
import { WakeLoop } from './wake-loop';

/** A wait longer than this is not slept in process: the run stops and the item waits in its row. */
export const MAX_IN_PROCESS_WAIT_MS = 60_000;

class StoppedError extends Error {}
class DeferredError extends Error {}

export type JobRunnerOptions<Data, Options> = Partial<Options> & {
  db?: Db;
  sql?: postgres.Sql;
  pollIntervalMs?: number;
  concurrency?: number;
  leaseMs?: number;
  /** how often the job's periodic work runs (ms); 0 turns it off */
  periodicMs?: number;
  /** hand claimed items to something else (Inngest) instead of running them here */
  relay?: (data: Data[]) => Promise<void>;
};

export class JobRunner<Item, Data extends Record<string, unknown>, Options = object> {
  readonly id = randomUUID();
  private readonly db: Db;
  private readonly loop: WakeLoop;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly active = new Set<Promise<void>>();
  private readonly stopController = new AbortController();
  private periodicTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly job: Job<Item, Data, Options>,
    private readonly options: JobRunnerOptions<Data, Options> = {} as JobRunnerOptions<Data, Options>,
  ) {
    this.db = options.db ?? getDb();
    this.pollIntervalMs = options.pollIntervalMs ?? job.pollIntervalMs;
    this.concurrency = options.concurrency ?? job.concurrency;
    this.leaseMs = options.leaseMs ?? job.leaseMs;
    this.loop = new WakeLoop({
      name: `${job.name} runner`,
      sql: options.sql ?? getSql(),
      channel: job.channel,
      pollIntervalMs: this.pollIntervalMs,
      tick: () => this.tick(),
    });
  }

  get mode(): 'in-process' | 'inngest-relay' {
    return this.options.relay ? 'inngest-relay' : 'in-process';
  }

  async start(): Promise<this> {
    if (this.loop.isRunning) return this;
    await this.loop.start();
    if (!this.loop.isRunning) return this;
    const periodic = this.job.periodic;
    const every = this.options.periodicMs ?? periodic?.intervalMs ?? 0;
    if (periodic && every > 0) {
      const run = () =>
        void periodic.run(this.db).catch((error) => this.loop.logFailure(`${this.job.name} runner: periodic work failed`, error));
      this.periodicTimer = setInterval(run, every);
      this.periodicTimer.unref?.();
      run();
    }
    return this;
  }

  /** Looks for due items now (also on every NOTIFY). */
  poke(): void {
    this.loop.poke();
  }

  /**
   * Stops claiming, interrupts the waits of long runs, lets the runs in flight finish (a long run stops at its
   * next step) and gives their items back.
   */
  async stop(): Promise<void> {
    clearInterval(this.periodicTimer);
    this.stopController.abort();
    await this.loop.stop();
    await Promise.allSettled([...this.active]);
    this.job.onStop?.();
  }

  private async tick(): Promise<void> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || !this.loop.isRunning) return;
    const relayClaim = this.options.relay ? this.job.inngest.claim : undefined;
    const limit = relayClaim?.limit ?? free;
    const items = await this.job.claim(this.db, {
      limit,
      leaseMs: relayClaim?.leaseMs ?? this.leaseMs,
      pollIntervalMs: this.pollIntervalMs,
      options: this.options,
    });
    if (items.length === 0) return;
    if (this.options.relay) return this.relay(items, limit);
    for (const item of items) {
      const run: Promise<void> = this.run(item).finally(() => {
        this.active.delete(run);
        this.poke();
      });
      this.active.add(run);
    }
  }

  private async relay(items: Item[], limit: number): Promise<void> {
    try {
      await this.options.relay!(items.map((item) => this.job.inngest.data(item)));
      await this.job.inngest.dispatched?.(this.db, items);
      if (items.length === limit) this.loop.again();
    } catch (error) {
      // Left claimed until the lease runs out: relayed again then, without hammering Inngest.
      log.warn(`${this.job.name} relay: handing items to Inngest failed, retried after the lease`, { error, count: items.length });
    }
  }

  private async run(item: Item): Promise<void> {
    try {
      await this.job.run(this.db, item, {
        step: this.stepFor(item),
        options: this.options,
        leaseMs: this.leaseMs,
        stopping: () => !this.loop.isRunning,
      });
    } catch (error) {
      if (!(error instanceof StoppedError) && !(error instanceof DeferredError)) {
        log.error(`${this.job.name} runner: run failed unexpectedly`, { item, error });
      }
    } finally {
      await this.job
        .release?.(this.db, item)
        .catch((error) => log.error(`${this.job.name} runner: could not release an item`, { item, error }));
    }
  }

  /** Plain calls; for a long run, a lease kept ahead of each step and waits slept under it. */
  private stepFor(item: Item): JobStep {
    const long = this.job.longRun;
    if (!long) return { run: (_id, fn) => fn(), sleep: (_id, ms) => this.sleep(ms) };
    // The claim gave us leaseMs (less a margin for clock skew between us and the database).
    const lease = { until: Date.now() + this.leaseMs - 1_000 };
    const ensureLease = async (needMs: number) => {
      if (lease.until - Date.now() > needMs) return;
      const ms = this.leaseMs + needMs;
      await long.renewLease(this.db, item, ms);
      lease.until = Date.now() + ms;
    };
    const stepMs = long.stepMs(this.options);
    return {
      run: async (_id, fn) => {
        if (!this.loop.isRunning) throw new StoppedError();
        await ensureLease(stepMs);
        return fn();
      },
      sleep: async (_id, ms) => {
        if (ms > MAX_IN_PROCESS_WAIT_MS) throw new DeferredError();
        await ensureLease(ms + stepMs);
        await this.sleep(ms);
      },
    };
  }

  private sleep(ms: number): Promise<void> {
    const signal = this.stopController.signal;
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new StoppedError());
      const onAbort = () => {
        clearTimeout(timer);
        reject(new StoppedError());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** The runner type of a job declaration, and the options it takes (tests start runners of their own). */
export type RunnerOf<J> = J extends Job<infer Item, infer Data, infer Options> ? JobRunner<Item, Data, Options> : never;
export type RunnerOptionsOf<J> = J extends Job<unknown, infer Data, infer Options> ? JobRunnerOptions<Data, Options> : never;
