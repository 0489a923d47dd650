// The delivery job (docs/architecture.md, background work): a plain async function run either by the in-process
// runner or by the Inngest function, each passing its own `step`. docs/api/webhooks.md, delivery and retries:
// attempt 1 at once, attempt 2 about 1.5 s after, attempt 3 about 3 s after that (an endpoint with the
// "extended" schedule goes on: lib/webhooks/retry-schedule.ts); 10 s per attempt;
// 2xx success, 4xx (and 3xx, never followed) final, 5xx / timeout / network error retried.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookAttempts, webhookDeliveries, webhooks } from '@/db/schema';
import { insecureWebhookUrlsAllowed } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { observedDeliveryAttempt } from './attempt-telemetry';
import { sendWebhookRequest, type SendResult } from './send-request';
import { backoff } from '@/lib/platform/jobs/backoff';
import { maxAttemptsOf, webhookRetryDelaysMs, type WebhookRetrySchedule } from './retry-schedule';
import type { Resolver } from './url-safety';
import { disableIfFailing, recordEndpointOutcome } from './endpoint-health';

export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;

/** Each retry schedule as a back-off policy (lib/platform/jobs/backoff.ts): the wait after failed attempt n, none after the last. */
export const webhookRetryBackoff: Record<WebhookRetrySchedule, { delaysMs: readonly number[] }> = {
  standard: { delaysMs: webhookRetryDelaysMs.standard },
  extended: { delaysMs: webhookRetryDelaysMs.extended },
};

/** What the job needs from its executor: Inngest's `step`, or the runner's equivalent. */
export type DeliveryStep = {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  sleep(id: string, ms: number): Promise<unknown>;
};

export type DeliveryOptions = {
  /** per-attempt timeout; 10 000 ms unless a test shortens it */
  attemptTimeoutMs?: number;
  /** host name resolution (tests pin names to local addresses) */
  resolve?: Resolver;
  /**
   * The scheduling clock: when attempts are due and whether a previous secret's grace is over. Tests move
   * it instead of waiting; the webhook-timestamp header and the attempt log always use the real time.
   */
  now?: () => Date;
};

/** An attempt another worker has in flight right now: the executor should try again later. */
export class DeliveryBusyError extends Error {
  constructor(deliveryId: string) {
    super(`delivery ${deliveryId} has an attempt in flight elsewhere`);
    this.name = 'DeliveryBusyError';
  }
}

/** Which delivery, plus the options; the parameters of planDelivery, runDeliveryAttempt and deliverWebhook. */
export type DeliveryParams = DeliveryOptions & { deliveryId: string };

export type DeliveryPlan = { done: true; state: string } | { done: false; attempt: number; waitMs: number };

export type AttemptOutcome =
  | { final: true; state: 'succeeded' | 'failed' | 'cancelled' | 'skipped'; attempt: number; statusCode: number | null }
  | { final: false; state: 'pending'; attempt: number; statusCode: number | null; retryInMs: number };

function nowOf(options: DeliveryOptions): Date {
  return options.now?.() ?? new Date();
}

function timeoutOf(options: DeliveryOptions): number {
  return options.attemptTimeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS;
}

/** An attempt marked in flight for longer than this belongs to a worker that died. */
function staleAfterMs(options: DeliveryOptions): number {
  return timeoutOf(options) + 20_000;
}

/** Where a delivery stands: the next attempt number and how long until it is due. */
export async function planDelivery(db: Db, params: DeliveryParams): Promise<DeliveryPlan> {
  const { deliveryId } = params;
  const [found] = await db
    .select({ delivery: webhookDeliveries, retrySchedule: webhooks.retrySchedule })
    .from(webhookDeliveries)
    .leftJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) return { done: true, state: 'missing' };
  const delivery = found.delivery;
  if (delivery.state !== 'pending') return { done: true, state: delivery.state };
  if (delivery.attemptStartedAt) {
    // The previous worker died in the middle of this attempt: repeat it once it is surely abandoned.
    const waitMs = Math.max(0, delivery.attemptStartedAt.getTime() + staleAfterMs(params) - Date.now());
    return { done: false, attempt: delivery.attemptCount, waitMs };
  }
  if (delivery.attemptCount >= maxAttemptsOf(found.retrySchedule ?? 'standard')) {
    await db
      .update(webhookDeliveries)
      .set({ state: 'failed', completedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, 'pending')));
    return { done: true, state: 'failed' };
  }
  return {
    done: false,
    attempt: delivery.attemptCount + 1,
    waitMs: Math.max(0, delivery.nextAttemptAt.getTime() - nowOf(params).getTime()),
  };
}

