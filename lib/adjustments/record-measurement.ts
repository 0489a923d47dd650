// A provider's measurement of a parcel becomes a weight adjustment (docs/billing.md "Weight adjustments"): the order is
// repriced now with the figures before the measurement and with the measured ones, by the same function; the difference
// is charged (heavier) or credited (lighter) as a ledger entry of kind adjustment. The adjustment, its entry and the
// order.adjusted webhook event are written in one transaction under the order's row lock; a carrier's rate call, if
// any, comes before it. Idempotent per (provider, reference). Used by the signed intake, the sandbox simulator and
// POST /api/v1/sandbox/orders/{id}/measure.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { transactionWithLastStatement } from '@/db/last-statement-transaction';
import { adjustments, orders, type Adjustment, type Order, type ParcelFigures } from '@/db/schema';
import { balanceChangeCtes } from '@/lib/billing/ledger';
import { lockOrder } from '@/lib/orders/change-status';
import { orderStatusLabels, type OrderStatus } from '@/lib/orders/order-states';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { notifyIfQueued, outboxCtes } from '@/lib/webhooks/record-events';
import { adjustedOutboxEvent } from './adjusted-event';
import { adjustmentBody } from './adjustment-body';
import { chargeableOfFigures } from './chargeable';
import { repriceOrder, type Repriced } from './reprice';
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
  /**
   * A simulated measurement of a live organization (the sandbox's endpoint, dashboard button and scenario): refused
   * when it would credit, because a live organization's sandbox guides were bought with real balance (docs/modes.md).
   */
  refuseCredit?: boolean;
};

export type MeasurementResult = { outcome: MeasurementOutcome; order: Order; adjustment: AdjustmentBody };

const DAY_MS = 24 * 60 * 60 * 1000;

export const declaredFigures = (order: Order): ParcelFigures => ({
  weightKg: order.packageWeight,
  lengthCm: order.packageLength,
  widthCm: order.packageWidth,
  heightCm: order.packageHeight,
});

/**
 * In one query, what the order's adjustments say of this report: the adjustment of the same reference (a duplicate,
 * of this order or, a provider's mistake, another), and the order's latest one (where the next measurement starts).
 * Read again under the order's lock, which a dispute or a decision also takes (FOR SHARE, lib/disputes/load-adjustment.ts):
 * one that committed before is seen here, one that did not waits for this measurement.
 */
async function adjustmentsSeen(db: Db | Tx, order: Order, reference: string) {
  const rows = await db
    .select()
    .from(adjustments)
    .where(
      or(eq(adjustments.orderId, order.id), and(eq(adjustments.provider, order.provider), eq(adjustments.providerReference, reference))),
    )
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id));
  return {
    duplicate: rows.find((r) => r.provider === order.provider && r.providerReference === reference),
    latest: rows.find((r) => r.orderId === order.id),
  };
}

/**
 * The same reference again answers the first adjustment, of the same order only: a reference already used for another
 * order is the provider's mistake (or, in the sandbox, someone else's reference) and never shows that order's data.
 */
function duplicate(existing: Adjustment, order: Order): MeasurementResult {
  if (existing.orderId !== order.id) {
    throw new DomainError(
      'conflict',
      `La referencia de medición ${existing.providerReference} ya se usó para otro pedido; cada medición lleva su propia referencia.`,
    );
  }
  return { outcome: 'duplicate', order, adjustment: adjustmentBody({ ...existing, ...refs(order) }) };
}

/**
 * Where a new measurement starts (docs/billing.md "Weight adjustments"): the declared figures and the order's price, or
 * the latest adjustment's measured figures and new total; an accepted (refunded) adjustment is void, so its own starting
 * point (its declared figures and previous total) is used instead. While the latest adjustment's dispute awaits the
 * provider's decision, no measurement is taken: the provider sends it again after deciding.
 */
type Start = { latest: Adjustment | undefined; figures: ParcelFigures; totalCentavos: number };

function startingPoint(order: Order, latest: Adjustment | undefined): Start {
  if (latest?.status === 'disputed') {
    throw new DomainError(
      'adjustment_dispute_pending',
      `El pedido ${order.internalReference ?? order.id} tiene una disputa de ajuste pendiente; la medición se puede reportar de nuevo cuando el proveedor la resuelva.`,
    );
  }
  if (!latest) return { latest, figures: declaredFigures(order), totalCentavos: order.totalCostCentavos };
  if (latest.status === 'accepted') return { latest, figures: latest.declared, totalCentavos: latest.previousTotalCentavos };
  return { latest, figures: latest.measured, totalCentavos: latest.newTotalCentavos };
}

const sameStart = (a: Start, b: Start) => a.latest?.id === b.latest?.id && a.latest?.status === b.latest?.status;

const refs = (order: Order) => ({ internalReference: order.internalReference, trackingNumber: order.providerTrackingNumber });

function assertMeasurable(order: Order): void {
  if (!unmeasurableStatuses.includes(order.status)) return;
  const why =
    order.status === 'cancelled'
      ? 'el pedido está cancelado'
      : `el paquete aún no se recolecta (estado ${orderStatusLabels[order.status]})`;
  throw new DomainError('conflict', `No se puede registrar una medición del pedido ${order.id}: ${why}.`);
}

type Priced = { start: Start; before: Repriced; after: Repriced };

