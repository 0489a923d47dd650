// A cod_collections row as the API and the webhooks show it (lib/cod/schemas.ts codCollectionBodySchema): pesos and
// ISO times.
import type { CodCollection } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import type { CodCollectionBody } from './schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pesos = (c: number | null) => (c === null ? null : toPesos(c));

export function codCollectionBody(row: CodCollection): CodCollectionBody {
  return {
    orderId: row.orderId,
    status: row.status,
    expectedAmount: toPesos(row.expectedCentavos),
    collectedAmount: pesos(row.collectedCentavos),
    collectedAt: iso(row.collectedAt),
    courierReference: row.courierReference,
    discrepancy: pesos(row.discrepancyCentavos),
    discrepancyStatus: row.discrepancyStatus,
    refusedAt: iso(row.refusedAt),
    refusedReason: row.refusedReason,
    lostAt: iso(row.lostAt),
    remittedAt: iso(row.remittedAt),
    paidOutAt: iso(row.paidOutAt),
    paidOutAmount: pesos(row.paidOutCentavos),
    feeDeducted: toPesos(row.feeDeductedCentavos),
  };
}
