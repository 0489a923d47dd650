// POST /api/provider/events with "type": "cod_collection", after the signature check (lib/provider-intake/
// report-types.ts dispatches on `type`): the report's schema, the guide's order, then recordCodCollection; each
// outcome logged.
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Db } from '@/db/client';
import { orders } from '@/db/schema';
import { toCentavos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';
import { MAX_REPORT_CLOCK_SKEW_MS } from '@/lib/provider-intake/receive-provider-report';
import { recordCodCollection } from './record-collection';
import { codCollectionReportSchema, type CodCollectionReport, type CodCollectionResponse } from './schemas';

/** Applies a validated report (also the sandbox simulator's way in). 404 when no order has the tracking number. */
export async function applyCodCollectionReport(db: Db, report: CodCollectionReport): Promise<CodCollectionResponse> {
  const at = new Date(report.dateTimeISO);
  if (at.getTime() > Date.now() + MAX_REPORT_CLOCK_SKEW_MS) {
    throw new DomainError('validation_error', 'El campo dateTimeISO no puede estar en el futuro');
  }
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerTrackingNumber, report.trackingNumber)).limit(1);
  if (!order) throw new DomainError('not_found', `No existe un pedido con el número de rastreo ${report.trackingNumber}.`);
  const result = await recordCodCollection(db, {
    orderId: order.id,
    outcome: report.outcome,
    amountCentavos: report.outcome === 'collected' && report.amount !== undefined ? toCentavos(report.amount) : null,
    at,
    courierReference: report.courierReference ?? null,
    reason: report.reason ?? null,
  });
  return {
    received: true,
    type: 'cod_collection',
    orderId: order.id,
    trackingNumber: report.trackingNumber,
    outcome: result.outcome,
    cod: result.cod,
  };
}

/** `body` is the JSON of a report whose signature was verified. */
export async function receiveVerifiedCodCollectionReport(
  db: Db,
  { body, requestId }: { body: unknown; requestId: string },
): Promise<CodCollectionResponse> {
  let report: CodCollectionReport | undefined;
  try {
    report = codCollectionReportSchema.parse(body);
    const response = await applyCodCollectionReport(db, report);
    log.info(response.outcome === 'duplicate' ? 'duplicate cod collection report acknowledged' : 'cod collection report received', {
      requestId,
      orderId: response.orderId,
      trackingNumber: report.trackingNumber,
      outcome: response.outcome,
      status: response.cod.status,
      discrepancy: response.cod.discrepancy,
    });
    return response;
  } catch (error) {
    if (error instanceof DomainError || error instanceof ZodError) {
      log.warn('cod collection report rejected', {
        requestId,
        reason: error instanceof DomainError ? error.code : 'validation_error',
        detail: error instanceof ZodError ? formatZodError(error) : error.message,
        trackingNumber: report?.trackingNumber,
      });
    }
    throw error;
  }
}
