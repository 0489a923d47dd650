import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhooks } from '@/db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { toWebhookView } from './find-webhook';

/** The organization's webhooks, newest first, without secrets. */
export async function listWebhooks(db: DbOrTx, input: { organizationId: string; limit: number; cursor?: string }) {
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  const rows = await db
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.organizationId, input.organizationId),
        isNull(webhooks.deletedAt),
        after ? or(lt(webhooks.createdAt, after.at), and(eq(webhooks.createdAt, after.at), lt(webhooks.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(toWebhookView),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
