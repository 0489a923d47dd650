// The sandbox's measurements (docs/modes.md "Scenario values"): POST /api/v1/sandbox/orders/{id}/measure measures a sandbox
// order with chosen figures, and the simulator measures an order whose internalReference starts with
// "sandbox:weight_adjustment" when it reports its pickup. Both send a measurement report through the signed intake's
// own path (applyMeasurementReport), so the adjustment, its ledger entry and the order.adjusted webhook are the real ones.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { orders, organizations, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { applyMeasurementReport } from './receive-measurement-report';
import { measuredFiguresSchema, measurementReportSchema, photoUrlSchema, type MeasurementReportResponse } from './schemas';

export const SANDBOX_WEIGHT_ADJUSTMENT_REFERENCE = 'sandbox:weight_adjustment';

export const sandboxMeasureRequestSchema = z.strictObject({
  /** kg; by default the scenario's: the declared weight x 1.5 + 1 kg */
  weightKg: measuredFiguresSchema.shape.weightKg.optional(),
  /** cm; by default the declared dimensions */
  dimensionsCm: measuredFiguresSchema.shape.dimensionsCm.optional(),
  photoUrl: photoUrlSchema.optional(),
  /**
   * the simulated provider's reference; by default a new one (the same reference again for the same order is a
   * duplicate). Stored as SBX-<order id>-<reference>, so one organization's references never meet another's.
   */
  reference: z.string().trim().min(1).max(150).optional(),
});
export type SandboxMeasureRequest = z.infer<typeof sandboxMeasureRequestSchema>;

/** The scenario's measurement: heavier than declared (x 1.5 + 1 kg, to the 0.1 kg), the same dimensions. */
export function scenarioFigures(order: Order) {
  return {
    weightKg: Math.round((order.packageWeight * 1.5 + 1) * 10) / 10,
    dimensionsCm: { length: order.packageLength, width: order.packageWidth, height: order.packageHeight },
  };
}

/** A caller's reference, namespaced by its order: the sandbox is one provider for every organization. */
export const sandboxMeasurementReference = (orderId: string, reference: string) => `SBX-${orderId}-${reference}`;

/**
 * Sends the simulated measurement. In live mode (organizations.mode = 'live', whose sandbox guides were bought with
 * real balance) a measurement that would credit is refused with a 409 (docs/modes.md); a charge is allowed.
 */
async function measureSandboxOrder(
  db: Db,
  order: Order,
  input: SandboxMeasureRequest,
  reference: string,
): Promise<MeasurementReportResponse> {
  if (!order.providerTrackingNumber) {
    throw new DomainError('conflict', 'El pedido aún no tiene guía con el proveedor: no se puede medir.');
  }
  const [organization] = await db
    .select({ mode: organizations.mode })
    .from(organizations)
    .where(eq(organizations.id, order.organizationId));
  const figures = scenarioFigures(order);
  const report = measurementReportSchema.parse({
    type: 'measurement',
    value: order.providerTrackingNumber,
    reference,
    weightKg: input.weightKg ?? figures.weightKg,
    dimensionsCm: input.dimensionsCm ?? figures.dimensionsCm,
    photoUrl: input.photoUrl ?? null,
    dateTimeISO: new Date().toISOString(),
  });
  return applyMeasurementReport(db, report, { refuseCredit: organization?.mode === 'live' });
}

/** POST /sandbox/orders/:id/measure: 404 for another organization's order or one of a real provider. */
export async function simulateMeasurement(
  db: Db,
  params: { organizationId: string; orderId: string; input: SandboxMeasureRequest },
): Promise<MeasurementReportResponse> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, params.orderId), eq(orders.organizationId, params.organizationId)));
  if (!order || order.provider !== 'sandbox') {
    throw new DomainError(
      'not_found',
      order ? 'El simulador solo está disponible para pedidos del proveedor sandbox.' : 'El pedido no existe.',
    );
  }
  const reference = params.input.reference
    ? sandboxMeasurementReference(order.id, params.input.reference)
    : `SBX-MED-${randomBytes(6).toString('hex').toUpperCase()}`;
  return measureSandboxOrder(db, order, params.input, reference);
}

/**
 * The scenario's step, after the simulator reported a pickup: an order whose internalReference starts with
 * sandbox:weight_adjustment is measured once (the reference is the order's, so a repeat is a duplicate).
 */
export async function measureScenarioOrder(db: Db, order: Order): Promise<MeasurementReportResponse | null> {
  if (order.status !== 'picked_up' || !(order.internalReference ?? '').startsWith(SANDBOX_WEIGHT_ADJUSTMENT_REFERENCE)) return null;
  return measureSandboxOrder(db, order, {}, `SBX-MED-${order.id}`);
}
