// The public tracking page's data (app/rastreo/[trackingNumber]): what anyone holding the tracking number may
// see. Deliberately little: the organization's brand, the status and its history (status, place, time), the
// estimated delivery date and the destination's city and state. Never the street, phone, email, names, price
// or the provider's free-text descriptions (they can carry a name: "Recibió Juan"). docs/tracking.md.
import { and, asc, eq, or } from 'drizzle-orm';
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

export type ProgressState = {
  /** index in progressSteps of the last step reached */
  reached: number;
  /** failed or cancelled: the line stops there; return: delivered, then sent back */
  exception: 'failed' | 'cancelled' | 'return' | null;
};

/** Where an order stands on the progress line. */
export function progressOf(status: OrderStatus, history: readonly OrderStatus[]): ProgressState {
  const direct = progressSteps.indexOf(status);
  if (direct >= 0) return { reached: direct, exception: null };
  const reached = Math.max(0, ...history.map((s) => progressSteps.indexOf(s)));
  if (status === 'failed' || status === 'cancelled') return { reached, exception: status };
  if (status === 'pending') return { reached: 0, exception: null };
  return { reached: progressSteps.length - 1, exception: 'return' };
}

export type PublicTracking = {
  trackingNumber: string;
  isReturn: boolean;
  status: OrderStatus;
  statusUpdatedAt: Date;
  estimatedDeliveryAt: Date | null;
  destination: { city: string; state: string };
  brand: { name: string; color: string; logoPath: string | null };
  events: Array<{ status: OrderStatus; location: string; occurredAt: Date }>;
  progress: ProgressState;
};

/** The public view of the shipment with that outbound or return tracking number, or null. */
export async function getPublicTracking(db: DbOrTx, trackingNumber: string): Promise<PublicTracking | null> {
  const number = trackingNumber.trim().toUpperCase();
  if (!isTrackingNumberShape(number)) return null;
  const [row] = await db
    .select({
      id: orders.id,
      organizationId: orders.organizationId,
      providerTrackingNumber: orders.providerTrackingNumber,
      status: orders.status,
      statusUpdatedAt: orders.statusUpdatedAt,
      estimatedDeliveryAt: orders.estimatedDeliveryAt,
      deliveryAddress: orders.deliveryAddress,
      orgName: organizations.name,
      brandName: organizations.brandName,
      brandColor: organizations.brandColor,
      logoUpdatedAt: organizations.logoUpdatedAt,
      hasLogo: organizations.logoMimeType,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(or(eq(orders.providerTrackingNumber, number), eq(orders.returnTrackingNumber, number)))
    .limit(1);
  if (!row || row.status === 'pending') return null;
  const events = await db
    .select({ status: trackingEvents.status, location: trackingEvents.location, occurredAt: trackingEvents.occurredAt })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.orderId, row.id), eq(trackingEvents.organizationId, row.organizationId)))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt), asc(trackingEvents.id));
  const shown = events.filter((e) => e.status !== 'pending' && (orderStatuses as readonly string[]).includes(e.status));
  return {
    trackingNumber: number,
    isReturn: row.providerTrackingNumber !== number,
    status: row.status,
    statusUpdatedAt: row.statusUpdatedAt,
    estimatedDeliveryAt: row.estimatedDeliveryAt,
    destination: { city: row.deliveryAddress.city, state: row.deliveryAddress.state },
    brand: {
      name: row.brandName?.trim() || row.orgName,
      color: row.brandColor && /^#[0-9a-f]{6}$/i.test(row.brandColor) ? row.brandColor : SERVICE_BRAND_COLOR,
      logoPath: row.hasLogo ? `/api/public/logos/${row.organizationId}?v=${row.logoUpdatedAt?.getTime() ?? 0}` : null,
    },
    events: shown.reverse(),
    progress: progressOf(row.status, shown.map((e) => e.status)),
  };
}
