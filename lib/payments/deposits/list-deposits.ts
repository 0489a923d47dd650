// An organization's SPEI deposits, newest first (GET /api/v1/billing/deposits and the billing page), keyset-paged on
// (received_at, id) over bank_deposits_org_received_idx, with an optional status filter.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import type { DbOrTx } from '@/db/client';
import { bankDeposits } from '@/db/schema';
import { decodeCursor, parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { bankDepositStatuses, type BankDepositStatus } from '@/model/payments';
import { depositBody, depositBodySchema, type DepositBody } from './deposit-body';

export const listDepositsQuerySchema = z.object({
  status: z
    .enum(bankDepositStatuses)
    .optional()
    .meta({ description: 'Solo depósitos en este estado: credited (abonado al saldo) o returned (devuelto al ordenante)' }),
  limit: pageLimitParam(50, 'Depósitos por página'),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListDepositsQuery = z.output<typeof listDepositsQuerySchema>;

export const depositListResponseSchema = z.object({
  data: z.array(depositBodySchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});

export async function listDeposits(
  db: DbOrTx,
  input: { organizationId: string; limit: number; cursor?: string | null; strictCursor?: boolean; status?: BankDepositStatus },
): Promise<{ data: DepositBody[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(bankDeposits.organizationId, input.organizationId)];
  const after = input.cursor && input.strictCursor ? parseCursorParam(input.cursor) : decodeCursor(input.cursor);
  if (after) conditions.push(afterCursor(bankDeposits.receivedAt, bankDeposits.id, after));
  if (input.status) conditions.push(eq(bankDeposits.status, input.status));
  const rows = await db
    .select({ deposit: bankDeposits, cursorTime: cursorTime(bankDeposits.receivedAt) })
    .from(bankDeposits)
    .where(and(...conditions))
    .orderBy(desc(bankDeposits.receivedAt), desc(bankDeposits.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.deposit.id }));
  return { data: page.rows.map((row) => depositBody(row.deposit)), nextCursor: page.nextCursor };
}

/** GET /api/v1/billing/deposits. */
export function listDepositsJson(db: DbOrTx, input: { organizationId: string } & ListDepositsQuery) {
  return listDeposits(db, { ...input, limit: input.limit ?? 50, strictCursor: true });
}
