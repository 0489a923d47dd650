// The monthly statement (docs/billing.md, "Statement and verification"): for a month in Mexico City time, the opening
// balance, the totals by kind, the closing balance and the entry count, read in one repeatable-read snapshot, so
// opening + totals = closing holds whatever commits meanwhile.
//
// Which month an entry belongs to: its created_at, the start of the transaction that wrote it. The opening balance is
// the sum of every entry created before the month, which is the balance_after of the last of them in commit order
// (the balance chain) except when a transaction that started before midnight committed after one that started after
// it; the sum keeps opening + the month's totals = closing in that case too, and is right for a month without
// entries (the balance the previous entries left) and before the first entry (0).
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ledgerEntryKinds, type LedgerEntryKind } from '@/model/money';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { MEXICO_CITY_OFFSET, mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { ledgerKindLabel } from './ledger-kinds';
import { toPesos } from './ledger';
import type { LedgerRow } from './list-ledger-entries';
import type { Statement } from './ledger-schemas';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" -> its first instant and the next month's first (Mexico City midnight); a 400 for anything else. */
export function statementMonth(month: string, now = new Date()): { month: string; from: string; to: string } {
  const match = MONTH.exec(month);
  if (!match || Number(match[1]) < 2000) {
    throw new DomainError('validation_error', 'El mes debe tener el formato AAAA-MM (por ejemplo, 2026-11).');
  }
  if (month > mexicoCityDay(now).slice(0, 7)) {
    throw new DomainError('validation_error', `El mes ${month} aún no comienza: elige el mes actual o uno anterior.`);
  }
  const [year, m] = [Number(match[1]), Number(match[2])];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { month, from: `${month}-01T00:00:00${MEXICO_CITY_OFFSET}`, to: `${next}-01T00:00:00${MEXICO_CITY_OFFSET}` };
}

export type StatementData = {
  summary: Statement;
  /** centavos, for the CSV and the PDF */
  openingCentavos: number;
  closingCentavos: number;
  totals: { kind: LedgerEntryKind; totalCentavos: number; count: number }[];
  /** the month's entries, oldest first (only with `withEntries`) */
  entries: LedgerRow[];
};

type Part = 'before' | 'inside' | 'after';

/**
 * The statement of `month` ("YYYY-MM") of an organization; `withEntries` also reads the month's entries, at most
 * `entryLimit` of them (the oldest; the summary's entryCount still counts them all).
 */
export async function getStatement(
  db: Db,
  input: { organizationId: string; month: string; withEntries?: boolean; entryLimit?: number; now?: Date },
): Promise<StatementData> {
  const span = statementMonth(input.month, input.now);
  return db.transaction(
    async (tx) => {
      const [org] = await tx.execute<{ id: string; name: string; balance: string }>(
        sql`select id, name, balance_centavos::text as balance from organizations where id = ${input.organizationId}::uuid`,
      );
      if (!org) throw new DomainError('not_found', 'La organización no existe.');
      const groups = await tx.execute<{ part: Part; kind: LedgerEntryKind; total: string; count: number }>(sql`
        select case when created_at < ${span.from}::timestamptz then 'before'
                    when created_at < ${span.to}::timestamptz then 'inside' else 'after' end as part,
               kind, sum(amount_centavos)::text as total, count(*)::int as count
        from ledger_entries where organization_id = ${org.id}::uuid
        group by 1, 2`);
      const sum = (part: Part) => groups.filter((g) => g.part === part).reduce((s, g) => s + Number(g.total), 0);
      const openingCentavos = sum('before');
      const inside = groups.filter((g) => g.part === 'inside');
      const totals = ledgerEntryKinds.flatMap((kind) => {
        const g = inside.find((x) => x.kind === kind);
        return g ? [{ kind, totalCentavos: Number(g.total), count: g.count }] : [];
      });
      const monthCentavos = totals.reduce((s, t) => s + t.totalCentavos, 0);
      const closingCentavos = openingCentavos + sum('inside');
      const entryCount = totals.reduce((s, t) => s + t.count, 0);
      // The month adds up, and the whole ledger adds up to the balance (what ledger:verify checks).
      const reconciled = openingCentavos + monthCentavos === closingCentavos && closingCentavos + sum('after') === Number(org.balance);
      const entries = input.withEntries
        ? (
            await tx.execute<{
              id: string;
              kind: LedgerEntryKind;
              amount: string;
              after: string;
              order_id: string | null;
              batch_id: string | null;
              adjustment_id: string | null;
              description: string;
              created_at: string;
            }>(sql`
              select id, kind, amount_centavos::text as amount, balance_after_centavos::text as after, order_id, batch_id,
                     adjustment_id, description, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
              from ledger_entries
              where organization_id = ${org.id}::uuid and created_at >= ${span.from}::timestamptz and created_at < ${span.to}::timestamptz
              order by created_at, id
              ${input.entryLimit !== undefined ? sql`limit ${input.entryLimit}` : sql``}`)
          ).map((r) => ({
            id: r.id,
            kind: r.kind,
            amountCentavos: Number(r.amount),
            balanceAfterCentavos: Number(r.after),
            orderId: r.order_id,
            batchId: r.batch_id,
            adjustmentId: r.adjustment_id,
            description: r.description,
            createdAt: r.created_at,
          }))
        : [];
      return {
        summary: {
          month: span.month,
          from: span.from,
          to: span.to,
          organization: { id: org.id, name: org.name },
          openingBalance: toPesos(openingCentavos),
          totalsByKind: totals.map((t) => ({
            kind: t.kind,
            kindLabel: ledgerKindLabel(t.kind),
            total: toPesos(t.totalCentavos),
            count: t.count,
          })),
          closingBalance: toPesos(closingCentavos),
          entryCount,
          reconciled,
        },
        openingCentavos,
        closingCentavos,
        totals,
        entries,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
