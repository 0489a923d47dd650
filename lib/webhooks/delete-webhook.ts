import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhooks } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { redactUrl } from '@/lib/audit/summary';
import { findWebhook } from './find-webhook';
import { cancelPendingDeliveries } from './update-webhook';

/**
 * Soft delete: the row stays (its delivery log is kept for the record) but the webhook disappears from
 * the API, receives no new events, and its pending deliveries stop.
 */
export async function deleteWebhook(db: Db, input: { organizationId: string; id: string; actor?: AuditActor }) {
  return db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.id, lock: true });
    const now = new Date();
    await tx.update(webhooks).set({ deletedAt: now, active: false, updatedAt: now }).where(eq(webhooks.id, webhook.id));
    await cancelPendingDeliveries(tx, webhook.id);
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'webhook.deleted',
        target: { type: 'webhook', id: webhook.id },
        summary: { before: { name: webhook.name, url: redactUrl(webhook.url) } },
      });
    }
    return { id: webhook.id, deleted: true as const };
  });
}
