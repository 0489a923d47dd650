// The guard against buying twice (issue 32.7, docs/batches.md "Buying twice"): a row whose reference
// (`referencia`, internalReference) was already bought in the last BOUGHT_REFERENCE_DAYS days, by any batch or by
// POST /orders, gets a warning naming when and which guide. A warning, not an error: the same reference can be a
// legitimate second parcel, so the row stays valid and the merchant decides (the import page shows it before
// "Comprar"). Cancelled orders do not count. The window is rolling (now minus 7 days), like the expiry of unbought
// batches (lib/batches/expiry.ts): the same file uploaded again the next day or after a weekend is the case to catch.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { BatchRowError, BatchSource } from '@/db/schema';
import { csvDateTime } from '@/lib/platform/time/format';

export const BOUGHT_REFERENCE_DAYS = 7;

type Bought = { reference: string; guide: string | null; created: Date | string };

export function boughtReferenceMessage(reference: string, bought: Pick<Bought, 'guide' | 'created'>): string {
  const when = csvDateTime(bought.created).slice(0, 16);
  const guide = bought.guide ? ` (guía ${bought.guide})` : '';
  return `La referencia ${reference} ya se compró el ${when}${guide}: revisa que no sea un envío repetido antes de comprar.`;
}

/** Adds the warning to every row whose reference was bought in the window; one query for the whole file. */
export async function warnBoughtReferences(
  db: DbOrTx,
  {
    organizationId,
    source,
    rows,
  }: { organizationId: string; source: BatchSource; rows: { internalReference: string | null; warnings: BatchRowError[] }[] },
): Promise<void> {
  const references = [...new Set(rows.map((r) => r.internalReference).filter((r): r is string => r !== null))];
  if (references.length === 0) return;
  // The org's orders of the last 7 days (orders_org_created_idx), newest per reference.
  const found = await db.execute<Bought>(sql`
    select distinct on (internal_reference) internal_reference as reference, guide_number as guide, created_at as created
    from orders
    where organization_id = ${organizationId}::uuid
      and created_at >= now() - make_interval(days => ${BOUGHT_REFERENCE_DAYS})
      and status <> 'cancelled'
      and internal_reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))
    order by internal_reference, created_at desc`);
  const byReference = new Map(found.map((b) => [b.reference, b]));
  const field = source === 'csv' ? 'referencia' : 'internalReference';
  for (const row of rows) {
    const bought = row.internalReference ? byReference.get(row.internalReference) : undefined;
    if (bought) row.warnings.push({ field, message: boughtReferenceMessage(bought.reference, bought) });
  }
}
