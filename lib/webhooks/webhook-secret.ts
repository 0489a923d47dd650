// Revealing and rotating a webhook's signing secret.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhooks } from '@/db/schema';
import { findWebhook } from './find-webhook';
import { generateWebhookSecret } from './signature';

/** The current secret (the dashboard's "reveal"); a key that can manage webhooks could rotate it anyway. */
export async function getWebhookSecret(db: DbOrTx, input: { organizationId: string; id: string }) {
  const webhook = await findWebhook(db, { organizationId: input.organizationId, id: input.id });
  return { id: webhook.id, secret: webhook.secret };
}

/**
 * A new secret, effective immediately: every attempt from now on (including retries of events
 * recorded earlier) is signed with it, and the old one stops being used at once. No grace period:
 * update the receiver right after rotating (the delivery log shows any 401 meanwhile; redeliver them).
 */
export async function rotateWebhookSecret(db: Db, input: { organizationId: string; id: string }) {
  return db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.id, lock: true });
    const [updated] = await tx
      .update(webhooks)
      .set({ secret: generateWebhookSecret(), updatedAt: new Date() })
      .where(eq(webhooks.id, webhook.id))
      .returning();
    return { id: updated.id, secret: updated.secret };
  });
}
