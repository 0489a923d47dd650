// A provider's measurement of a parcel becomes a weight adjustment (docs/billing.md "Weight adjustments"): the order is
// repriced now with the figures before the measurement and with the measured ones, by the same function; the difference
// is charged (heavier) or credited (lighter) as a ledger entry of kind adjustment. The adjustment, its entry and the
// order.adjusted webhook event are written in one transaction under the order's row lock; a carrier's rate call, if
// any, comes before it. Idempotent per (provider, reference). Used by the signed intake, the sandbox simulator and
// POST /api/v1/sandbox/orders/{id}/measure.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { adjustments, orders, type Adjustment, type Order, type ParcelFigures } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { lockOrder } from '@/lib/orders/change-status';
import { orderStatusLabels, type OrderStatus } from '@/lib/orders/order-states';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { recordAdjustedEvent } from './adjusted-event';
import { adjustmentBody } from './adjustment-body';
import { chargeableOf, repriceOrder, type Repriced } from './reprice';
import type { AdjustmentBody, MeasurementOutcome } from './schemas';

/** A parcel is measured once it has travelled: not before the pickup, never once cancelled. */
const unmeasurableStatuses: readonly OrderStatus[] = ['pending', 'created', 'cancelled'];

export type Measurement = {
  orderId: string;
  /** the provider's reference of the measurement */
  reference: string;
  measured: ParcelFigures;
  photoUrl?: string | null;
  measuredAt: Date;
};

export type MeasurementResult = { outcome: MeasurementOutcome; order: Order; adjustment: AdjustmentBody };

const DAY_MS = 24 * 60 * 60 * 1000;

export const declaredFigures = (order: Order): ParcelFigures => ({
  weightKg: order.packageWeight,
  lengthCm: order.packageLength,
  widthCm: order.packageWidth,
  heightCm: order.packageHeight,
});

/** The order's latest adjustment, if any: its measured figures are the baseline of the next measurement. */
async function latestAdjustment(db: Db | Tx, orderId: string): Promise<Adjustment | undefined> {
  const [row] = await db
    .select()
    .from(adjustments)
    .where(eq(adjustments.orderId, orderId))
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(1);
  return row;
}

async function findByReference(db: Db | Tx, provider: string, reference: string): Promise<Adjustment | undefined> {
  const [row] = await db
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.provider, provider), eq(adjustments.providerReference, reference)))
    .limit(1);
  return row;
}

async function duplicate(db: Db | Tx, existing: Adjustment): Promise<MeasurementResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, existing.orderId));
  return { outcome: 'duplicate', order, adjustment: adjustmentBody({ ...existing, ...refs(order) }) };
}

const refs = (order: Order) => ({ internalReference: order.internalReference, trackingNumber: order.providerTrackingNumber });

function assertMeasurable(order: Order): void {
  if (!unmeasurableStatuses.includes(order.status)) return;
  const why =
    order.status === 'cancelled'
      ? 'el pedido está cancelado'
      : `el paquete aún no se recolecta (estado ${orderStatusLabels[order.status]})`;
  throw new DomainError('conflict', `No se puede registrar una medición del pedido ${order.id}: ${why}.`);
}

type Priced = { baseline: Adjustment | undefined; before: Repriced; after: Repriced };

async function priceBoth(db: Db, order: Order, measured: ParcelFigures): Promise<Priced> {
  const baseline = await latestAdjustment(db, order.id);
  const [before, after] = await Promise.all([
    repriceOrder(db, order, baseline?.measured ?? declaredFigures(order)),
    repriceOrder(db, order, measured),
  ]);
  return { baseline, before, after };
}

/**
 * Records one measurement. Throws 404 (no such order), 409 conflict (cancelled, or not yet picked up), 503 (a carrier
 * gave no rate). A reference already received answers its adjustment with outcome duplicate and changes nothing.
 */
