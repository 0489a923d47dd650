import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhooks } from '@/db/schema';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { toWebhookView } from './find-webhook';

/** The organization's webhooks, newest first, without secrets. */
export async function listWebhooks(db: DbOrTx, input: { organizationId: string; limit: number; cursor?: string }) {
  const after = input.cursor ? parseCursorParam(input.cursor) : undefined;
  const rows = await db
    .select({ webhook: webhooks, cursorTime: cursorTime(webhooks.createdAt) })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.organizationId, input.organizationId),
        isNull(webhooks.deletedAt),
        after ? afterCursor(webhooks.createdAt, webhooks.id, after) : undefined,
      ),
    )
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.webhook.id }));
  return { data: page.rows.map((row) => toWebhookView(row.webhook)), nextCursor: page.nextCursor };
}
