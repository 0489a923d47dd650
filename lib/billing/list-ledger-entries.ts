// An organization's balance movements, newest first: the billing page's list and GET /api/v1/billing/ledger, keyset-paged
// on (created_at, id) over ledger_entries_org_created_idx, optionally of some kinds only and within dates (the bounds
// of the CSV export's dateFrom/dateTo, lib/exports/ledger-csv.ts).
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { decodeCursor, parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { ledgerDescriptionLabel } from '@/lib/orders/display-labels';
import { ledgerKindLabel } from './ledger-kinds';
import { toPesos } from './ledger';
import type { LedgerEntryJson, ListLedgerQuery } from './ledger-schemas';

export type LedgerRow = {
  id: string;
  kind: LedgerEntryKind;
  amountCentavos: number;
  balanceAfterCentavos: number;
  orderId: string | null;
  batchId: string | null;
  adjustmentId: string | null;
  description: string;
  createdAt: string;
};

type Boundary = { at: Date; exclusive: boolean };

export type LedgerListInput = {
  organizationId: string;
  limit: number;
  cursor?: string | null;
  /** the API's: a cursor we did not issue is a 400 (the dashboard shows its own message and passes false) */
  strictCursor?: boolean;
  kinds?: readonly LedgerEntryKind[];
  dateFrom?: Boundary;
  dateTo?: Boundary;
};

export async function listLedgerEntries(db: DbOrTx, input: LedgerListInput): Promise<{ data: LedgerRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(ledgerEntries.organizationId, input.organizationId)];
  // A malformed cursor (edited URL) shows the first page on the dashboard; the API refuses it.
  const after = input.cursor && input.strictCursor ? parseCursorParam(input.cursor) : decodeCursor(input.cursor);
  if (after) conditions.push(afterCursor(ledgerEntries.createdAt, ledgerEntries.id, after));
  if (input.kinds?.length) conditions.push(inArray(ledgerEntries.kind, [...input.kinds]));
  if (input.dateFrom) conditions.push(gte(ledgerEntries.createdAt, input.dateFrom.at));
  if (input.dateTo) conditions.push((input.dateTo.exclusive ? lt : lte)(ledgerEntries.createdAt, input.dateTo.at));
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
      batchId: entry.batchId,
      adjustmentId: entry.adjustmentId,
      description: entry.description,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/** A movement as GET /api/v1/billing/ledger answers it: amounts in pesos, the kind's and the description's Spanish text. */
export function ledgerEntryJson(row: LedgerRow): LedgerEntryJson {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: ledgerKindLabel(row.kind),
    amount: toPesos(row.amountCentavos),
    balanceAfter: toPesos(row.balanceAfterCentavos),
    orderId: row.orderId,
    batchId: row.batchId,
    adjustmentId: row.adjustmentId,
    description: ledgerDescriptionLabel(row.description),
    createdAt: row.createdAt,
  };
}

/** GET /api/v1/billing/ledger: one page of the organization's movements. */
export async function listLedgerJson(db: DbOrTx, input: { organizationId: string } & ListLedgerQuery) {
  const page = await listLedgerEntries(db, {
    organizationId: input.organizationId,
    limit: input.limit ?? 50,
    cursor: input.cursor,
    strictCursor: true,
    kinds: input.kind,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
  });
  return { data: page.data.map(ledgerEntryJson), nextCursor: page.nextCursor };
}
