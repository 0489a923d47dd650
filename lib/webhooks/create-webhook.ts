import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhooks } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { redactUrl } from '@/lib/audit/summary';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { assertWebhookUrlAllowed, toWebhookView } from './find-webhook';
import type { CreateWebhookInput } from './schemas';
import { generateWebhookSecret } from './signature';

/** Each event fans out to every subscribed webhook: a bound keeps that fan-out (and abuse) small. */
export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;

/** Creates a webhook with a fresh secret; the only time, besides reveal/rotate, the secret is returned. */
export async function createWebhook(db: Db, input: { organizationId: string; webhook: CreateWebhookInput; actor?: AuditActor }) {
  await assertWebhookUrlAllowed(input.webhook.url);
  return db.transaction(async (tx) => {
    // Serializes creations of one organization so the bound holds under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks:' || ${input.organizationId}))`);
    const [{ count }] = await tx.execute<{ count: number }>(sql`
      select count(*)::int as count from webhooks where organization_id = ${input.organizationId} and deleted_at is null`);
    if (count >= MAX_WEBHOOKS_PER_ORGANIZATION) {
      throw new DomainError(
        'conflict',
        `Se alcanzó el máximo de ${MAX_WEBHOOKS_PER_ORGANIZATION} webhooks por organización. Elimina uno que ya no uses.`,
      );
    }
    const now = new Date();
    const [webhook] = await tx
      .insert(webhooks)
      .values({
        organizationId: input.organizationId,
        name: input.webhook.name,
        url: input.webhook.url,
        events: input.webhook.events,
        active: input.webhook.active ?? true,
        retrySchedule: input.webhook.retrySchedule ?? 'standard',
        secret: generateWebhookSecret(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'webhook.created',
        target: { type: 'webhook', id: webhook.id },
        summary: {
          after: {
            name: webhook.name,
            url: redactUrl(webhook.url),
            events: webhook.events,
            active: webhook.active,
            retrySchedule: webhook.retrySchedule,
          },
        },
      });
    }
    return { ...toWebhookView(webhook), secret: webhook.secret };
  });
}
