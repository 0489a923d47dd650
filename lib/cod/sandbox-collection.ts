// The sandbox simulator's cash on delivery (docs/modes.md "Scenario values", docs/cod.md): when it delivers a COD
// order it also reports the collection of the whole codAmount, and an order whose internalReference starts with
// "sandbox:cod_refused" goes out_for_delivery -> failed with a refused COD report. Both go through the signed
// intake's own path (applyCodCollectionReport), so the collection row and the order.cod_collected / order.cod_refused
// webhooks are the real ones.
import type { Db } from '@/db/client';
import type { Order } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { applyCodCollectionReport } from './receive-collection-report';
import { codCollectionReportSchema, type CodCollectionResponse } from './schemas';

export const SANDBOX_COD_REFUSED_REFERENCE = 'sandbox:cod_refused';
export const SANDBOX_COD_REFUSED_REASON = `El destinatario no pagó el cobro contra entrega (escenario de prueba ${SANDBOX_COD_REFUSED_REFERENCE})`;

/** Whether the order plays the refused-payment scenario. */
export const refusesCod = (order: Pick<Order, 'isCod' | 'internalReference'>) =>
  order.isCod && (order.internalReference ?? '').startsWith(SANDBOX_COD_REFUSED_REFERENCE);

/**
 * After a simulated report was applied (its transaction committed): the COD report a courier sends with a delivery
 * (collected, the whole codAmount) or with the scenario's failed delivery (refused). Null when there is none, or when
 * the collection was already reported otherwise (a 409 from the COD table is logged, not raised: the status report
 * stands).
 */
export async function collectSandboxOrder(db: Db, order: Order): Promise<CodCollectionResponse | null> {
  if (!order.isCod || order.codAmountCentavos === null || !order.providerTrackingNumber) return null;
  const refused = order.status === 'failed' && refusesCod(order);
  if (order.status !== 'delivered' && !refused) return null;
  const report = codCollectionReportSchema.parse({
    type: 'cod_collection',
    trackingNumber: order.providerTrackingNumber,
    outcome: refused ? 'refused' : 'collected',
    ...(refused ? { reason: SANDBOX_COD_REFUSED_REASON } : { amount: toPesos(order.codAmountCentavos) }),
    courierReference: `SBX-COD-${order.id}`,
    dateTimeISO: new Date().toISOString(),
  });
  try {
    return await applyCodCollectionReport(db, report);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'conflict') throw error;
    log.warn('sandbox cod report not applied', { orderId: order.id, reason: error.message });
    return null;
  }
}