export async function recordMeasurement(db: Db, input: Measurement): Promise<MeasurementResult> {
  const [found] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!found) throw new DomainError('not_found', 'El pedido no existe.');
  const seen = await findByReference(db, found.provider, input.reference);
  if (seen) return duplicate(db, seen);
  assertMeasurable(found);

  // Priced before the transaction (a carrier's rate is a network call); should another measurement of the order land
  // in between, the baseline changed and the prices are taken again.
  for (let attempt = 0; ; attempt++) {
    const priced = await priceBoth(db, found, input.measured);
    try {
      const result = await db.transaction((tx) => writeAdjustment(tx, input, priced));
      if (result) return result;
    } catch (error) {
      if (!isUniqueViolation(error, 'adjustments_provider_reference_uq')) throw error;
      const again = await findByReference(db, found.provider, input.reference);
      if (again) return duplicate(db, again);
      throw error;
    }
    if (attempt >= 3) throw new DomainError('conflict', 'El pedido recibió otras mediciones al mismo tiempo; reenvía el reporte.');
  }
}

/** Under the order's lock: null when the baseline moved since pricing (the caller prices again). */
async function writeAdjustment(tx: Tx, input: Measurement, priced: Priced): Promise<MeasurementResult | null> {
  const order = await lockOrder(tx, { orderId: input.orderId });
  const seen = await findByReference(tx, order.provider, input.reference);
  if (seen) return duplicate(tx, seen);
  assertMeasurable(order);
  const baseline = await latestAdjustment(tx, order.id);
  if (baseline?.id !== priced.baseline?.id) return null;

  const declared = baseline?.measured ?? declaredFigures(order);
  const declaredChargeable = chargeableOf(declared);
  const measuredChargeable = chargeableOf(input.measured);
  // The charge follows the chargeable weight: same weight, nothing moves (docs/billing.md).
  const amountCentavos = measuredChargeable === declaredChargeable ? 0 : priced.after.totalCentavos - priced.before.totalCentavos;
  const previousTotalCentavos = baseline?.newTotalCentavos ?? order.totalCostCentavos;
  const now = new Date();
  const id = randomUUID();
  const [row] = await tx
    .insert(adjustments)
    .values({
      id,
      organizationId: order.organizationId,
      orderId: order.id,
      provider: order.provider,
      providerReference: input.reference,
      declared,
      measured: input.measured,
      declaredChargeableWeightKg: declaredChargeable,
      measuredChargeableWeightKg: measuredChargeable,
      previousTotalCentavos,
      newTotalCentavos: previousTotalCentavos + amountCentavos,
      amountCentavos,
      pricing: { ...priced.after.breakdownCentavos, total: priced.after.totalCentavos, before: priced.before.totalCentavos },
      photoUrl: input.photoUrl ?? null,
      measuredAt: input.measuredAt,
      disputeDeadlineAt: amountCentavos > 0 ? new Date(now.getTime() + config().ADJUSTMENT_DISPUTE_WINDOW_DAYS * DAY_MS) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const body = adjustmentBody({ ...row, ...refs(order) });
  await recordAdjustedEvent(tx, order, body, now);
  // The balance last: its row is the organization's, shared by every purchase and measurement of the organization,
  // so its lock is held only from this statement to the commit.
  if (amountCentavos !== 0) {
    await applyBalanceChange(tx, {
      organizationId: order.organizationId,
      kind: 'adjustment',
      amountCentavos: -amountCentavos,
      description: `${amountCentavos > 0 ? 'Cargo' : 'Abono'} por ajuste de peso del pedido ${order.internalReference ?? order.id} (${declaredChargeable} kg → ${measuredChargeable} kg)`,
      orderId: order.id,
      adjustmentId: id,
    });
  }
  const outcome: MeasurementOutcome = amountCentavos > 0 ? 'charged' : amountCentavos < 0 ? 'credited' : 'unchanged';
  return { outcome, order, adjustment: body };
}
