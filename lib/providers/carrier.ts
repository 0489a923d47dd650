// The carrier adapter layer (docs/carriers.md): one module per carrier (the sandbox, DHL Express, FedEx), each
// declaring what it can do and building a client for one set of credentials. The client speaks our language:
// addresses as we store them, money in integer centavos, order states as lib/orders/order-states.ts names
// them, and every failure as a CarrierError whose kind decides what the API answers.
import type { z } from 'zod';
import type { ShipmentType, StoredAddress } from '@/db/schema';
import type { OrderStatus } from '@/lib/orders/order-states';
import type { SurchargeCode } from '@/model/money';
import type { Guide, GuideRequest, PickupConfirmation, PickupRequest } from './types';

/** What a carrier can do; the product offers only what the carrier of an order declares. */
export const carrierCapabilities = [
  'rates',
  'shipments',
  'cancel',
  'returns',
  'tracking_push',
  'tracking_poll',
  'pickups',
  'pickup_cancel',
  'address_update',
  'delivery_actions',
  'cod',
  'carrier_label',
] as const;
export type CarrierCapability = (typeof carrierCapabilities)[number];

/** A route and package to price. Postal codes are Mexican (5 digits); weights in kg, sizes in cm. */
export type RateRequest = {
  origin: Pick<StoredAddress, 'postalCode'> & Partial<Pick<StoredAddress, 'city' | 'state'>>;
  destination: Pick<StoredAddress, 'postalCode'> & Partial<Pick<StoredAddress, 'city' | 'state'>>;
  package: { weight: number; length: number; width: number; height: number };
  declaredValueCentavos: number | null;
  isCod: boolean;
  codAmountCentavos: number | null;
  /** the day the parcel is handed over (defaults to today, Mexico City) */
  shipDate?: string;
};

/** One priced service of a carrier, at the carrier's cost (before our margin). */
export type CarrierRate = {
  /** the carrier's own service code (DHL product code "N", FedEx "FEDEX_EXPRESS_SAVER"), stored on the order */
  service: string;
  /** the service's name as a person reads it, in Spanish where the carrier has none */
  serviceName: string;
  /** the shipment type of our specification this service counts as */
  shipmentType: ShipmentType;
  /** total the carrier charges, centavos, surcharges included */
  costCentavos: number;
  /** part of costCentavos the carrier lists as surcharges (fuel, remote area...), centavos */
  surchargesCentavos: number;
  /**
   * the parts of surchargesCentavos our surcharge codes name (fuel, remote area...: docs/billing.md), with a Spanish
   * description; the rest of surchargesCentavos has no code of ours
   */
  surchargeLines?: Array<{ code: SurchargeCode; amountCentavos: number; description: string }>;
  /** business days in transit, when the carrier says */
  transitDays: number | null;
  /** when the carrier promises delivery, when it says */
  estimatedDeliveryAt: Date | null;
};

/** A shipment at the carrier: its numbers, and the carrier's own label when it issues one. */
export type CarrierShipment = Guide & {
  /** the carrier's label document, base64, kept beside our white-label label */
  carrierLabel?: { format: 'PDF' | 'ZPL'; base64: string };
};

/**
 * One tracking event as the carrier reports it, translated to our order state (null: a code that moves no order, an
 * informational one the module lists in `informationalCodes`, or one we do not know).
 */
export type CarrierTrackingEvent = {
  code: string;
  status: OrderStatus | null;
  description: string;
  location: string | null;
  occurredAt: Date;
};

/**
 * Why a carrier call failed, which decides the answer:
 * - `unavailable`: timeout, 5xx, 429, malformed answer; nothing charged, 503 provider_unavailable;
 * - `credentials`: the carrier refused the credentials (401/403, a token that cannot be obtained);
 * - `rejected`: the carrier refused the request itself (an address it cannot serve); `message` is Spanish.
 */
export type CarrierErrorKind = 'unavailable' | 'credentials' | 'rejected';

export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    readonly details: { carrier: string; status?: number; carrierCode?: string } = { carrier: 'unknown' },
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

/** What a client needs to reach its carrier: the account's credentials and where its API answers. */
export type CarrierConnection = {
  credentials: Record<string, string>;
  /** the API's base URL (config: the carrier's production or test host, or a local simulator) */
  baseUrl: string;
  /** each HTTP call's budget, ms */
  timeoutMs: number;
};

/** A client of one carrier for one set of credentials. Every method throws CarrierError on failure. */
export interface CarrierClient {
  rate(request: RateRequest): Promise<CarrierRate[]>;
  createShipment(request: GuideRequest & { service: string }): Promise<CarrierShipment>;
  cancelShipment(guide: Guide): Promise<void>;
  /** a shipment from the recipient back to the origin (addresses already swapped by the caller) */
  createReturnShipment(request: GuideRequest & { service: string; originalGuideNumber: string }): Promise<CarrierShipment>;
  track(trackingNumber: string): Promise<CarrierTrackingEvent[]>;
  requestPickup(request: PickupRequest): Promise<PickupConfirmation>;
  /**
   * cancels a pickup booked by requestPickup (`reference` as it returned it) for the day it was booked; only the
   * clients of modules that declare `pickup_cancel` have it
   */
  cancelPickup?(pickup: { reference: string; date: string }): Promise<void>;
  /** a cheap call that proves the credentials work (on save in "Paqueterías"); throws CarrierError `credentials` */
  validateCredentials(): Promise<void>;
}

/** A carrier module: its declarations and the factory of its client. */
export type CarrierModule = {
  /** stored on orders as `provider` and on carrier accounts as `carrier` */
  readonly name: string;
  /** shown to people ("DHL Express") */
  readonly displayName: string;
  readonly capabilities: ReadonlySet<CarrierCapability>;
  /** the credentials an account of this carrier holds, validated on save (Spanish messages) */
  readonly credentialsSchema: z.ZodType<Record<string, string>>;
  /** credential fields shown in clear in the dashboard (an account number); every other field is secret */
  readonly publicCredentialFields: readonly string[];
  /** where the carrier's API answers (lib/platform/config.ts: its test host by default, a simulator in development) */
  baseUrl(): string;
  /** the Spanish name of one of its service codes (as orders keep it), or null for a code it does not list */
  serviceName(code: string): string | null;
  /** the order state a carrier status code means (push reports and polled events), or null */
  mapStatusCode(code: string): OrderStatus | null;
  /**
   * The codes (upper case) that move no order but are news of its trip (a customs hold, a delay): kept as a tracking
   * event of the state the order is in (docs/carriers.md, "Tracking"). A code neither mapped nor listed is unknown.
   */
  readonly informationalCodes: ReadonlySet<string>;
  client(connection: CarrierConnection): CarrierClient;
};
