import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhookDeliveries, webhooks } from '@/db/schema';
import { assertWebhookUrlAllowed, findWebhook, toWebhookView } from './find-webhook';
import type { UpdateWebhookInput } from './schemas';

/**
 * Edits name, url, events, active and retrySchedule (a new schedule applies from the next attempt, also
 * of deliveries under way). Deactivating stops the webhook's pending deliveries (they end
 * "cancelled" and can be redelivered); new events only reach webhooks that are active when they happen.
 */
export async function updateWebhook(db: Db, input: { organizationId: string; id: string; changes: UpdateWebhookInput }) {
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
