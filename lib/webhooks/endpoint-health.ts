// Endpoint health (docs/api/webhooks.md, "Endpoint health"): an endpoint whose attempts have all failed for
// 5 days is disabled by the service. The streak is one column, webhooks.failing_since (the first failed
// attempt since the last successful one), kept in the attempt's own transaction with writes only when it
// changes; the check runs after every failed attempt (deliver-webhook.ts) and costs one primary-key update
// that writes nothing until the streak is 5 days old. An endpoint with no traffic is never disabled:
// without attempts nothing is being lost.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhooks, type Webhook } from '@/db/schema';
import { recordAudit, systemActor } from '@/lib/audit/record-audit';
import { log } from '@/lib/platform/log';
import { formatLongDateTime24h } from '@/lib/platform/time/format';
import { cancelPendingDeliveries } from './update-webhook';

export const ENDPOINT_FAILURE_WINDOW_DAYS = 5;
export const ENDPOINT_FAILURE_WINDOW_MS = ENDPOINT_FAILURE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** In the attempt's transaction: a success ends the streak, a failure starts one when none is running. */
export async function recordEndpointOutcome(tx: DbOrTx, input: { webhookId: string; succeeded: boolean; at: Date }): Promise<void> {
  if (input.succeeded) {
    await tx
      .update(webhooks)
      .set({ failingSince: null })
      .where(and(eq(webhooks.id, input.webhookId), isNotNull(webhooks.failingSince)));
  } else {
    await tx
      .update(webhooks)
      .set({ failingSince: input.at })
      .where(and(eq(webhooks.id, input.webhookId), isNull(webhooks.failingSince)));
  }
}

/** The Spanish reason stored in disabled_reason and shown by the API and the dashboard. */
export function disabledReasonText(failingSince: Date): string {
  return (
    `Todas las entregas fallaron durante ${ENDPOINT_FAILURE_WINDOW_DAYS} días (desde el ${formatLongDateTime24h(failingSince)}, ` +
    `hora de la Ciudad de México; ${failingSince.toISOString()}). Corrige el receptor y vuelve a activar el webhook.`
  );
}

/**
 * Disables the endpoint when every attempt since `failing_since` failed and that is at least 5 days
 * before `now` (a parameter, so tests move the clock instead of waiting). Its pending deliveries end
 * cancelled, as a deactivation does (update-webhook.ts). Returns the disabled webhook, or null.
 */
export async function disableIfFailing(db: Db, input: { webhookId: string; now: Date }): Promise<Webhook | null> {
  const threshold = new Date(input.now.getTime() - ENDPOINT_FAILURE_WINDOW_MS);
  const disabled = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhooks.id, failingSince: webhooks.failingSince })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.id, input.webhookId),
          eq(webhooks.active, true),
          isNull(webhooks.deletedAt),
          sql`${webhooks.failingSince} <= ${threshold.toISOString()}::timestamptz`,
        ),
      )
      .for('update');
    if (!row) return null;
    const [withReason] = await tx
      .update(webhooks)
      .set({ active: false, disabledAt: input.now, disabledReason: disabledReasonText(row.failingSince!), updatedAt: input.now })
      .where(eq(webhooks.id, row.id))
      .returning();
    await cancelPendingDeliveries(tx, row.id);
    await recordAudit(tx, {
      organizationId: withReason.organizationId,
      actor: systemActor,
      action: 'webhook.disabled',
      target: { type: 'webhook', id: row.id },
      summary: { name: withReason.name, automatic: true, failingSince: row.failingSince!.toISOString(), reason: withReason.disabledReason },
    });
    return withReason;
  });
  if (disabled) await onEndpointDisabled(disabled);
  return disabled;
}

/**
 * Called once each time the service disables an endpoint, after the change committed. Today it writes a
 * log line; when email exists (issue 18) this is where the organization's admins are told, with
 * `webhook.disabledReason` and a link to /dashboard/webhooks/<id>. It must not throw.
 */
export async function onEndpointDisabled(webhook: Webhook): Promise<void> {
  // Never the URL (it may carry a token) nor the secret.
  log.warn('webhook endpoint disabled after failing for days', {
    organizationId: webhook.organizationId,
    webhookId: webhook.id,
    failingSince: webhook.failingSince?.toISOString(),
    disabledAt: webhook.disabledAt?.toISOString(),
  });
}
