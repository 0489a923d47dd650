// The public tracking page's data (app/rastreo/[trackingNumber]): what anyone holding the tracking number may
// see. Deliberately little: the organization's brand, the status and its history (status, place, time), the
// estimated delivery date and the destination's city and state (the sender's for the return guide). Never the
// street, phone, email, names, price or the provider's free-text descriptions (they can carry a name: "Recibió
// Juan"). docs/tracking.md.
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, organizations, trackingEvents } from '@/db/schema';
import { orderStatuses, sandboxNextStatus, type OrderStatus } from '@/lib/orders/order-states';

/** Tracking and guide numbers are letters, digits and dashes; anything else is answered 404 without a query. */
export function isTrackingNumberShape(value: string): boolean {
  return /^[A-Za-z0-9-]{6,40}$/.test(value);
}

/** The service's own colour (app/globals.css --brand), for organizations without one. */
export const SERVICE_BRAND_COLOR = '#0f766e';

/** The steps of the progress line: the happy path of lib/orders/order-states.ts from `created` to its end. */
export const progressSteps: readonly OrderStatus[] = (() => {
  const steps: OrderStatus[] = ['created'];
  for (let next = sandboxNextStatus.created; next; next = sandboxNextStatus[next]) steps.push(next);
  return steps;
})();

/**
 * The estimated delivery date is shown (tracking page, recipient notices) only while the parcel is on its way to
 * the recipient: the progress line's steps before `delivered`. Not once delivered, failed, cancelled or returning.
 */
export function showsEstimatedDelivery(status: OrderStatus): boolean {
  return progressSteps.indexOf(status) >= 0 && status !== progressSteps[progressSteps.length - 1];
}

export type ProgressState = {
  /** index in progressSteps of the last step reached */
  reached: number;
  /** failed or cancelled: the line stops there (a problem, marked in red) */
  exception: 'failed' | 'cancelled' | null;
  /** delivered, then sent back to the sender: a step after delivery, under way or completed (not a problem) */
  returning: 'in_progress' | 'completed' | null;
};

/** Where an order stands on the progress line. */
export function progressOf(status: OrderStatus, history: readonly OrderStatus[]): ProgressState {
  const direct = progressSteps.indexOf(status);
  if (direct >= 0) return { reached: direct, exception: null, returning: null };
  const reached = Math.max(0, ...history.map((s) => progressSteps.indexOf(s)));
  if (status === 'failed' || status === 'cancelled') return { reached, exception: status, returning: null };
  if (status === 'pending') return { reached: 0, exception: null, returning: null };
  return { reached: progressSteps.length - 1, exception: null, returning: status === 'returned' ? 'completed' : 'in_progress' };
}

export type PublicTracking = {
  trackingNumber: string;
  isReturn: boolean;
  status: OrderStatus;
  statusUpdatedAt: Date;
  estimatedDeliveryAt: Date | null;
  /** where this guide takes the parcel: the recipient's city, or the sender's (pickup) city for the return guide */
  destination: { city: string; state: string };
  brand: { name: string; color: string; logoPath: string | null };
  events: Array<{ status: OrderStatus; location: string; occurredAt: Date }>;
  progress: ProgressState;
  /**
   * While the delivery has failed: when and where the failed attempt was (its event), what the recipient's
   * exception notice sends them to the page for (lib/notifications/events.ts). Null otherwise.
   */
  failedAttempt: { occurredAt: Date; location: string } | null;
};

/** A number as looked up (upper case), or null when it cannot be one (no query then). */
function lookupNumber(trackingNumber: string): string | null {
  const number = trackingNumber.trim().toUpperCase();
  return isTrackingNumberShape(number) ? number : null;
}

/**
 * The shipments the page shows: by any number printed on a label (lib/labels/label-model.ts: the guide, large under
 * the barcode, and the tracking number; of the outbound or the return label), each by its unique index; never one
 * still pending its guide. Not the reference: the merchant chooses it, it is unique only within one organization
 * and often sequential (docs/tracking.md, "Which numbers the page accepts").
 */
