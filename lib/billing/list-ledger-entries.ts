// An organization's balance movements, newest first (the billing page's ledger), keyset-paged on
// (created_at, id) over ledger_entries_org_created_idx.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '@/lib/dashboard/paging';

export type LedgerRow = {
  id: string;
  kind: LedgerEntryKind;
  amountCentavos: number;
  balanceAfterCentavos: number;
  orderId: string | null;
  description: string;
  createdAt: string;
};

export async function listLedgerEntries(
  db: DbOrTx,
  input: { organizationId: string; limit: number; cursor?: string | null },
): Promise<{ data: LedgerRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(ledgerEntries.organizationId, input.organizationId)];
  const after = decodeTimeIdCursor(input.cursor);
  // A malformed cursor (edited URL) shows the first page instead of failing.
  if (after) conditions.push(sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.t}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({
      entry: ledgerEntries,
      cursorTime: sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ entry }) => ({
      id: entry.id,
      kind: entry.kind,
      amountCentavos: entry.amountCentavos,
      balanceAfterCentavos: entry.balanceAfterCentavos,
      orderId: entry.orderId,
      description: entry.description,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > input.limit && last ? encodeTimeIdCursor(last.cursorTime, last.entry.id) : null,
  };
}
