// A background job as a declaration: what it claims, how it runs one claimed item, its back-off, how many run at
// once, and how it is relayed to Inngest. The executor is chosen once for every job (lib/platform/jobs/start-jobs.ts): the
// in-process runner (lib/platform/jobs/job-runner.ts: the shared wake loop, LISTEN + poll, claims with FOR UPDATE SKIP
// LOCKED and a lease) or, with Inngest configured, the same runner as a relay that hands each claimed item to
// the job's Inngest function (lib/platform/jobs/inngest.ts), which runs the same logic with Inngest's steps. The list of
// jobs is lib/platform/jobs/jobs.ts; the outbox tables the jobs claim from stay the product's delivery logs.
import type { Db } from '@/db/client';
import type { BackoffPolicy } from './backoff';

/** What a run needs from its executor: Inngest's `step`, or the in-process runner's equivalent. */
export type JobStep = {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  sleep(id: string, ms: number): Promise<unknown>;
};

export type ClaimInput<Options> = {
  limit: number;
  leaseMs: number;
  /** the runner's poll interval (a job may claim what falls due before the next poll) */
  pollIntervalMs: number;
  options: Partial<Options>;
};

export type RunContext<Options> = {
  step: JobStep;
  options: Partial<Options>;
  /** the runner's lease, for a run that renews it as it goes */
  leaseMs: number;
  /** true once the runner is stopping: a long run ends at its next step boundary */
  stopping: () => boolean;
};

export type Job<Item, Data extends Record<string, unknown>, Options = object> = {
  /** names the job in log lines and shutdown steps, e.g. "webhook-delivery" */
  name: string;
  /** the NOTIFY channel a commit wakes the runner on */
  channel: string;
  pollIntervalMs: number;
  /** items run at the same time by one in-process runner */
  concurrency: number;
  /** how long a claimed item stays with its runner */
  leaseMs: number;
  /** the wait after a failed attempt (one policy, or one per choice an item carries); none when only Inngest retries */
  backoff?: BackoffPolicy | Readonly<Record<string, BackoffPolicy>>;
  /** claims up to `limit` due items with a lease */
  claim(db: Db, input: ClaimInput<Options>): Promise<Item[]>;
  /** runs one claimed item in process (its outcome is written to the item's row) */
  run(db: Db, item: Item, context: RunContext<Options>): Promise<unknown>;
  /** after an in-process run, whatever its end: gives the item back */
  release?(db: Db, item: Item): Promise<unknown>;
  /** a run that spans steps and waits (webhook deliveries): its lease is renewed before each, stopping ends it */
  longRun?: { renewLease(db: Db, item: Item, ms: number): Promise<unknown>; stepMs(options: Partial<Options>): number };
  /** side work the in-process runner does every `intervalMs` in either mode (the email job's operational checks) */
  periodic?: { intervalMs: number; run(db: Db): Promise<unknown> };
  /** after the runner has stopped (closing a transport) */
  onStop?(): void;
  inngest: {
    id: string;
    /** the function's name in Inngest's dashboard (Spanish) */
    name: string;
    event: string;
    concurrency: { key: string; limit: number };
    /** Inngest's own retries: our infrastructure failing, never the item's own failures (those use `backoff`) */
    retries: number;
    /** the event's data for a claimed item */
    data(item: Item): Data;
    /** the Inngest function's body */
    run(db: Db, data: Data, step: JobStep): Promise<unknown>;
    /** the relay's claim when it differs from the runner's (more at once, a longer lease) */
    claim?: { limit: number; leaseMs: number };
    /** after the events were sent: marks the items handed over */
    dispatched?(db: Db, items: Item[]): Promise<unknown>;
  };
};

// any: the list holds jobs of every item type
export type AnyJob = Job<any, any, any>;

/** Declares a job (an identity function that keeps the item, data and option types together). */
export function defineJob<Item, Data extends Record<string, unknown>, Options = object>(
  job: Job<Item, Data, Options>,
): Job<Item, Data, Options> {
  return job;
}
