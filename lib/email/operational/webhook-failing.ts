// "Your webhook has been failing for 24 hours": for every active endpoint whose failure streak
// (webhooks.failing_since, lib/webhooks/endpoint-health.ts) is at least 24 hours old, one message per owner and
// admin, once per streak (the dedupe key carries the streak's start: a new streak after a success is a new
// message). Run by the email runner's periodic check.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhooks } from '@/db/schema';
import { ENDPOINT_FAILURE_WINDOW_DAYS } from '@/lib/webhooks/endpoint-health';
import { publicUrl } from '@/lib/platform/public-url';
import { enqueueEmail } from '../outbox';
import type { WebhookFailingData } from '../templates/webhook-failing';
import { operationalRecipients } from './recipients';

export const WEBHOOK_FAILING_NOTICE_MS = 24 * 60 * 60 * 1000;

export async function enqueueWebhookFailingEmails(db: Db, opts: { now?: Date } = {}): Promise<number> {
  const since = new Date((opts.now ?? new Date()).getTime() - WEBHOOK_FAILING_NOTICE_MS);
  const failing = await db
    .select({ id: webhooks.id, organizationId: webhooks.organizationId, url: webhooks.url, failingSince: webhooks.failingSince })
    .from(webhooks)
    .where(
      and(eq(webhooks.active, true), isNull(webhooks.deletedAt), lte(webhooks.failingSince, sql`${since.toISOString()}::timestamptz`)),
    );
  let enqueued = 0;
  for (const hook of failing) {
    const failingSince = hook.failingSince!;
    const data: WebhookFailingData = {
      webhookUrl: hook.url,
      failingSince: failingSince.toISOString(),
      disableAfterDays: ENDPOINT_FAILURE_WINDOW_DAYS,
      webhooksUrl: publicUrl(`/dashboard/webhooks/${hook.id}`),
    };
    await db.transaction(async (tx) => {
      for (const to of await operationalRecipients(tx, hook.organizationId)) {
        const dedupeKey = `webhook-failing:${hook.id}:${failingSince.toISOString()}:${to}`;
        if (await enqueueEmail(tx, { organizationId: hook.organizationId, to, template: 'webhook-failing', data, dedupeKey }))
          enqueued += 1;
      }
    });
  }
  return enqueued;
}
