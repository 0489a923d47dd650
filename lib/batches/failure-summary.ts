// Why a batch's rows failed at purchase, in a few lines (issue 32.16, GET /batches/{id} `failures`, the import page):
// rows are grouped by the order's error code, and by message within other codes. A balance that ran out is ONE
// line however the refusals read: each row's 402 names its own price and the balance at that moment ("el envío
// cuesta $254.40 MXN y tu saldo disponible es $12.10 MXN"), so grouping by message gave one group per price. The
// line says how much balance is missing today to buy those rows (their quotes minus the balance now) and how to add it.
// The balance is billing's: for a caller without billing read rights (a role without billing:read, a key without the
// billing:read scope) the line keeps the count and how to add balance but no amount, and `missing` is left out, since
// the quotes are known and the balance follows from it (lib/batches/get-batch.ts decides).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Batch } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import { formatMxn } from '@/lib/platform/money/format';
import { inCsvTerms } from './columns';
import type { BatchFailureGroup } from './schemas';

const SHOWN_ROWS = 50;

/** How a merchant adds balance (the billing page says the same). */
export const ADD_BALANCE_HINT =
  'Para abonar saldo, contacta a soporte o a tu administrador de la plataforma; luego sube las filas por corregir en un lote nuevo.';

/** `missingCentavos` null: the caller may not see the balance, so the line names no amount. */
export function noBalanceLine(rows: number, missingCentavos: number | null): string {
  const what = `${rows.toLocaleString('es-MX')} ${rows === 1 ? 'fila' : 'filas'} sin saldo`;
  if (missingCentavos === null) return `${what}. ${ADD_BALANCE_HINT}`;
  return missingCentavos > 0
    ? `${what}: faltan ${formatMxn(missingCentavos)}. ${ADD_BALANCE_HINT}`
    : `${what}: tu saldo de hoy ya alcanza para comprarlas; súbelas en un lote nuevo con las filas por corregir.`;
}

type Group = { code: string; message: string | null; rows: string; row_numbers: number[]; quoted: string };

/** `balanceCentavos`: the balance now, or null for a caller without billing read rights (no amount, no `missing`). */
export async function batchFailureSummary(db: DbOrTx, batch: Batch, balanceCentavos: number | null): Promise<BatchFailureGroup[]> {
  if (batch.failed === 0) return [];
  const groups = await db.execute<Group>(sql`
    select code, message, count(*) as rows,
           (array_agg(row_number order by row_number))[1:${SHOWN_ROWS}] as row_numbers,
           coalesce(sum(quote_centavos), 0) as quoted
    from (
      select coalesce(failure_code, 'internal_error') as code,
             case when failure_code = 'insufficient_balance' then null else failure_message end as message,
             row_number, quote_centavos
      from batch_rows
      where batch_id = ${batch.id}::uuid and state = 'failed'
    ) failed
    group by code, message
    order by min(row_number)`);
  return groups.map((g) => {
    const rows = Number(g.rows);
    if (g.code === 'insufficient_balance') {
      if (balanceCentavos === null)
        return { code: g.code, rows, rowNumbers: g.row_numbers.map(Number), message: noBalanceLine(rows, null) };
      const missing = Math.max(0, Number(g.quoted) - balanceCentavos);
      return {
        code: g.code,
        rows,
        rowNumbers: g.row_numbers.map(Number),
        message: noBalanceLine(rows, missing),
        missing: toPesos(missing),
      };
    }
    const message = g.message ?? 'sin motivo registrado';
    const group = {
      code: g.code,
      rows,
      rowNumbers: g.row_numbers.map(Number),
      message: batch.source === 'csv' ? inCsvTerms(message) : message,
    };
    return balanceCentavos === null ? group : { ...group, missing: null };
  });
}