const shownShipment = (number: string) =>
  and(
    or(
      eq(orders.providerTrackingNumber, number),
      eq(orders.guideNumber, number),
      eq(orders.returnTrackingNumber, number),
      eq(orders.returnGuideNumber, number),
    ),
    ne(orders.status, 'pending'),
  );

/**
 * Whether getPublicTracking would find the number: one indexed lookup, for proxy.ts to answer an unknown number's
 * 404 page before Next.js renders (lib/http/public-not-found.ts).
 */
export async function publicTrackingExists(db: DbOrTx, trackingNumber: string): Promise<boolean> {
  const number = lookupNumber(trackingNumber);
  if (!number) return false;
  const rows = await db.select({ id: orders.id }).from(orders).where(shownShipment(number)).limit(1);
  return rows.length > 0;
}

/** The newest `failed` event of a history in time order: the attempt that did not deliver. */
function failedAttemptOf(
  events: ReadonlyArray<{ status: OrderStatus; location: string; occurredAt: Date }>,
): PublicTracking['failedAttempt'] {
  const attempt = events.findLast((e) => e.status === 'failed');
  return attempt ? { occurredAt: attempt.occurredAt, location: attempt.location } : null;
}

/** The public view of the shipment with that outbound or return guide or tracking number, or null. */
export async function getPublicTracking(db: DbOrTx, trackingNumber: string): Promise<PublicTracking | null> {
  const number = lookupNumber(trackingNumber);
  if (!number) return null;
  const [row] = await db
    .select({
      id: orders.id,
      organizationId: orders.organizationId,
      providerTrackingNumber: orders.providerTrackingNumber,
      guideNumber: orders.guideNumber,
      returnTrackingNumber: orders.returnTrackingNumber,
      status: orders.status,
      statusUpdatedAt: orders.statusUpdatedAt,
      estimatedDeliveryAt: orders.estimatedDeliveryAt,
      deliveryAddress: orders.deliveryAddress,
      pickupAddress: orders.pickupAddress,
      orgName: organizations.name,
      brandName: organizations.brandName,
      brandColor: organizations.brandColor,
      logoUpdatedAt: organizations.logoUpdatedAt,
      hasLogo: organizations.logoMimeType,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(shownShipment(number))
    .limit(1);
  if (!row) return null;
  const events = await db
    .select({ status: trackingEvents.status, location: trackingEvents.location, occurredAt: trackingEvents.occurredAt })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.orderId, row.id), eq(trackingEvents.organizationId, row.organizationId)))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt), asc(trackingEvents.id));
  const shown = events.filter((e) => e.status !== 'pending' && (orderStatuses as readonly string[]).includes(e.status));
  // Looked up by the return label's guide or tracking number: the return leg, shown by its tracking number.
  const isReturn = row.providerTrackingNumber !== number && row.guideNumber !== number;
  // The return guide carries the parcel back to the sender: its destination is the pickup address.
  const destination = isReturn ? row.pickupAddress : row.deliveryAddress;
  return {
    trackingNumber: (isReturn ? row.returnTrackingNumber : row.providerTrackingNumber) ?? number,
    isReturn,
    status: row.status,
    statusUpdatedAt: row.statusUpdatedAt,
    estimatedDeliveryAt: row.estimatedDeliveryAt,
    destination: { city: destination.city, state: destination.state },
    brand: {
      name: row.brandName?.trim() || row.orgName,
      color: row.brandColor && /^#[0-9a-f]{6}$/i.test(row.brandColor) ? row.brandColor : SERVICE_BRAND_COLOR,
      logoPath: row.hasLogo ? `/api/public/logos/${row.organizationId}?v=${row.logoUpdatedAt?.getTime() ?? 0}` : null,
    },
    progress: progressOf(
      row.status,
      shown.map((e) => e.status),
    ),
    failedAttempt: row.status === 'failed' ? failedAttemptOf(shown) : null,
    events: shown.reverse(),
  };
}
