// Webhook recovery (docs/api/webhooks.md, "Recovering failed deliveries"): POST /webhooks/:id/recover starts a job
// that re-queues every failed or cancelled delivery of the endpoint created since a time, oldest first, each with
// a new round (redeliver-delivery.ts's rule), so delivery, signatures and the log need nothing new.
// A job is a webhook_recoveries row worked in batches: each batch locks the row, re-queues the next deliveries
// after the row's cursor and advances the cursor in the same transaction, so a job survives a crash (the next
// claim resumes after the last committed batch) and never re-queues a delivery twice even if two workers ran it.
// Workers: recovery-runner.ts (in process) or inngest-recovery.ts (Inngest).
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhookDeliveries, webhookRecoveries, webhooks, type WebhookRecovery } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/text/uuid';
import { findWebhook } from './find-webhook';
import { notifyDeliveryRunners } from './record-events';
import { newDeliveryRound } from './redeliver-delivery';
import type { RecoveryView } from './recovery-schemas';

/** How far back a recovery may reach (deliveries older than this are not re-sent). */
export const RECOVERY_WINDOW_DAYS = 30;
const RECOVERY_WINDOW_MS = RECOVERY_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** Deliveries re-queued per batch (one transaction). */
export const RECOVERY_BATCH_SIZE = 100;
/** The channel a new job is announced on (recovery-runner.ts listens). */
export const RECOVERY_NOTIFY_CHANNEL = 'webhook_recoveries';

const OPEN_STATES = ['queued', 'running'] as const;
const RECOVERABLE_STATES = ['failed', 'cancelled'] as const;

/** 400 with the reason unless `since` is a time in the last 30 days and not in the future. */
export function parseSince(since: string, now: Date): Date {
  const at = new Date(since);
  if (Number.isNaN(at.getTime())) throw new DomainError('validation_error', 'El campo since debe ser una fecha ISO 8601 válida.');
  if (at.getTime() > now.getTime()) throw new DomainError('validation_error', 'El campo since no puede estar en el futuro.');
  if (at.getTime() < now.getTime() - RECOVERY_WINDOW_MS) {
    throw new DomainError(
      'validation_error',
      `El campo since no puede ser anterior a ${RECOVERY_WINDOW_DAYS} días: solo se recuperan entregas de los últimos ${RECOVERY_WINDOW_DAYS} días.`,
    );
  }
  return at;
}

/** The end of the range (default: now; a time after now is now); 400 unless it is a date after `since`. */
export function parseUntil(until: string | undefined, since: Date, now: Date): Date {
  if (until === undefined || until === '') return now;
  const at = new Date(until);
  if (Number.isNaN(at.getTime())) throw new DomainError('validation_error', 'El campo until debe ser una fecha ISO 8601 válida.');
  if (at.getTime() <= since.getTime()) throw new DomainError('validation_error', 'El campo until debe ser posterior a since.');
  return at.getTime() > now.getTime() ? now : at;
}

export const recoveryNotFound = () => new DomainError('not_found', 'La recuperación no existe.');

async function resultsOf(db: DbOrTx, recoveryId: string): Promise<RecoveryView['results']> {
  const rows = await db
    .select({ state: webhookDeliveries.state, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.recoveryId, recoveryId))
    .groupBy(webhookDeliveries.state);
  const results = { pending: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const row of rows) results[row.state] = row.count;
  return results;
}

