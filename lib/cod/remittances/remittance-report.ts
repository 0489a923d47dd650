// A remittance's match report as the operator reads it (POST and GET /api/v1/cod/remittances, the CLI): the counts
// per outcome, the totals in pesos, and the lines in file order, a page at a time (`afterLine`, `lineLimit`).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { remittanceLineOutcomes, type RemittanceLineOutcome } from '@/model/cod';

export const DEFAULT_REPORT_LINES = 1000;
export const MAX_REPORT_LINES = 1000;

export type RemittanceReportLine = {
  lineNumber: number;
  trackingNumber: string;
  amount: number;
  collectedOn: string | null;
  outcome: RemittanceLineOutcome;
  orderId: string | null;
  message: string | null;
};

export type RemittanceReport = {
  id: string;
  reference: string;
  /** true: this reference was imported before; nothing was applied now, this is the first import's report */
  duplicate: boolean;
  source: string;
  fileName: string | null;
  importedBy: string;
  createdAt: string;
  lineCount: number;
  total: number;
  matchedCount: number;
  matchedTotal: number;
  outcomes: Record<RemittanceLineOutcome, number>;
  lines: RemittanceReportLine[];
  /** more lines follow: ask again with afterLine = this (null: none) */
  nextAfterLine: number | null;
};

export const remittanceNotFound = () => new DomainError('not_found', 'La remesa no existe.');

type Header = {
  id: string;
  reference: string;
  source: string;
  file_name: string | null;
  imported_by: string;
  created_at: string | Date;
  line_count: number;
  total_centavos: string;
  matched_count: number;
  matched_centavos: string;
};
type Line = {
  line_number: number;
  tracking_number: string;
  amount_centavos: string;
  collected_on: string | null;
  outcome: RemittanceLineOutcome;
  order_id: string | null;
  message: string | null;
};

export async function loadRemittanceReport(
  db: DbOrTx,
  {
    id,
    duplicate = false,
    lineLimit = DEFAULT_REPORT_LINES,
    afterLine = 0,
  }: { id: string; duplicate?: boolean; lineLimit?: number; afterLine?: number },
): Promise<RemittanceReport> {
  const [header] = await db.execute<Header>(sql`
    select id, reference, source, file_name, imported_by, created_at, line_count, total_centavos, matched_count, matched_centavos
    from cod_remittances where id = ${id}::uuid`);
  if (!header) throw remittanceNotFound();
  const counts = await db.execute<{ outcome: RemittanceLineOutcome; n: number }>(sql`
    select outcome, count(*)::int as n from cod_remittance_lines where remittance_id = ${id}::uuid group by outcome`);
  const lines = await db.execute<Line>(sql`
    select line_number, tracking_number, amount_centavos, collected_on::text as collected_on, outcome, order_id, message
    from cod_remittance_lines where remittance_id = ${id}::uuid and line_number > ${afterLine}
    order by line_number limit ${lineLimit + 1}`);
  const page = lines.slice(0, lineLimit);
  const outcomes = Object.fromEntries(remittanceLineOutcomes.map((o) => [o, 0])) as Record<RemittanceLineOutcome, number>;
  for (const row of counts) outcomes[row.outcome] = row.n;
  return {
    id: header.id,
    reference: header.reference,
    duplicate,
    source: header.source,
    fileName: header.file_name,
    importedBy: header.imported_by,
    createdAt: new Date(header.created_at).toISOString(),
    lineCount: header.line_count,
    total: toPesos(Number(header.total_centavos)),
    matchedCount: header.matched_count,
    matchedTotal: toPesos(Number(header.matched_centavos)),
    outcomes,
    lines: page.map((row) => ({
      lineNumber: row.line_number,
      trackingNumber: row.tracking_number,
      amount: toPesos(Number(row.amount_centavos)),
      collectedOn: row.collected_on,
      outcome: row.outcome,
      orderId: row.order_id,
      message: row.message,
    })),
    nextAfterLine: lines.length > lineLimit ? (page.at(-1)?.line_number ?? afterLine) : null,
  };
}
