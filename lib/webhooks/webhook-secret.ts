// Revealing and rotating a webhook's signing secret, with an optional grace period for the secret replaced.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { webhooks, type Webhook } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { findWebhook } from './find-webhook';
import { generateWebhookSecret } from './signature';

/** Until when the previous secret still signs (ISO), or null when no grace is under way at `now`. */
function graceEnd(webhook: Webhook, now: Date): string | null {
  const end = webhook.previousSecret ? webhook.previousSecretExpiresAt : null;
  return end && end > now ? end.toISOString() : null;
}

/** The current secret (the dashboard's "reveal"); a key that can manage webhooks could rotate it anyway. */
export async function getWebhookSecret(db: DbOrTx, input: { organizationId: string; id: string; now?: Date; actor?: AuditActor }) {
  const webhook = await findWebhook(db, { organizationId: input.organizationId, id: input.id });
  // Who looked at a secret is worth knowing (the secret itself never enters the log).
  if (input.actor) {
    await recordAudit(db, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'webhook.secret_revealed',
      target: { type: 'webhook', id: webhook.id },
      summary: { name: webhook.name },
    });
  }
  return { id: webhook.id, secret: webhook.secret, previousSecretExpiresAt: graceEnd(webhook, input.now ?? new Date()) };
}

/**
 * A new secret. It signs every attempt from now on (including retries of events recorded earlier):
 * X-Service-Signature with the new secret only, and webhook-signature with the new one first.
 * With `expiresInSeconds` > 0 the secret replaced keeps signing too, as a second webhook-signature entry,
 * until then (a grace for the receiver to switch); with 0 (the default) it stops at once. Only one previous
 * secret is kept: rotating again during a grace ends the older grace. The previous secret is never shown.
 * `now` is the clock of the grace (tests move it).
 */
export async function rotateWebhookSecret(
  db: Db,
  input: { organizationId: string; id: string; expiresInSeconds?: number; now?: Date; actor?: AuditActor },
) {
  const now = input.now ?? new Date();
  const graceSeconds = input.expiresInSeconds ?? 0;
  return db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.id, lock: true });
    const [updated] = await tx
      .update(webhooks)
      .set({
        secret: generateWebhookSecret(),
        previousSecret: graceSeconds > 0 ? webhook.secret : null,
        previousSecretExpiresAt: graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null,
        updatedAt: new Date(),
      })
      .where(eq(webhooks.id, webhook.id))
      .returning();
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'webhook.secret_rotated',
        target: { type: 'webhook', id: webhook.id },
        summary: { name: webhook.name, graceSeconds },
      });
    }
    return { id: updated.id, secret: updated.secret, previousSecretExpiresAt: graceEnd(updated, now) };
  });
}
