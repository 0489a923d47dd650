import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhookDeliveries, webhooks } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { changedFields, redactUrl } from '@/lib/audit/summary';
import { assertWebhookUrlAllowed, findWebhook, toWebhookView } from './find-webhook';
import type { UpdateWebhookInput } from './schemas';

/**
 * Edits name, url, events, active and retrySchedule (a new schedule applies from the next attempt, also
 * of deliveries under way). Deactivating stops the webhook's pending deliveries (they end
 * "cancelled" and can be redelivered); new events only reach webhooks that are active when they happen.
 */
export async function updateWebhook(
  db: Db,
  input: { organizationId: string; id: string; changes: UpdateWebhookInput; actor?: AuditActor },
) {
  if (input.changes.url !== undefined) await assertWebhookUrlAllowed(input.changes.url);
  return db.transaction(async (tx) => {
    const current = await findWebhook(tx, { organizationId: input.organizationId, id: input.id, lock: true });
    const { name, url, events, active, retrySchedule } = input.changes;
    const [updated] = await tx
      .update(webhooks)
      .set({
        name,
        url,
        events,
        active,
        retrySchedule,
        updatedAt: new Date(),
        // Re-enabling clears an automatic disabling and its failure streak (lib/webhooks/endpoint-health.ts).
        ...(active === true && !current.active ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      })
      .where(eq(webhooks.id, current.id))
      .returning();
    if (active === false && current.active) await cancelPendingDeliveries(tx, current.id);
    if (input.actor) {
      const seen = (w: typeof current) => ({
        name: w.name,
        url: redactUrl(w.url),
        events: w.events,
        active: w.active,
        retrySchedule: w.retrySchedule,
      });
      const summary = changedFields(seen(current), seen(updated));
      // Switching it on or off is its own action (a re-enable also clears an automatic disabling).
      const action =
        active === true && !current.active
          ? 'webhook.enabled'
          : active === false && current.active
            ? 'webhook.disabled'
            : 'webhook.updated';
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action,
        target: { type: 'webhook', id: current.id },
        summary: { name: updated.name, ...summary },
      });
    }
    return toWebhookView(updated);
  });
}

/** Ends the webhook's pending deliveries as cancelled (a runner mid-attempt keeps its logged attempt). */
export async function cancelPendingDeliveries(tx: DbOrTx, webhookId: string) {
  await tx
    .update(webhookDeliveries)
    .set({ state: 'cancelled', completedAt: new Date(), lockedUntil: null })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.state, 'pending')));
}
