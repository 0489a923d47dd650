// The provider status intake: one validated report in, at most one status change out. Used by
// POST /api/provider/events (lib/provider-intake/receive-verified-report.ts) and, through
// applyProviderReport, by the sandbox simulator and the carriers' tracking poll (lib/carriers/poll-tracking.ts).
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { orders, trackingEvents, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { appendTrackingEvent, changeOrderStatus, lockOrder } from '@/lib/orders/change-status';
import { statusLabel, trackingDescriptionLabel } from '@/lib/orders/display-labels';
import { providerReportableStatuses, returnGuideStatus, type OrderStatus } from '@/lib/orders/order-states';
import { carrierModule } from '@/lib/providers/registry';
import type { ProviderData } from '@/lib/webhooks/record-events';
import type { IntakeOutcome, ProviderReport } from './schemas';

/** How far ahead of our clock a report's dateTimeISO may be (provider clock skew). */
export const MAX_REPORT_CLOCK_SKEW_MS = 5 * 60 * 1000;

export type IntakeResult = {
  order: Order;
  previousStatus: OrderStatus;
  applied: boolean;
  outcome: IntakeOutcome;
};

/** Tracking number + code + instant: the identity of a report (docs/decisions.md "Provider intake outcomes"). */
export function providerDedupeKey(trackingNumber: string, code: string, occurredAt: Date): string {
  // The instant, not the string: "…T10:00:00Z" and "…T04:00:00.000-06:00" are the same report.
  return `provider:${trackingNumber}:${code}:${occurredAt.toISOString()}`;
}

/** The all-string providerData forwarded in webhooks (extra fields of the raw report dropped). */
export function toProviderData(report: ProviderReport): ProviderData {
  return {
    value: report.value,
    location: report.location,
    latitud: report.latitud,
    longitud: report.longitud,
    observations: report.observations,
    dateTimeISO: report.dateTimeISO,
    StatusObj: { code: report.StatusObj.code, description: report.StatusObj.description },
  };
}

/**
 * The tracking event's text: the report's description (the API's label of the state, as the sandbox sends it, is
 * written with the display label: "En tránsito", not "En Transito"), else the state's display label; then the
 * observations. The webhooks forward the report's own StatusObj unchanged (toProviderData).
 */
function eventDescription(report: ProviderReport, status: OrderStatus): string {
  const base = trackingDescriptionLabel(report.StatusObj.description.trim(), status) || statusLabel(status);
  const observations = report.observations.trim();
  return observations ? `${base}: ${observations}` : base;
}

/**
 * The state a report moves the order to, or null for news that moves nothing. The order's carrier module reads its
 * own codes, whether they were pushed to us or polled: a code it lists as informational (a customs hold, a delay) is
 * news; a report of the return guide speaks of the trip back, whose delivery completes the return (returnGuideStatus)
 * and whose other scans are news. A code the module neither maps nor lists: 400 unknown_status_code.
 */
function reportedStatus(order: Order, report: ProviderReport): OrderStatus | null {
  const module = carrierModule(order.provider);
  const code = report.StatusObj.code;
  const status = module?.mapStatusCode(code) ?? null;
  if (!status && !module?.informationalCodes.has(code.trim().toUpperCase())) {
    throw new DomainError('unknown_status_code', `El código de estado ${code} no es conocido por el proveedor ${order.provider}.`);
  }
  const ofReturnGuide = report.value === order.returnTrackingNumber && report.value !== order.providerTrackingNumber;
  return status && ofReturnGuide ? returnGuideStatus(status) : status;
}

/**
 * Applies a report to an order the caller has locked (lockOrder) in `tx`: dedupe, out-of-order,
 * transition check, then changeOrderStatus. News that moves nothing (reportedStatus) is kept as a tracking event of
 * the state the order is in, with no status change and no webhook. Throws 409 invalid_transition (nothing written)
 * or 400 unknown_status_code.
 */
export async function applyProviderReport(
  tx: Tx,
  { order, report, raw = report }: { order: Order; report: ProviderReport; raw?: Record<string, unknown> },
): Promise<IntakeResult> {
  const status = reportedStatus(order, report);
  const occurredAt = new Date(report.dateTimeISO);
  if (occurredAt.getTime() > Date.now() + MAX_REPORT_CLOCK_SKEW_MS) {
    throw new DomainError('validation_error', 'El campo dateTimeISO no puede estar en el futuro');
  }
  const dedupeKey = providerDedupeKey(report.value, report.StatusObj.code, occurredAt);
  const unchanged = (outcome: IntakeOutcome): IntakeResult => ({ order, previousStatus: order.status, applied: false, outcome });

  const [seen] = await tx.select({ id: trackingEvents.id }).from(trackingEvents).where(eq(trackingEvents.dedupeKey, dedupeKey)).limit(1);
  if (seen) return unchanged('duplicate');

  const event = {
    status: status ?? order.status,
    description: eventDescription(report, status ?? order.status),
    location: report.location,
    occurredAt,
    source: 'provider' as const,
    providerData: raw,
    dedupeKey,
  };

  // News that moves nothing ("En aduana", "Retraso"): kept, not applied to the status. It does not advance
  // lastProviderEventAt, so a status report older than it that arrives after it is still applied.
  if (status === null) {
    await appendTrackingEvent(tx, order, { ...event, appliedToStatus: false });
    return unchanged(order.lastProviderEventAt && occurredAt < order.lastProviderEventAt ? 'stale' : 'same_status');
  }

  // Older than the newest report applied: history, never a reason to move the status back.
  if (order.lastProviderEventAt && occurredAt < order.lastProviderEventAt) {
    await appendTrackingEvent(tx, order, { ...event, appliedToStatus: false });
    return unchanged('stale');
  }

  // A newer scan of the state the order is already in (carriers scan at every hub): kept, no status change.
  if (status === order.status && (providerReportableStatuses as readonly string[]).includes(status)) {
    await appendTrackingEvent(tx, order, event);
    const [updated] = await tx.update(orders).set({ lastProviderEventAt: occurredAt }).where(eq(orders.id, order.id)).returning();
    return { order: updated, previousStatus: order.status, applied: false, outcome: 'same_status' };
  }

  const updated = await changeOrderStatus(tx, order, {
    to: status,
    by: 'provider',
    source: 'provider',
    occurredAt,
    description: event.description,
    location: report.location,
    providerData: toProviderData(report),
    rawProviderData: raw,
    dedupeKey,
    set: { lastProviderEventAt: occurredAt },
  });
  return { order: updated, previousStatus: order.status, applied: true, outcome: 'applied' };
}

async function findOrderIdByTrackingNumber(db: Db, trackingNumber: string): Promise<string> {
  const rows = await db
    .select({ id: orders.id, providerTrackingNumber: orders.providerTrackingNumber })
    .from(orders)
    .where(or(eq(orders.providerTrackingNumber, trackingNumber), eq(orders.returnTrackingNumber, trackingNumber)))
    .limit(2);
  // Both columns are unique; should one number be an order's guide and another's return guide, the outbound one wins.
  const row = rows.find((r) => r.providerTrackingNumber === trackingNumber) ?? rows[0];
  if (!row) throw new DomainError('not_found', `No existe un pedido con el número de rastreo ${trackingNumber}.`);
  return row.id;
}

const isDedupeConflict = (error: unknown) => isUniqueViolation(error, 'tracking_events_dedupe_uq');

/** Finds the order of a validated report and applies it in one transaction, holding the order's row lock. */
export async function receiveProviderReport(
  db: Db,
  { report, raw = report }: { report: ProviderReport; raw?: Record<string, unknown> },
): Promise<IntakeResult> {
  const orderId = await findOrderIdByTrackingNumber(db, report.value);
  try {
    return await db.transaction(async (tx) => applyProviderReport(tx, { order: await lockOrder(tx, { orderId }), report, raw }));
  } catch (error) {
    // The row lock serialises reports of one order, so the pre-check finds duplicates; the unique index is the backstop.
    if (!isDedupeConflict(error)) throw error;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return { order, previousStatus: order.status, applied: false, outcome: 'duplicate' };
  }
}