export async function toRecoveryView(db: DbOrTx, recovery: WebhookRecovery): Promise<RecoveryView> {
  return {
    id: recovery.id,
    webhookId: recovery.webhookId,
    since: recovery.since.toISOString(),
    state: recovery.state,
    total: recovery.total,
    queued: recovery.queued,
    results: await resultsOf(db, recovery.id),
    createdAt: recovery.createdAt.toISOString(),
    startedAt: recovery.startedAt?.toISOString() ?? null,
    completedAt: recovery.completedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a recovery of the endpoint's failed (and cancelled) deliveries created since `since`. Idempotent:
 * while a job of the endpoint is open, the same `since` returns that job (`created: false`) and another
 * `since` is a 409. An inactive endpoint is a 409 (re-enable it first). `now` is the request's time.
 */
export async function startRecovery(
  db: Db,
  input: { organizationId: string; webhookId: string; since: string; until?: string; now?: Date; actor?: AuditActor },
): Promise<{ recovery: RecoveryView; created: boolean }> {
  const now = input.now ?? new Date();
  const since = parseSince(input.since, now);
  const until = parseUntil(input.until, since, now);
  return db.transaction(async (tx) => {
    // Locked: two requests for one endpoint are serialized, so the open-job check below cannot race.
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.webhookId, lock: true });
    if (!webhook.active) {
      throw new DomainError(
        'conflict',
        webhook.disabledAt
          ? 'El webhook fue desactivado automáticamente porque sus entregas fallaban: actívalo para recuperar sus entregas.'
          : 'El webhook está inactivo: actívalo para recuperar sus entregas.',
      );
    }
    const [open] = await tx
      .select()
      .from(webhookRecoveries)
      .where(and(eq(webhookRecoveries.webhookId, webhook.id), inArray(webhookRecoveries.state, OPEN_STATES)));
    if (open) {
      // The same request again (a double click, a retried call) returns the job under way.
      // (An end at or after now means "now": it matches the job whatever its own end.)
      if (open.since.getTime() === since.getTime() && (until.getTime() === now.getTime() || open.until.getTime() === until.getTime())) {
        return { recovery: await toRecoveryView(tx, open), created: false };
      }
      throw new DomainError(
        'conflict',
        `Ya hay una recuperación en curso para este webhook (desde ${open.since.toISOString()}): espera a que termine o repite la solicitud con el mismo since.`,
      );
    }
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, webhook.id),
          inArray(webhookDeliveries.state, RECOVERABLE_STATES),
          gte(webhookDeliveries.createdAt, since),
          lte(webhookDeliveries.createdAt, until),
        ),
      );
    const [recovery] = await tx
      .insert(webhookRecoveries)
      .values({
        organizationId: input.organizationId,
        webhookId: webhook.id,
        since,
        until,
        total,
        // Nothing to re-send: the job is done as it starts.
        state: total === 0 ? 'completed' : 'queued',
        createdAt: now,
        startedAt: total === 0 ? now : null,
        completedAt: total === 0 ? now : null,
      })
      .returning();
    if (total > 0) await tx.execute(sql`select pg_notify(${RECOVERY_NOTIFY_CHANNEL}, ${recovery.id})`);
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId, actor: input.actor, action: 'webhook.recovery_started',
        target: { type: 'webhook', id: webhook.id },
        summary: { name: webhook.name, since: since.toISOString(), until: recovery.until.toISOString(), deliveries: total },
      });
    }
    return { recovery: await toRecoveryView(tx, recovery), created: true };
  });
}

/** One recovery job of the organization's webhook (404 for anything else). */
export async function getRecovery(db: DbOrTx, input: { organizationId: string; webhookId: string; recoveryId: string }): Promise<RecoveryView> {
  const webhook = await findWebhook(db, { organizationId: input.organizationId, id: input.webhookId });
  if (!isUuid(input.recoveryId)) throw recoveryNotFound();
  const [recovery] = await db
    .select()
    .from(webhookRecoveries)
    .where(
      and(
        eq(webhookRecoveries.id, input.recoveryId),
        eq(webhookRecoveries.webhookId, webhook.id),
        eq(webhookRecoveries.organizationId, input.organizationId),
      ),
    );
  if (!recovery) throw recoveryNotFound();
  return toRecoveryView(db, recovery);
}

/** The endpoint's open recovery, or else its latest one (the dashboard shows it), or null. */
export async function latestRecovery(db: DbOrTx, input: { organizationId: string; webhookId: string }): Promise<RecoveryView | null> {
  const [recovery] = await db
    .select()
    .from(webhookRecoveries)
    .where(and(eq(webhookRecoveries.webhookId, input.webhookId), eq(webhookRecoveries.organizationId, input.organizationId)))
    .orderBy(sql`${webhookRecoveries.createdAt} desc`)
    .limit(1);
  return recovery ? toRecoveryView(db, recovery) : null;
}

export type RecoveryBatchResult = { recoveryId: string; done: boolean; state: string; queued: number };

/**
 * Re-queues the job's next batch (at most `batchSize` deliveries, oldest first) and advances its cursor, in
 * one transaction holding the job's row. `leaseMs` extends the holder's lease when the job goes on.
 */
