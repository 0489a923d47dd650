// The provider's remittances as one organization sees them (the «Remesas» section of /dashboard/contra-entrega):
// only the lines that matched one of its orders (cod_remittance_lines.organization_id), grouped by remittance, newest
// remittance first, each with its match report (how many lines and pesos per outcome). A line of an unknown guide
// names no organization and is never shown to one; another organization's lines never either.
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { codRemittanceLines, codRemittances, orders } from '@/db/schema';
import type { RemittanceLineOutcome } from '@/model/cod';

export type OrgRemittanceLine = {
  lineNumber: number;
  trackingNumber: string;
  amount: number;
  collectedOn: string | null;
  outcome: RemittanceLineOutcome;
  orderId: string | null;
  internalReference: string | null;
  message: string | null;
};

export type OrgRemittance = {
  id: string;
  reference: string;
  importedAt: string;
  lineCount: number;
  total: number;
  outcomes: Partial<Record<RemittanceLineOutcome, { count: number; amount: number }>>;
  /** the first `linesPerRemittance` lines, in file order */
  lines: OrgRemittanceLine[];
};

export async function listOrgRemittances(
  db: DbOrTx,
  input: { organizationId: string; limit?: number; linesPerRemittance?: number },
): Promise<OrgRemittance[]> {
  const limit = input.limit ?? 10;
  const perRemittance = input.linesPerRemittance ?? 100;
  const mine = eq(codRemittanceLines.organizationId, input.organizationId);
  const groups = await db
    .select({
      id: codRemittances.id,
      reference: codRemittances.reference,
      createdAt: codRemittances.createdAt,
      lineCount: sql<number>`count(*)::int`,
      totalCentavos: sql<string>`sum(${codRemittanceLines.amountCentavos})::text`,
    })
    .from(codRemittanceLines)
    .innerJoin(codRemittances, eq(codRemittances.id, codRemittanceLines.remittanceId))
    .where(mine)
    .groupBy(codRemittances.id)
    .orderBy(desc(codRemittances.createdAt), desc(codRemittances.id))
    .limit(limit);
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const numbered = db
    .select({
      remittanceId: codRemittanceLines.remittanceId,
      lineNumber: codRemittanceLines.lineNumber,
      trackingNumber: codRemittanceLines.trackingNumber,
      amountCentavos: codRemittanceLines.amountCentavos,
      collectedOn: codRemittanceLines.collectedOn,
      outcome: codRemittanceLines.outcome,
      orderId: codRemittanceLines.orderId,
      internalReference: orders.internalReference,
      message: codRemittanceLines.message,
      rank: sql<number>`row_number() over (partition by ${codRemittanceLines.remittanceId} order by ${codRemittanceLines.lineNumber})`.as(
        'rank',
      ),
    })
    .from(codRemittanceLines)
    .leftJoin(orders, and(eq(orders.id, codRemittanceLines.orderId), eq(orders.organizationId, input.organizationId)))
    .where(and(mine, inArray(codRemittanceLines.remittanceId, ids)))
    .as('numbered');
  const [outcomes, lines] = await Promise.all([
    db
      .select({
        remittanceId: codRemittanceLines.remittanceId,
        outcome: codRemittanceLines.outcome,
        count: sql<number>`count(*)::int`,
        centavos: sql<string>`sum(${codRemittanceLines.amountCentavos})::text`,
      })
      .from(codRemittanceLines)
      .where(and(mine, inArray(codRemittanceLines.remittanceId, ids)))
      .groupBy(codRemittanceLines.remittanceId, codRemittanceLines.outcome),
    db.select().from(numbered).where(lte(numbered.rank, perRemittance)).orderBy(numbered.remittanceId, numbered.lineNumber),
  ]);
  return groups.map((g) => {
    const report: OrgRemittance['outcomes'] = {};
    for (const o of outcomes.filter((x) => x.remittanceId === g.id)) {
      report[o.outcome] = { count: o.count, amount: Number(o.centavos) / 100 };
    }
    return {
      id: g.id,
      reference: g.reference,
      importedAt: g.createdAt.toISOString(),
      lineCount: g.lineCount,
      total: Number(g.totalCentavos) / 100,
      outcomes: report,
      lines: lines
        .filter((l) => l.remittanceId === g.id)
        .map((l) => ({
          lineNumber: l.lineNumber,
          trackingNumber: l.trackingNumber,
          amount: l.amountCentavos / 100,
          collectedOn: l.collectedOn,
          outcome: l.outcome,
          orderId: l.orderId,
          internalReference: l.internalReference,
          message: l.message,
        })),
    };
  });
}
