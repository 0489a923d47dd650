// The organization's batches, newest first, keyset-paged (lib/platform/pagination).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches } from '@/db/schema';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { serializeBatch } from './get-batch';
import type { BatchList } from './schemas';

export async function listBatches(
  db: DbOrTx,
  { organizationId, limit = 20, cursor }: { organizationId: string; limit?: number; cursor?: string },
): Promise<BatchList> {
  const after = cursor ? parseCursorParam(cursor) : null;
  const rows = await db
    .select({ batch: batches, t: cursorTime(batches.createdAt) })
    .from(batches)
    .where(and(eq(batches.organizationId, organizationId), after ? afterCursor(batches.createdAt, batches.id, after) : sql`true`))
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.batch.id }));
  return { data: page.rows.map((r) => serializeBatch(r.batch)), nextCursor: page.nextCursor };
}
