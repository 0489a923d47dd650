// Reading recovery jobs (start-recovery.ts): one job of an endpoint, the endpoint's latest, and the view the API
// and the dashboard show (the job's row with its deliveries counted by state).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookDeliveries, webhookRecoveries, type WebhookRecovery } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { findWebhook } from './find-webhook';
import type { RecoveryView } from './recovery-schemas';

/** The answer for a recovery the webhook does not have. */
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

/** One recovery job of the organization's webhook (404 for anything else). */
export async function getRecovery(
  db: DbOrTx,
  input: { organizationId: string; webhookId: string; recoveryId: string },
): Promise<RecoveryView> {
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
