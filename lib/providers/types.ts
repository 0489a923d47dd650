// The logistics provider adapter: every provider (the sandbox, a real carrier) implements this.
import type { StoredAddress } from '@/db/schema';
import type { OrderStatus } from '@/lib/orders/order-states';
import type { ShipmentType } from '@/db/schema';

export type GuideRequest = {
  orderId: string;
  organizationId: string;
  shipmentType: ShipmentType;
  pickupAddress: StoredAddress;
  deliveryAddress: StoredAddress;
  package: { weight: number; length: number; width: number; height: number };
  isCod: boolean;
  codAmountCentavos: number | null;
  internalReference: string | null;
};

/** A courier visit to collect parcels at one address on one day, within a time window ("HH:MM", Mexico City). */
export type PickupRequest = {
  organizationId: string;
  pickupAddress: StoredAddress;
  date: string;
  windowStart: string;
  windowEnd: string;
  guideNumbers: string[];
  /** each guide's service (the carrier's code, null with the sandbox) and package, for carriers that ask (DHL Express) */
  parcels?: Array<{
    guideNumber: string;
    service: string | null;
    package: { weight: number; length: number; width: number; height: number };
  }>;
};

export type PickupConfirmation = {
  /** the provider's confirmation number */
  reference: string;
};

export type Guide = {
  guideNumber: string;
  trackingNumber: string;
};

export interface ShippingProvider {
  /** stored on the order as `provider` */
  readonly name: string;
  createGuide(request: GuideRequest): Promise<Guide>;
  cancelGuide(guide: Guide): Promise<void>;
  /** a guide from the recipient back to the origin (addresses already swapped by the caller) */
  createReturnGuide(request: GuideRequest & { originalGuideNumber: string }): Promise<Guide>;
  /** the order state a provider status code means, or null for a code we do not know */
  mapStatusCode(code: string): OrderStatus | null;
  /** books a pickup of the given parcels (lib/pickups/request-pickup.ts) */
  requestPickup(request: PickupRequest): Promise<PickupConfirmation>;
  /** cancels a booked pickup (its reference, its day); absent when the carrier cannot (no `pickup_cancel`) */
  cancelPickup?(pickup: { reference: string; date: string }): Promise<void>;
}

/** The provider could not do it now (timeout, 5xx, outage): the API answers 503 provider_unavailable. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'provider unavailable') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
