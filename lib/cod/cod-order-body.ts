// One COD order as the organization's COD list, its CSV and the dashboard page show it (GET /api/v1/cod/orders,
// docs/cod.md): the order's guide and state, and its collection (cod_collections) when the provider reported one;
// an order with isCod and no collection row is pending. Amounts in pesos, as every API body.
import { z } from 'zod';
import type { CodCollection } from '@/db/schema';
import { codDiscrepancyStatuses, codStatuses, type CodStatus } from '@/model/cod';
import { orderStatuses, type OrderStatus } from '@/model/orders';

const pesos = (centavos: number | null | undefined) => (centavos === null || centavos === undefined ? null : centavos / 100);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const codOrderBodySchema = z.object({
  orderId: z.uuid(),
  internalReference: z.string().nullable(),
  guideNumber: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  orderStatus: z.enum(orderStatuses).meta({ description: 'El estado del envío (el de GET /orders/{id})' }),
  codStatus: z.enum(codStatuses).meta({
    description:
      'pending (por cobrar), collected (cobrado por la paquetería), remitted (el proveedor lo pagó a la plataforma), ' +
      'paid_out (pagado a la organización), refused (el destinatario no pagó) o lost (cobrado y no remitido a tiempo)',
  }),
  expectedAmount: z.number().meta({ description: 'Monto a cobrar al destinatario (MXN): el codAmount del pedido' }),
  collectedAmount: z.number().nullable().meta({ description: 'Lo que la paquetería reportó cobrado (MXN)' }),
  collectedAt: z.string().nullable(),
  courierReference: z.string().nullable(),
  discrepancy: z.number().nullable().meta({ description: 'Cobrado menos esperado (MXN) cuando difieren; null sin diferencia' }),
  discrepancyStatus: z.enum(codDiscrepancyStatuses).nullable().meta({
    description: 'open (por resolver), accepted (se aceptó el monto cobrado) o claimed (se abrió un reclamo)',
  }),
  discrepancyResolvedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  refusedReason: z.string().nullable(),
  lostAt: z.string().nullable(),
  remittedAmount: z.number().nullable(),
  remittedAt: z.string().nullable(),
  feeDeducted: z.number().meta({ description: 'Comisión de contra entrega descontada del cobro al pagarlo (MXN)' }),
  paidOutAmount: z.number().nullable(),
  paidOutAt: z.string().nullable(),
  createdAt: z.string().meta({ description: 'Fecha de creación del pedido' }),
});
export type CodOrderBody = z.infer<typeof codOrderBodySchema>;

export type CodOrderRow = {
  orderId: string;
  internalReference: string | null;
  guideNumber: string | null;
  trackingNumber: string | null;
  orderStatus: OrderStatus;
  codAmountCentavos: number | null;
  orderCreatedAt: Date;
  collection: CodCollection | null;
};

export function codOrderBody(row: CodOrderRow): CodOrderBody {
  const c = row.collection;
  const status: CodStatus = c ? c.status : 'pending';
  return {
    orderId: row.orderId,
    internalReference: row.internalReference,
    guideNumber: row.guideNumber,
    trackingNumber: row.trackingNumber,
    orderStatus: row.orderStatus,
    codStatus: status,
    expectedAmount: pesos(c ? c.expectedCentavos : (row.codAmountCentavos ?? 0)) ?? 0,
    collectedAmount: pesos(c?.collectedCentavos),
    collectedAt: iso(c?.collectedAt),
    courierReference: c?.courierReference ?? null,
    discrepancy: pesos(c?.discrepancyCentavos),
    discrepancyStatus: c?.discrepancyStatus ?? null,
    discrepancyResolvedAt: iso(c?.discrepancyResolvedAt),
    refusedAt: iso(c?.refusedAt),
    refusedReason: c?.refusedReason ?? null,
    lostAt: iso(c?.lostAt),
    remittedAmount: pesos(c?.remittedCentavos),
    remittedAt: iso(c?.remittedAt),
    feeDeducted: pesos(c?.feeDeductedCentavos) ?? 0,
    paidOutAmount: pesos(c?.paidOutCentavos),
    paidOutAt: iso(c?.paidOutAt),
    createdAt: row.orderCreatedAt.toISOString(),
  };
}
