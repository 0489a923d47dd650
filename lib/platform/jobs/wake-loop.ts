// The wake loop every background runner shares: it runs `tick` when poked (a PostgreSQL NOTIFY on `channel`, a
// timer every `pollIntervalMs`, or the runner itself when a job ends), never two ticks at once (a poke during a
// tick asks for one more right after), and logs a failing tick once a minute (while the database is down every
// poll fails). The job runner (lib/platform/jobs/job-runner.ts) keeps the claim, lease and relay rules in `tick`.
import type postgres from 'postgres';
import { log } from '@/lib/platform/log';

export type WakeLoopOptions = {
  /** names the runner in log lines, e.g. "email runner" */
  name: string;
  sql: postgres.Sql;
  channel: string;
  pollIntervalMs: number;
  tick: () => Promise<void>;
};

export class WakeLoop {
  private running = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private ticking: Promise<void> | undefined;
  private tickAgain = false;
  private lastErrorAt = 0;

  constructor(private readonly options: WakeLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const sub = await this.options.sql.listen(this.options.channel, () => this.poke());
      this.unlisten = sub.unlisten;
    } catch (error) {
      log.warn(`${this.options.name}: LISTEN failed, polling only`, { error });
    }
    if (!this.running) {
      // stopped while LISTEN was being set up
      await this.unlisten?.().catch(() => {});
      return;
    }
    this.pollTimer = setInterval(() => this.poke(), this.options.pollIntervalMs);
    this.pollTimer.unref?.();
    this.poke();
  }

  /** Runs a tick now, or right after the one running. */
  poke(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.options
      .tick()
      .catch((error) => this.logFailure(`${this.options.name}: poll failed`, error))
      .finally(() => {
        this.ticking = undefined;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.poke();
        }
      });
  }

  /** Asks for another tick as soon as this one ends (a full batch was claimed: more may be due). */
  again(): void {
    this.tickAgain = true;
  }

  /** No more ticks; resolves when the running one has returned (jobs it started are the runner's to await). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearInterval(this.pollTimer);
    await this.unlisten?.().catch(() => {});
    await this.ticking;
  }

  /** The first failure, then at most one a minute. */
  logFailure(message: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorAt < 60_000) return;
    this.lastErrorAt = now;
    log.error(message, { error });
  }
}
