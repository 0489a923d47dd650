// The in-process delivery runner, driven by the outbox: it LISTENs on the channel recordOrderEvents
// notifies on commit and also polls, claims due deliveries with FOR UPDATE SKIP LOCKED and a lease
// (locked_until), and runs deliverWebhook with its own `step`. Any number of processes can run one
// against the same database; a delivery whose runner died is picked up again when its lease expires.
// Short waits between attempts (the spec's 1.5 s and 3 s) are timers under the lease; long ones (the extended
// schedule's minutes to hours) hold no process: the delivery is given back with its next_attempt_at and
// claimed again when due.
// With Inngest configured the same loop is a relay: it hands each delivery to Inngest instead.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { getDb, getSql, type Db } from '@/db/client';
import { webhookDeliveries } from '@/db/schema';
import { inngestEnabled } from '@/lib/config';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { log } from '@/lib/log';
import { deliverWebhook, DeliveryBusyError, WEBHOOK_ATTEMPT_TIMEOUT_MS, type DeliveryOptions, type DeliveryStep } from './deliver-webhook';
import type { DeliveryRequest } from './inngest';
import { WEBHOOK_NOTIFY_CHANNEL } from './record-events';

/** What the relay hands on per delivery (lib/webhooks/inngest.ts sends it as an Inngest event). */
export type RelayDelivery = DeliveryRequest;

export type RunnerOptions = DeliveryOptions & {
  db?: Db;
  sql?: postgres.Sql;
  /** how often the outbox is polled besides LISTEN (ms) */
  pollIntervalMs?: number;
  /** how long a claimed delivery stays with this runner without renewal (ms) */
  leaseMs?: number;
  /** deliveries run at the same time by this runner */
  concurrency?: number;
  /** hand deliveries to something else (Inngest) instead of running them here */
  relay?: (deliveries: RelayDelivery[]) => Promise<void>;
};

class StoppedError extends Error {}

/** A wait longer than this is not slept in process: the delivery is released until its next_attempt_at. */
export const MAX_IN_PROCESS_WAIT_MS = 60_000;

/** The job stops at a long wait; the row (next_attempt_at) holds it, nothing to log. */
class DeferredError extends Error {}

export class WebhookRunner {
  readonly id = randomUUID();
  readonly options: Required<Pick<RunnerOptions, 'pollIntervalMs' | 'leaseMs' | 'concurrency'>> & RunnerOptions;
  private readonly db: Db;
  private readonly sql: postgres.Sql;
  private running = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private ticking: Promise<void> | undefined;
  private lastPollErrorAt = 0;
  private tickAgain = false;
  private readonly active = new Map<string, Promise<void>>();
  private readonly stopController = new AbortController();

  constructor(options: RunnerOptions = {}) {
    this.options = { pollIntervalMs: 500, leaseMs: 30_000, concurrency: 16, ...options };
    this.db = options.db ?? getDb();
    this.sql = options.sql ?? getSql();
  }

  get attemptTimeoutMs(): number {
    return this.options.attemptTimeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS;
  }

  async start(): Promise<this> {
    if (this.running) return this;
    this.running = true;
    try {
      const sub = await this.sql.listen(WEBHOOK_NOTIFY_CHANNEL, () => this.poke());
      this.unlisten = sub.unlisten;
    } catch (error) {
      log.warn('webhook runner: LISTEN failed, polling only', { error });
    }
    this.schedulePoll();
    this.poke();
    return this;
  }