type ClaimedAttempt = {
  webhook_id: string;
  organization_id: string;
  event_id: string;
  kind: string | null;
  body: string | null;
  url: string | null;
  secret: string | null;
  /** the rotated-out secret while its grace lasts (it signs too), else null */
  previous_secret: string | null;
  retry_schedule: WebhookRetrySchedule | null;
  /** the event exists and its webhook is still active and not deleted */
  usable: boolean;
};

/**
 * Takes attempt `n` of the delivery for this worker (compare-and-set on attempt_count), so two workers
 * never send the same attempt, and reads what the attempt sends, in one statement. Null when it is not
 * this attempt's turn any more.
 */
async function claimAttempt(db: Db, deliveryId: string, n: number, options: DeliveryOptions): Promise<ClaimedAttempt | null> {
  const rows = await db.execute<ClaimedAttempt>(sql`
    with claimed as (
      update webhook_deliveries set attempt_count = ${n}::int, attempt_started_at = now()
      where id = ${deliveryId}::uuid and state = 'pending' and (
        (attempt_count = ${n - 1}::int and attempt_started_at is null)
        or (attempt_count = ${n}::int and attempt_started_at < now() - make_interval(secs => ${staleAfterMs(options) / 1000}::float8)))
      returning webhook_id, organization_id, event_id
    )
    select c.webhook_id, c.organization_id, c.event_id, e.kind, e.body, w.url, w.secret, w.retry_schedule,
           case when w.previous_secret_expires_at > ${nowOf(options).toISOString()}::timestamptz then w.previous_secret end as previous_secret,
           (e.id is not null and w.id is not null and w.active and w.deleted_at is null) as usable
    from claimed c
    left join webhook_events e on e.id = c.event_id
    left join webhooks w on w.id = c.webhook_id`);
  if (rows.length === 0) {
    const [current] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (current?.state === 'pending' && current.attemptCount === n && current.attemptStartedAt) throw new DeliveryBusyError(deliveryId);
    return null;
  }
  return rows[0];
}

