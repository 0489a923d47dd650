// The webhook delivery job (lib/platform/jobs/job.ts), driven by the outbox: woken by the NOTIFY recordOrderEvents sends
// at commit (lib/webhooks/record-events.ts), it claims due deliveries with a lease (locked_until) and runs
// deliverWebhook with the executor's step: in process, the spec's short waits (1.5 s, 3 s) are slept under the
// renewed lease and the extended schedule's long ones hold no process (the delivery is given back and claimed
// again at its next_attempt_at); on Inngest, step.sleep holds them. The waits are the endpoint's retry schedule
// (lib/webhooks/retry-schedule.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries } from '@/db/schema';
import { defineJob } from '@/lib/platform/jobs/job';
import {
  deliverWebhook,
  DeliveryBusyError,
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  webhookRetryBackoff,
  type DeliveryOptions,
} from './deliver-webhook';
import { WEBHOOK_NOTIFY_CHANNEL } from './record-events';

/** The event data of one delivery: the delivery to run and its webhook (Inngest's concurrency key). */
export type DeliveryRequest = { deliveryId: string; webhookId: string };

/** The attempt timeout a run uses: 10 000 ms unless a test shortens it. */
export const attemptTimeoutOf = (options: DeliveryOptions): number => options.attemptTimeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS;

/** The time deliveries are due against: the database's clock, or the test clock of `options.now`. */
function claimNow(options: DeliveryOptions) {
  const now = options.now?.();
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

const setLease = (db: Db, deliveryId: string, ms: number | null) =>
  db.execute(
    sql`update webhook_deliveries set locked_until = ${ms === null ? null : sql`now() + make_interval(secs => ${ms / 1000})`} where id = ${deliveryId}`,
  );

export const webhookDeliveryJob = defineJob<{ id: string; webhookId: string }, DeliveryRequest, DeliveryOptions>({
  name: 'webhook-delivery',
  channel: WEBHOOK_NOTIFY_CHANNEL,
  pollIntervalMs: 500,
  concurrency: 16,
  leaseMs: 30_000,
  backoff: webhookRetryBackoff,
  // Due now or within one poll interval: the run sleeps the remainder, so attempts start on time.
  async claim(db, { limit, leaseMs, pollIntervalMs, options }) {
    const rows = await db.execute<{ id: string; webhook_id: string }>(sql`
      update webhook_deliveries d set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where d.id in (
        select id from webhook_deliveries
        where state = 'pending' and dispatched_at is null
          and next_attempt_at <= ${claimNow(options)} + make_interval(secs => ${pollIntervalMs / 1000})
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning d.id, d.webhook_id`);
    return rows.map((r) => ({ id: r.id, webhookId: r.webhook_id }));
  },
  async run(db, { id }, { step, options }) {
    const { resolve, now } = options;
    // DeliveryBusyError: another worker has this attempt in flight; the delivery comes back when it is free.
    await deliverWebhook(db, { deliveryId: id, step, attemptTimeoutMs: attemptTimeoutOf(options), resolve, now }).catch((error) => {
      if (!(error instanceof DeliveryBusyError)) throw error;
    });
  },
  // Given back whatever the end: pending ones are taken again when due, by this runner or another.
  release: (db, { id }) => setLease(db, id, null),
  longRun: { renewLease: (db, { id }, ms) => setLease(db, id, ms), stepMs: (options) => attemptTimeoutOf(options) + 5_000 },
  inngest: {
    id: 'deliver-webhook',
    name: 'Entregar webhook',
    event: 'webhooks/delivery.requested',
    // At most a few requests at a time to one receiver; other receivers are not held up by a slow one.
    concurrency: { key: 'event.data.webhookId', limit: 5 },
    // The receiver's failures are the attempts of docs/api/webhooks.md "Retry policy", counted by the job.
    retries: 5,
    data: ({ id, webhookId }) => ({ deliveryId: id, webhookId }),
    run: (db, data, step) => deliverWebhook(db, { deliveryId: String(data.deliveryId), step }),
    dispatched: (db, items) =>
      db
        .update(webhookDeliveries)
        .set({ dispatchedAt: sql`now()`, lockedUntil: null })
        .where(
          inArray(
            webhookDeliveries.id,
            items.map((d) => d.id),
          ),
        ),
  },
});
