// POST /api/provider/events with "type": "measurement", after the signature check (lib/provider-intake/report-types.ts
// dispatches on `type`): the report's schema, the guide's order, then recordMeasurement; each outcome logged.
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Db } from '@/db/client';
import { orders, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';
import { MAX_REPORT_CLOCK_SKEW_MS } from '@/lib/provider-intake/receive-provider-report';
import { recordMeasurement } from './record-measurement';
import { measurementReportSchema, type MeasurementReport, type MeasurementReportResponse } from './schemas';

async function orderByTrackingNumber(db: Db, trackingNumber: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.providerTrackingNumber, trackingNumber)).limit(1);
  if (!row) throw new DomainError('not_found', `No existe un pedido con el número de rastreo ${trackingNumber}.`);
  return row;
}

/**
 * Applies a validated measurement report (also the sandbox simulator's way in, which sets `refuseCredit` for a live
 * organization: see recordMeasurement).
 */
export async function applyMeasurementReport(
  db: Db,
  report: MeasurementReport,
  options: { refuseCredit?: boolean } = {},
): Promise<MeasurementReportResponse> {
  const measuredAt = new Date(report.dateTimeISO);
  if (measuredAt.getTime() > Date.now() + MAX_REPORT_CLOCK_SKEW_MS) {
    throw new DomainError('validation_error', 'El campo dateTimeISO no puede estar en el futuro');
  }
  const order = await orderByTrackingNumber(db, report.value);
  const result = await recordMeasurement(db, {
    order,
    orderId: order.id,
    reference: report.reference,
    measured: {
      weightKg: report.weightKg,
      lengthCm: report.dimensionsCm.length,
      widthCm: report.dimensionsCm.width,
      heightCm: report.dimensionsCm.height,
    },
    photoUrl: report.photoUrl ?? null,
    measuredAt,
    refuseCredit: options.refuseCredit,
  });
  return {
    received: true,
    type: 'measurement',
    orderId: result.order.id,
    trackingNumber: report.value,
    outcome: result.outcome,
    adjustment: result.adjustment,
  };
}

/** `body` is the JSON of a report whose signature was verified. */
export async function receiveVerifiedMeasurementReport(
  db: Db,
  { body, requestId }: { body: unknown; requestId: string },
): Promise<MeasurementReportResponse> {
  let report: MeasurementReport | undefined;
  try {
    report = measurementReportSchema.parse(body);
    const response = await applyMeasurementReport(db, report);
    log.info(response.outcome === 'duplicate' ? 'duplicate measurement report acknowledged' : 'measurement report received', {
      requestId,
      orderId: response.orderId,
      trackingNumber: report.value,
      reference: report.reference,
      outcome: response.outcome,
      adjustmentId: response.adjustment.id,
      amount: response.adjustment.amount,
    });
    return response;
  } catch (error) {
    if (error instanceof DomainError || error instanceof ZodError) {
      log.warn('measurement report rejected', {
        requestId,
        reason: error instanceof DomainError ? error.code : 'validation_error',
        detail: error instanceof ZodError ? formatZodError(error) : error.message,
        trackingNumber: report?.value,
        reference: report?.reference,
      });
    }
    throw error;
  }
}
