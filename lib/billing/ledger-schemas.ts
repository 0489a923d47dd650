// The ledger's API shapes (docs/billing.md): the query of GET /billing/ledger (kind filter, dates like the CSV export,
// keyset paging), an entry as the API answers it (amounts in pesos), and the monthly statement's summary.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { ledgerEntryKinds, type LedgerEntryKind } from '@/model/money';
import { ledgerExportQuerySchema } from '@/lib/exports/ledger-csv';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';

const KINDS = ledgerEntryKinds.join(', ');

/** `kind=label` or `kind=label,refund`: one or several kinds, each known; repeated kinds count once. */
export const ledgerKindsParam = z
  .string()
  .transform((value, ctx) => {
    const kinds = [...new Set(value.split(',').map((k) => k.trim()))];
    const unknown = kinds.filter((k) => !(ledgerEntryKinds as readonly string[]).includes(k));
    if (kinds.length === 0 || unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `debe ser uno o varios tipos separados por comas: ${KINDS}` });
      return z.NEVER;
    }
    return kinds as LedgerEntryKind[];
  })
  .meta({
    type: 'string',
    description: `Solo movimientos de estos tipos, separados por comas (por ejemplo, label,refund): ${KINDS}`,
    example: 'adjustment,dispute_refund',
  });

export const listLedgerQuerySchema = ledgerExportQuerySchema.safeExtend({
  kind: ledgerKindsParam.optional(),
  limit: pageLimitParam(50, 'Movimientos por página'),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListLedgerQuery = z.output<typeof listLedgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ledgerEntryKinds),
  /** the kind as the billing page and the statement name it ("Ajuste de peso") */
  kindLabel: z.string(),
  /** pesos, signed: negative takes money out of the balance */
  amount: z.number(),
  /** the balance right after this entry, in pesos (may be negative after a weight adjustment) */
  balanceAfter: z.number(),
  orderId: z.uuid().nullable(),
  batchId: z.uuid().nullable(),
  adjustmentId: z.uuid().nullable(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntryJson = z.infer<typeof ledgerEntrySchema>;

export const ledgerListResponseSchema = z.object({
  data: z.array(ledgerEntrySchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});

export const statementKindTotalSchema = z.object({
  kind: z.enum(ledgerEntryKinds),
  kindLabel: z.string(),
  /** pesos, signed: the sum of the month's entries of this kind */
  total: z.number(),
  count: z.number().int(),
});

export const statementSchema = z.object({
  /** YYYY-MM, a month in Mexico City time */
  month: z.string(),
  /** the month's first and next month's first instant (Mexico City midnight), ISO 8601 */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** pesos: the sum of every entry created before the month (the balance the month starts from) */
  openingBalance: z.number(),
  /** one line per kind with entries in the month, in the order of model/money.ts */
  totalsByKind: z.array(statementKindTotalSchema),
  /** pesos: openingBalance plus every total */
  closingBalance: z.number(),
  entryCount: z.number().int(),
  /** openingBalance + the totals = closingBalance, and the balance today equals the sum of every entry */
  reconciled: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;
