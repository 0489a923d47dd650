// The order.cod_paid_out webhook event, written to the outbox (lib/webhooks/record-events.ts outboxCtes) in the
// transaction that moves the collection to paid_out (balance credit or a bank batch marked paid). Its data is an order
// event's (orderId, internalReference, status, providerData, trackingUrl) plus `cod`, the payout's figures in pesos.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { toPesos } from '@/lib/billing/ledger';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { type EventOrder, notifyIfQueued, type OutboxEvent, outboxCtes, syntheticProviderData } from '@/lib/webhooks/record-events';

export const ORDER_COD_PAID_OUT = 'order.cod_paid_out' as const;

export type CodPaidOut = {
  /** balance: a cod_payout ledger credit; bank: a payout batch transferred to the organization's CLABE */
  payout: 'balance' | 'bank';
  remittedCentavos: number;
  feeDeductedCentavos: number;
  paidOutCentavos: number;
  paidOutAt: Date;
  ledgerEntryId: string | null;
  payoutBatchId: string | null;
  bankReference: string | null;
};

export function codPaidOutEventBody(id: string, order: EventOrder, paid: CodPaidOut): string {
  return JSON.stringify({
    id,
    event: ORDER_COD_PAID_OUT,
    createdAt: paid.paidOutAt.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData: syntheticProviderData(order, paid.paidOutAt, 'Cobro contra entrega pagado al comercio'),
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
      cod: {
        status: 'paid_out',
        payout: paid.payout,
        remitted: toPesos(paid.remittedCentavos),
        feeDeducted: toPesos(paid.feeDeductedCentavos),
        paidOut: toPesos(paid.paidOutCentavos),
        paidOutAt: paid.paidOutAt.toISOString(),
        ledgerEntryId: paid.ledgerEntryId,
        payoutBatchId: paid.payoutBatchId,
        bankReference: paid.bankReference,
      },
    },
  });
}

/** Records order.cod_paid_out for each order (one statement), in the caller's transaction. */
export async function recordCodPaidOutEvents(
  tx: Tx,
  organizationId: string,
  items: readonly { order: EventOrder; paid: CodPaidOut }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const events: OutboxEvent[] = items.map(({ order, paid }) => {
    const id = `evt_${randomUUID()}`;
    return {
      id,
      organizationId,
      orderId: order.id,
      kind: ORDER_COD_PAID_OUT,
      body: codPaidOutEventBody(id, order, paid),
      createdAt: paid.paidOutAt,
    };
  });
  await tx.execute(sql`with ${outboxCtes(organizationId, events)} select ${notifyIfQueued(organizationId)}`);
  return events.map((e) => e.id);
}
