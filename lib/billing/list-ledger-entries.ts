// An organization's balance movements, newest first (the billing page's ledger), keyset-paged on
// (created_at, id) over ledger_entries_org_created_idx.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { decodeCursor } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';

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
  const after = decodeCursor(input.cursor);
  // A malformed cursor (edited URL) shows the first page instead of failing.
  if (after) conditions.push(afterCursor(ledgerEntries.createdAt, ledgerEntries.id, after));
  const rows = await db
    .select({
      entry: ledgerEntries,
      cursorTime: cursorTime(ledgerEntries.createdAt),
    })
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.entry.id }));
  return {
    data: page.rows.map(({ entry }) => ({
      id: entry.id,
      kind: entry.kind,
      amountCentavos: entry.amountCentavos,
      balanceAfterCentavos: entry.balanceAfterCentavos,
      orderId: entry.orderId,
      description: entry.description,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