async function priceBoth(db: Db, order: Order, start: Start, measured: ParcelFigures): Promise<Priced> {
  const [before, after] = await Promise.all([repriceOrder(db, order, start.figures), repriceOrder(db, order, measured)]);
  return { start, before, after };
}

/**
 * Records one measurement of `input.order` (or of the order `input.orderId`). Throws 404 (no such order), 409 conflict
 * (cancelled, or not yet picked up; a reference of another order; a credit with `refuseCredit`), 409
 * adjustment_dispute_pending (the latest adjustment's dispute awaits its decision), 503 (a carrier gave no rate). A
 * reference already received for this order answers its adjustment with outcome duplicate and changes nothing.
 */
export async function recordMeasurement(db: Db, input: Measurement & { order?: Order }): Promise<MeasurementResult> {
  const found = input.order ?? (await db.select().from(orders).where(eq(orders.id, input.orderId)))[0];
  if (!found) throw new DomainError('not_found', 'El pedido no existe.');
  const seen = await adjustmentsSeen(db, found, input.reference);
  if (seen.duplicate) return duplicate(seen.duplicate, found);
  assertMeasurable(found);
  let start = startingPoint(found, seen.latest);

  // Priced before the transaction (a carrier's rate is a network call); should another measurement of the order land
  // in between, or the latest adjustment's dispute be decided, the start changed and the prices are taken again.
  for (let attempt = 0; ; attempt++) {
    const priced = await priceBoth(db, found, start, input.measured);
    try {
      const result = await transactionWithLastStatement(db, (tx) => writeAdjustment(tx, input, priced));
      if (!('moved' in result)) return result;
      start = result.moved;
    } catch (error) {
      if (!isUniqueViolation(error, 'adjustments_provider_reference_uq')) throw error;
      const again = await adjustmentsSeen(db, found, input.reference);
      if (again.duplicate) return duplicate(again.duplicate, found);
      throw error;
    }
    if (attempt >= 3) throw new DomainError('conflict', 'El pedido recibió otras mediciones al mismo tiempo; reenvía el reporte.');
  }
}

type Written = { result: MeasurementResult | { moved: Start }; last?: SQL };

/**
 * Under the order's lock, in three round trips: the lock, the check, then the writes as one statement sent with the
 * COMMIT (db/last-statement-transaction.ts). The balance's row is the organization's, shared by every purchase and
 * measurement of the organization: it stays locked for that statement and the commit only. `moved` when the start
 * changed since pricing (the caller prices again).
 */
async function writeAdjustment(tx: Tx, input: Measurement, priced: Priced): Promise<Written> {
  const order = await lockOrder(tx, { orderId: input.orderId });
  const seen = await adjustmentsSeen(tx, order, input.reference);
  if (seen.duplicate) return { result: duplicate(seen.duplicate, order) };
  assertMeasurable(order);
  const start = startingPoint(order, seen.latest);
  if (!sameStart(start, priced.start)) return { result: { moved: start } };

  const declared = start.figures;
  const declaredChargeable = chargeableOfFigures(declared);
  const measuredChargeable = chargeableOfFigures(input.measured);
  // Whatever changes the price is charged or credited, the chargeable weight or not (an oversize measured at the same
  // kg, say): docs/billing.md.
  const amountCentavos = priced.after.totalCentavos - priced.before.totalCentavos;
  if (amountCentavos < 0 && input.refuseCredit) {
    throw new DomainError(
      'conflict',
      'Una medición simulada no puede abonar saldo en modo en vivo: las guías del sandbox se pagaron con saldo real. Simula una medición más pesada o usa el modo de prueba.',
    );
  }
  const previousTotalCentavos = start.totalCentavos;
  const now = new Date();
  const row: Adjustment = {
    id: randomUUID(),
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
    status: 'open',
    measuredAt: input.measuredAt,
    disputeDeadlineAt: amountCentavos > 0 ? new Date(now.getTime() + config().ADJUSTMENT_DISPUTE_WINDOW_DAYS * DAY_MS) : null,
    disputedAt: null,
    disputeComment: null,
    disputeDeclared: null,
    decidedAt: null,
    decisionReason: null,
    decisionReference: null,
    createdAt: now,
    updatedAt: now,
  };
  const body = adjustmentBody({ ...row, ...refs(order) });
  const event = adjustedOutboxEvent(order, body, now);
  const balance =
    amountCentavos === 0
      ? sql``
      : sql`, ${balanceChangeCtes({
          organizationId: order.organizationId,
          kind: 'adjustment',
          amountCentavos: -amountCentavos,
          description: `${amountCentavos > 0 ? 'Cargo' : 'Abono'} por ajuste de peso del pedido ${order.internalReference ?? order.id} (${declaredChargeable} kg → ${measuredChargeable} kg)`,
          orderId: order.id,
          adjustmentId: row.id,
        })}`;
  // One statement: the adjustment, its event (and deliveries) and, when the price changed, the balance and its entry.
  // Should it fail (the insert's unique violation, for a duplicate that raced this one), nothing of it is kept.
  const last = sql`with adjustment_row as ${tx.insert(adjustments).values(row)}, ${outboxCtes(order.organizationId, [event])}${balance}
    select ${notifyIfQueued(order.organizationId)}`;
  const outcome: MeasurementOutcome = amountCentavos > 0 ? 'charged' : amountCentavos < 0 ? 'credited' : 'unchanged';
  return { result: { outcome, order, adjustment: body }, last };
}