  /** Looks for due deliveries now (also called on every NOTIFY). */
  poke(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error) => {
        // While the database is down every poll fails: log the first failure, then once a minute.
        const now = Date.now();
        if (now - this.lastPollErrorAt >= 60_000) {
          this.lastPollErrorAt = now;
          log.error('webhook runner: poll failed', { error });
        }
      })
      .finally(() => {
        this.ticking = undefined;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.poke();
        }
      });
  }

  /**
   * Stops claiming, interrupts the waits between attempts, lets attempts in flight finish, and gives
   * the deliveries it holds back (their lease is cleared, so another runner resumes them at once).
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearTimeout(this.pollTimer);
    this.stopController.abort();
    await this.unlisten?.().catch(() => {});
    await this.ticking;
    await Promise.allSettled([...this.active.values()]);
  }

  private schedulePoll(): void {
    this.pollTimer = setTimeout(() => {
      this.poke();
      if (this.running) this.schedulePoll();
    }, this.options.pollIntervalMs);
    this.pollTimer.unref?.();
  }

  private async tick(): Promise<void> {
    const free = this.options.concurrency - this.active.size;
    if (free <= 0 || !this.running) return;
    // Due now or within one poll interval: the job sleeps the remainder, so attempts start on time.
    const claimed = await this.db.execute<{ id: string; webhook_id: string }>(sql`
      update webhook_deliveries d set locked_until = now() + make_interval(secs => ${this.options.leaseMs / 1000})
      where d.id in (
        select id from webhook_deliveries
        where state = 'pending' and dispatched_at is null
          and next_attempt_at <= ${this.claimNow()} + make_interval(secs => ${this.options.pollIntervalMs / 1000})
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${free}
        for update skip locked)
      returning d.id, d.webhook_id`);
    if (claimed.length === 0) return;
    if (this.options.relay) {
      await this.relay(claimed.map((r) => ({ deliveryId: r.id, webhookId: r.webhook_id })));
      return;
    }
    for (const { id } of claimed) {
      const job = this.runDelivery(id).finally(() => {
        this.active.delete(id);
        this.poke();
      });
      this.active.set(id, job);
    }
  }

  /** The time deliveries are due against: the database's clock, or the test clock of `options.now`. */
  private claimNow() {
    const now = this.options.now?.();
    return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  }

  private async relay(deliveries: RelayDelivery[]): Promise<void> {
    const ids = deliveries.map((d) => d.deliveryId);
    try {
      await this.options.relay!(deliveries);
      await this.db
        .update(webhookDeliveries)
        .set({ dispatchedAt: sql`now()`, lockedUntil: null })
        .where(inArray(webhookDeliveries.id, ids));
      this.tickAgain ||= deliveries.length === this.options.concurrency;
    } catch (error) {
      // Left claimed until the lease expires: retried then, without hammering Inngest.
      log.warn('webhook relay: handing deliveries to Inngest failed, retried after the lease', { error, count: ids.length });
    }
  }

  /** Extends the lease when what comes next (`needMs`) could outlast it; a round trip only when needed. */
  private async ensureLease(deliveryId: string, lease: { until: number }, needMs: number): Promise<void> {
    if (lease.until - Date.now() > needMs) return;
    const ms = this.options.leaseMs + needMs;
    await this.db.execute(sql`
      update webhook_deliveries set locked_until = now() + make_interval(secs => ${ms / 1000})
      where id = ${deliveryId}`);
    lease.until = Date.now() + ms;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.stopController.signal.aborted) return reject(new StoppedError());
      const onAbort = () => {
        clearTimeout(timer);
        reject(new StoppedError());
      };
      const timer = setTimeout(() => {
        this.stopController.signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      this.stopController.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  private async runDelivery(deliveryId: string): Promise<void> {
    // The claim gave us leaseMs (less a margin for clock skew between us and the database).
    const lease = { until: Date.now() + this.options.leaseMs - 1_000 };
    const attemptMs = this.attemptTimeoutMs + 5_000;
    const step: DeliveryStep = {
      run: async (_id, fn) => {
        if (!this.running) throw new StoppedError();
        await this.ensureLease(deliveryId, lease, attemptMs);
        return fn();
      },
      sleep: async (_id, ms) => {
        if (ms > MAX_IN_PROCESS_WAIT_MS) throw new DeferredError();
        await this.ensureLease(deliveryId, lease, ms + attemptMs);
        await this.sleep(ms);
      },
    };
    try {
      await deliverWebhook(this.db, { deliveryId, step, attemptTimeoutMs: this.attemptTimeoutMs, resolve: this.options.resolve, now: this.options.now });
    } catch (error) {
      if (!(error instanceof StoppedError) && !(error instanceof DeliveryBusyError) && !(error instanceof DeferredError)) {
        log.error('webhook runner: delivery failed unexpectedly', { deliveryId, error });
      }
    } finally {
      // Give the delivery back: pending ones are taken again when due, by this runner or another.
      await this.db
        .execute(sql`update webhook_deliveries set locked_until = null where id = ${deliveryId}`)
        .catch((error) => log.error('webhook runner: could not release a delivery', { deliveryId, error }));
    }
  }
}

const globalForRunner = globalThis as unknown as { __enviosWebhookRunner?: WebhookRunner };

/**
 * The runner of this server process (started once from instrumentation.ts). Without Inngest it
 * delivers; with Inngest it relays each delivery as an Inngest event.
 */
export async function startProcessWebhookRunner(): Promise<WebhookRunner> {
  if (globalForRunner.__enviosWebhookRunner) return globalForRunner.__enviosWebhookRunner;
  let relay: RunnerOptions['relay'];
  if (inngestEnabled()) {
    const { sendDeliveryEvents } = await import('./inngest');
    relay = sendDeliveryEvents;
  }
  const runner = new WebhookRunner({ relay });
  globalForRunner.__enviosWebhookRunner = runner;
  await runner.start();
  log.info('webhook runner started', { runnerId: runner.id, mode: relay ? 'inngest-relay' : 'in-process' });
  // scripts/next-server.mjs runs this at SIGTERM: the in-flight attempts finish or give their lease back.
  onShutdown('webhook-runner', () => runner.stop(), 0);
  return runner;
}
