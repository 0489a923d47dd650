// Claiming recovery jobs (run-recovery.ts) for the recovery job's runner (recovery-job.ts): the oldest open job
// nobody holds, with a lease, and giving it back.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookRecoveries } from '@/db/schema';

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
