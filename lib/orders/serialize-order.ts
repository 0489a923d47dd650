// Order rows -> the snake_case read shapes of docs/api/orders.md (order detail, tracking event). The Order summary
// of GET /orders is written by PostgreSQL itself (lib/orders/list-orders.ts).
import type { Order, StoredAddress, TrackingEvent } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import type { OrderNotification } from '@/lib/notifications/schemas';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import type { OrderDetail } from './schemas';

function toAddress(address: StoredAddress) {
  return {
    contact_name: address.contactName,
    contact_phone: address.contactPhone,
    email: address.email ?? null,
    street: address.street,
    exterior_number: address.exteriorNumber,
    interior_number: address.interiorNumber ?? null,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
  };
}

type EventRow = Pick<TrackingEvent, 'status' | 'description' | 'occurredAt' | 'location'>;

export function toOrderDetail(order: Order, events: EventRow[], notifications: OrderNotification[] = []): OrderDetail {
  return {
    id: order.id,
    organization_id: order.organizationId,
    internal_reference: order.internalReference,
    provider: order.provider,
    provider_tracking_number: order.providerTrackingNumber,
    status: order.status,
    shipment_type: order.shipmentType,
    receiver_name: order.receiverName,
    receiver_phone: order.receiverPhone,
    pickup_address: toAddress(order.pickupAddress),
    delivery_address: { ...toAddress(order.deliveryAddress), delivery_instructions: order.deliveryAddress.deliveryInstructions ?? null },
    package_weight: order.packageWeight,
    package_dimensions: { length: order.packageLength, width: order.packageWidth, height: order.packageHeight },
    total_cost: toPesos(order.totalCostCentavos),
    estimated_delivery_at: order.estimatedDeliveryAt?.toISOString() ?? null,
    tracking_events: events.map((e) => ({
      status: e.status,
      description: e.description,
      occurred_at: e.occurredAt.toISOString(),
      location: e.location,
    })),
    created_at: order.createdAt.toISOString(),
    status_updated_at: order.statusUpdatedAt.toISOString(),
    guide_number: order.guideNumber,
    is_cod: order.isCod,
    cod_amount: order.codAmountCentavos === null ? null : toPesos(order.codAmountCentavos),
    declared_value: order.declaredValueCentavos === null ? null : toPesos(order.declaredValueCentavos),
    content_description: order.contentDescription,
    cancel_reason: order.cancelReason,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    tracking_url: trackingUrlOrNull(order.providerTrackingNumber),
    notifications,
  };
}
