// Set-up for the COD read tests (tests/api/cod-read*.test.ts): COD orders bought through POST /orders, collected
// through the collection report's own function (recordCodCollection), and, for the states further down the loop,
// collection rows and remittance lines written straight to cod_collections / cod_remittances / cod_remittance_lines to
// reach a given state in one step, as the remittance import, the payout and the lost sweep would leave them (those
// moves have their own tests).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { codCollections, codRemittanceLines, codRemittances, orders, type CodCollection } from '@/db/schema';
import { recordCodCollection } from '@/lib/cod/record-collection';
import type { RemittanceLineOutcome } from '@/model/cod';
import type { ApiResponse } from './fixtures';
import { createOrderViaApi } from './orders';

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse>;

/** A COD order of `codAmount` pesos bought through the API; the row as stored. */
export async function codOrder(api: Api, codAmount = 850, internalReference?: string) {
  const { orderId } = await createOrderViaApi(api, { isCod: true, codAmount, ...(internalReference ? { internalReference } : {}) });
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The courier collected `collectedCentavos` (the provider's report, recorded by the collection report's function). */
export async function collect(order: typeof orders.$inferSelect, collectedCentavos: number) {
  await recordCodCollection(getDb(), {
    orderId: order.id,
    outcome: 'collected',
    amountCentavos: collectedCentavos,
    at: new Date(),
    courierReference: `COB-${randomBytes(3).toString('hex')}`,
    reason: null,
  });
  const [row] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, order.id));
  return row;
}

type CollectionState = Partial<Omit<CodCollection, 'orderId' | 'organizationId'>> & Pick<CodCollection, 'status'>;

/** Writes the order's collection row in `state` (collected at `collectedCentavos`, or the expected amount). */
export async function setCollection(order: typeof orders.$inferSelect, state: CollectionState) {
  const expected = order.codAmountCentavos ?? 0;
  const collected = state.collectedCentavos ?? (state.status === 'refused' ? null : expected);
  const diff = collected !== null && collected !== expected ? collected - expected : null;
  const values = {
    orderId: order.id,
    organizationId: order.organizationId,
    expectedCentavos: expected,
    collectedCentavos: collected,
    collectedAt: collected === null ? null : new Date(),
    courierReference: `COB-${randomBytes(3).toString('hex')}`,
    discrepancyCentavos: diff,
    discrepancyStatus: diff === null ? null : ('open' as const),
    ...state,
  };
  await getDb().insert(codCollections).values(values).onConflictDoUpdate({ target: codCollections.orderId, set: values });
  const [row] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, order.id));
  return row;
}

/** A remittance with one line per entry (line numbers from 2: the header is line 1). */
export async function remittance(
  reference: string,
  lines: { order: typeof orders.$inferSelect | null; tracking?: string; amountCentavos: number; outcome: RemittanceLineOutcome }[],
) {
  const total = lines.reduce((sum, l) => sum + l.amountCentavos, 0);
  const matched = lines.filter((l) => l.outcome === 'matched');
  const [r] = await getDb()
    .insert(codRemittances)
    .values({
      reference,
      source: 'cli',
      fileSha256: randomBytes(32).toString('hex'),
      importedBy: 'cli',
      lineCount: lines.length,
      totalCentavos: total,
      matchedCount: matched.length,
      matchedCentavos: matched.reduce((sum, l) => sum + l.amountCentavos, 0),
    })
    .returning();
  await getDb()
    .insert(codRemittanceLines)
    .values(
      lines.map((l, i) => ({
        remittanceId: r.id,
        lineNumber: i + 2,
        trackingNumber: l.tracking ?? l.order?.providerTrackingNumber ?? 'DESCONOCIDA',
        amountCentavos: l.amountCentavos,
        collectedOn: '2026-11-20',
        outcome: l.outcome,
        orderId: l.order?.id ?? null,
        organizationId: l.order?.organizationId ?? null,
        message: l.outcome === 'matched' ? null : 'El monto no coincide con el cobro.',
      })),
    );
  return r;
}