export async function runRecoveryBatch(
  db: Db,
  input: { recoveryId: string; batchSize?: number; leaseMs?: number },
): Promise<RecoveryBatchResult> {
  const batchSize = input.batchSize ?? RECOVERY_BATCH_SIZE;
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(webhookRecoveries).where(eq(webhookRecoveries.id, input.recoveryId)).for('update');
    if (!job) return { recoveryId: input.recoveryId, done: true, state: 'missing', queued: 0 };
    if (job.state !== 'queued' && job.state !== 'running') return { recoveryId: job.id, done: true, state: job.state, queued: 0 };
    const [webhook] = await tx.select({ active: webhooks.active, deletedAt: webhooks.deletedAt }).from(webhooks).where(eq(webhooks.id, job.webhookId));
    if (!webhook || !webhook.active || webhook.deletedAt) {
      // Deactivated (by hand or by the health check) or deleted meanwhile: nothing more is re-queued.
      await tx
        .update(webhookRecoveries)
        .set({ state: 'cancelled', completedAt: new Date(), lockedUntil: null, startedAt: sql`coalesce(${webhookRecoveries.startedAt}, now())` })
        .where(eq(webhookRecoveries.id, job.id));
      return { recoveryId: job.id, done: true, state: 'cancelled', queued: 0 };
    }
    const batch = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, job.webhookId),
          inArray(webhookDeliveries.state, RECOVERABLE_STATES),
          gte(webhookDeliveries.createdAt, job.since),
          lte(webhookDeliveries.createdAt, job.until),
          // The cursor is compared in the database (microseconds; a JS Date would drop them).
          job.cursorId
            ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) >
                (select cursor_created_at, cursor_id from webhook_recoveries where id = ${job.id})`
            : undefined,
        ),
      )
      .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
      .limit(batchSize)
      .for('update');
    const ids = batch.map((d) => d.id);
    let queued = 0;
    if (ids.length > 0) {
      const requeued = await tx
        .update(webhookDeliveries)
        .set({
          ...newDeliveryRound(),
          recoveryId: job.id,
          // Oldest first: each one due a millisecond after the previous (runners claim by next_attempt_at), after
          // those of the job's earlier batches too (the subquery runs once, on the snapshot before this update).
          nextAttemptAt: sql`(select greatest(clock_timestamp(), max(r.next_attempt_at)) from webhook_deliveries r where r.recovery_id = ${job.id})
            + array_position(${sql.param(ids)}::uuid[], ${webhookDeliveries.id}) * interval '1 millisecond'`,
        })
        .where(and(inArray(webhookDeliveries.id, ids), inArray(webhookDeliveries.state, RECOVERABLE_STATES)))
        .returning({ id: webhookDeliveries.id });
      queued = requeued.length;
    }
    const done = ids.length < batchSize;
    const last = ids.at(-1);
    await tx
      .update(webhookRecoveries)
      .set({
        state: done ? 'completed' : 'running',
        queued: sql`${webhookRecoveries.queued} + ${queued}`,
        cursorCreatedAt: last ? sql`(select created_at from webhook_deliveries where id = ${last})` : undefined,
        cursorId: last,
        startedAt: sql`coalesce(${webhookRecoveries.startedAt}, now())`,
        completedAt: done ? new Date() : null,
        lockedUntil: done ? null : sql`now() + make_interval(secs => ${(input.leaseMs ?? 30_000) / 1000})`,
      })
      .where(eq(webhookRecoveries.id, job.id));
    if (queued > 0) await notifyDeliveryRunners(tx, job.organizationId);
    return { recoveryId: job.id, done, state: done ? 'completed' : 'running', queued };
  });
}

/** What a worker needs from its executor: Inngest's `step.run`, or the in-process runner's plain call. */
export type RecoveryStep = { run<T>(id: string, fn: () => Promise<T>): Promise<T> };

/** Runs a job to its end from wherever it stands, one step per batch (step ids stable for Inngest). */
export async function runRecovery(
  db: Db,
  input: { recoveryId: string; step: RecoveryStep; batchSize?: number; leaseMs?: number; shouldStop?: () => boolean },
): Promise<{ recoveryId: string; state: string; queued: number; batches: number }> {
  let queued = 0;
  for (let batch = 1; ; batch++) {
    if (input.shouldStop?.()) return { recoveryId: input.recoveryId, state: 'interrupted', queued, batches: batch - 1 };
    const result = await input.step.run(`batch-${batch}`, () =>
      runRecoveryBatch(db, { recoveryId: input.recoveryId, batchSize: input.batchSize, leaseMs: input.leaseMs }),
    );
    queued += result.queued;
    if (result.done) return { recoveryId: input.recoveryId, state: result.state, queued, batches: batch };
  }
}

/**
 * Takes the oldest open job nobody holds (SKIP LOCKED, a lease in locked_until; Inngest-dispatched jobs are
 * skipped), or null.
 */
export async function claimRecovery(db: Db, input: { leaseMs: number }): Promise<{ id: string; webhookId: string } | null> {
  const rows = await db.execute<{ id: string; webhook_id: string }>(sql`
    update webhook_recoveries r set locked_until = now() + make_interval(secs => ${input.leaseMs / 1000})
    where r.id = (
      select id from webhook_recoveries
      where state in ('queued', 'running') and dispatched_at is null
        and (locked_until is null or locked_until < now())
      order by created_at
      limit 1
      for update skip locked)
    returning r.id, r.webhook_id`);
  return rows[0] ? { id: rows[0].id, webhookId: rows[0].webhook_id } : null;
}

/** Gives a job back (another worker may take it at once), or marks it handed to Inngest. */
export async function releaseRecovery(db: Db, input: { recoveryId: string; dispatched?: boolean }): Promise<void> {
  await db
    .update(webhookRecoveries)
    .set({ lockedUntil: null, ...(input.dispatched ? { dispatchedAt: new Date() } : {}) })
    .where(eq(webhookRecoveries.id, input.recoveryId));
}