/** Sends attempt `n`, logs it in webhook_attempts and moves the delivery on. */
export async function runDeliveryAttempt(db: Db, params: DeliveryParams & { attempt: number }): Promise<AttemptOutcome> {
  const { deliveryId, attempt: n } = params;
  const claimed = await claimAttempt(db, deliveryId, n, params);
  if (!claimed) return { final: true, state: 'skipped', attempt: n, statusCode: null };
  if (!claimed.usable) {
    // Deleted or deactivated since the event: nothing is sent (it can be redelivered later).
    await db
      .update(webhookDeliveries)
      .set({ state: 'cancelled', attemptCount: n - 1, attemptStartedAt: null, lockedUntil: null, completedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, 'pending')));
    return { final: true, state: 'cancelled', attempt: n, statusCode: null };
  }
  const delivery = { webhookId: claimed.webhook_id, organizationId: claimed.organization_id, eventId: claimed.event_id };
  const row = {
    event: { kind: claimed.kind!, body: claimed.body! },
    webhook: {
      url: claimed.url!,
      secret: claimed.secret!,
      previousSecret: claimed.previous_secret,
      retrySchedule: claimed.retry_schedule ?? 'standard',
    },
  };

  const startedAt = new Date();
  const result: SendResult = await sendWebhookRequest(
    {
      url: row.webhook.url,
      secret: row.webhook.secret,
      previousSecret: row.webhook.previousSecret,
      eventId: delivery.eventId,
      eventKind: row.event.kind,
      body: row.event.body,
    },
    { timeoutMs: timeoutOf(params), allowInsecure: insecureWebhookUrlsAllowed(), resolve: params.resolve },
  );

  const delay = result.outcome === 'retry' ? backoff(webhookRetryBackoff[row.webhook.retrySchedule], n) : null;
  const retry = delay !== null;
  const state = result.outcome === 'success' ? 'succeeded' : retry ? 'pending' : 'failed';
  const retryInMs = delay ?? 0;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId,
      webhookId: delivery.webhookId,
      organizationId: delivery.organizationId,
      eventId: delivery.eventId,
      eventKind: row.event.kind,
      attemptNumber: n,
      startedAt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      requestBody: row.event.body,
      responseBody: result.responseBody,
    });
    // The endpoint's failure streak (endpoint-health.ts): written only when it starts or ends. Before the
    // delivery's row, in the order updateWebhook/deleteWebhook lock them (webhook, then its deliveries), so an
    // attempt ending while the webhook is deactivated waits instead of deadlocking.
    await recordEndpointOutcome(tx, { webhookId: delivery.webhookId, succeeded: state === 'succeeded', at: nowOf(params) });
    // Guarded: a delivery cancelled (webhook deleted) while this attempt was in flight stays cancelled.
    await tx
      .update(webhookDeliveries)
      .set({
        state,
        attemptStartedAt: null,
        lastStatusCode: result.statusCode,
        lastError: result.error,
        nextAttemptAt: retry ? new Date(nowOf(params).getTime() + retryInMs) : undefined,
        completedAt: retry ? null : new Date(),
      })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, 'pending'), eq(webhookDeliveries.attemptCount, n)));
  });

  if (state !== 'succeeded') {
    // Never the URL (it may carry a token) nor the secret.
    log.warn('webhook attempt failed', {
      deliveryId,
      webhookId: delivery.webhookId,
      eventId: delivery.eventId,
      attempt: n,
      statusCode: result.statusCode,
      error: result.error,
      willRetry: retry,
    });
    // Every attempt failed for 5 days: the endpoint is disabled and its pending deliveries (this one too) cancelled.
    const disabled = await disableIfFailing(db, { webhookId: delivery.webhookId, now: nowOf(params) }).catch((error) => {
      log.error('webhook endpoint health check failed', { webhookId: delivery.webhookId, error });
      return null;
    });
    if (disabled && retry) return { final: true, state: 'cancelled', attempt: n, statusCode: result.statusCode };
  }
  if (retry) return { final: false, state: 'pending', attempt: n, statusCode: result.statusCode, retryInMs };
  return { final: true, state: state as 'succeeded' | 'failed', attempt: n, statusCode: result.statusCode };
}

/**
 * Runs a delivery to its end from wherever it stands (so it resumes after a restart): one step per
 * attempt and a sleep between attempts. Step ids are stable, as Inngest memoizes by them.
 */
export async function deliverWebhook(db: Db, { step, ...params }: DeliveryParams & { step: DeliveryStep }) {
  const { deliveryId } = params;
  const plan = await step.run('plan', () => planDelivery(db, params));
  if (plan.done) return { deliveryId, state: plan.state, attempts: 0 };
  let attempt = plan.attempt;
  let waitMs = plan.waitMs;
  let attempts = 0;
  for (;;) {
    if (waitMs > 0) await step.sleep(`wait-before-attempt-${attempt}`, waitMs);
    const outcome = await step.run(`attempt-${attempt}`, () =>
      observedDeliveryAttempt({ deliveryId, attempt }, () => runDeliveryAttempt(db, { ...params, attempt })),
    );
    if (outcome.state !== 'skipped') attempts++;
    if (outcome.final) return { deliveryId, state: outcome.state, attempts };
    attempt = outcome.attempt + 1;
    waitMs = outcome.retryInMs;
  }
}
