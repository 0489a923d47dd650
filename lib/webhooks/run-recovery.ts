// Running a recovery job (start-recovery.ts) in batches: each batch locks the job's row, re-queues the next
// deliveries after the row's cursor and advances the cursor in the same transaction, so a job survives a crash
// (the next claim resumes after the last committed batch) and never re-queues a delivery twice even if two
// workers ran it. Executors: the recovery job (recovery-job.ts), in process or on Inngest.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries, webhookRecoveries, webhooks } from '@/db/schema';
import type { JobStep } from '@/lib/platform/jobs/job';
import { notifyDeliveryRunners } from './record-events';
import { newDeliveryRound } from './redeliver-delivery';

/** Deliveries re-queued per batch (one transaction). */
export const RECOVERY_BATCH_SIZE = 100;
export const OPEN_RECOVERY_STATES = ['queued', 'running'] as const;
export const RECOVERABLE_STATES = ['failed', 'cancelled'] as const;

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
    const [webhook] = await tx
      .select({ active: webhooks.active, deletedAt: webhooks.deletedAt })
      .from(webhooks)
      .where(eq(webhooks.id, job.webhookId));
    if (!webhook || !webhook.active || webhook.deletedAt) {
      // Deactivated (by hand or by the health check) or deleted meanwhile: nothing more is re-queued.
      await tx
        .update(webhookRecoveries)
        .set({
          state: 'cancelled',
          completedAt: new Date(),
          lockedUntil: null,
          startedAt: sql`coalesce(${webhookRecoveries.startedAt}, now())`,
        })
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
export type RecoveryStep = Pick<JobStep, 'run'>;

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
