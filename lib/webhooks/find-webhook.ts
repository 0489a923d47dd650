// Reading one webhook of an organization, its public view (never the secret), and the URL policy check.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhooks, type Webhook } from '@/db/schema';
import { insecureWebhookUrlsAllowed } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import type { WebhookView } from './schemas';
import { webhookUrlProblemsWithDns } from './url-safety';

export function webhookNotFound(): DomainError {
  return new DomainError('not_found', 'El webhook no existe.');
}

/** The organization's webhook (not deleted), optionally locked for update; 404 for anything else. */
export async function findWebhook(
  db: DbOrTx,
  { organizationId, id, lock = false }: { organizationId: string; id: string; lock?: boolean },
): Promise<Webhook> {
  if (!isUuid(id)) throw webhookNotFound();
  const query = db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.organizationId, organizationId), isNull(webhooks.deletedAt)));
  const [webhook] = lock ? await query.for('update') : await query;
  if (!webhook) throw webhookNotFound();
  return webhook;
}

export function toWebhookView(webhook: Webhook): WebhookView {
  return {
    id: webhook.id,
    name: webhook.name,
    url: webhook.url,
    events: webhook.events,
    active: webhook.active,
    retrySchedule: webhook.retrySchedule,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    disabledReason: webhook.disabledReason,
    createdAt: webhook.createdAt.toISOString(),
    updatedAt: webhook.updatedAt.toISOString(),
  };
}

/** 400 unless the URL may receive webhooks under the current rules (url-safety.ts). */
export async function assertWebhookUrlAllowed(url: string): Promise<void> {
  const problems = await webhookUrlProblemsWithDns(url, { allowInsecure: insecureWebhookUrlsAllowed() });
  if (problems.length) throw new DomainError('validation_error', `El campo url ${problems[0]}`);
}
