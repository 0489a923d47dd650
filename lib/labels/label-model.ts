// Turns an order (and the organization's branding) into the label model: which address goes where,
// which guide is printed, and every text cut to the room it has on a 4x6 label.
import type { Order, StoredAddress } from '@/db/schema';
import { shipmentTypes, type ShipmentType } from '@/db/schema/organizations';
import { serviceLabel } from '@/lib/orders/display-labels';
import type { LabelBranding, LabelModel, LabelParty, LabelType } from './schemas';
import { trackingUrl } from '@/lib/tracking/tracking-url';
import { clip, printable } from './text';
import { recipientOf } from '@/lib/orders/recipient';
import { streetLine } from '@/lib/orders/address-line';

export const SERVICE_BRAND_NAME = 'Envíos MX';

/** The shipment type as printed, large, in the label's header: the one display map's name in capitals (ESTÁNDAR, EXPRÉS, MISMO DÍA). */
export const shipmentTypeLabels = Object.fromEntries(
  shipmentTypes.map((type) => [type, serviceLabel(type).toLocaleUpperCase('es-MX')]),
) as Record<ShipmentType, string>;

/** Room on the label per field (characters); longer values end in an ellipsis instead of breaking the layout. */
const LIMITS = { name: 60, phone: 30, streetLine: 90, neighborhood: 60, city: 50, state: 40, postalCode: 10, instructions: 130, reference: 40, content: 60, brand: 40 };

const fit = (value: string | null | undefined, max: number) => clip(printable(value ?? ''), max);
const fitOrNull = (value: string | null | undefined, max: number) => {
  const text = fit(value, max);
  return text ? text : null;
};

export function toLabelParty(address: StoredAddress, who: { name?: string | null; phone?: string | null } = {}): LabelParty {
  const party = recipientOf(who, address);
  return {
    name: fit(party.name, LIMITS.name),
    phone: fit(party.phone, LIMITS.phone),
    streetLine: fit(streetLine(address), LIMITS.streetLine),
    neighborhood: fit(address.neighborhood, LIMITS.neighborhood),
    city: fit(address.city, LIMITS.city),
    state: fit(address.state, LIMITS.state),
    postalCode: fit(address.postalCode, LIMITS.postalCode),
    instructions: fitOrNull(address.deliveryInstructions, LIMITS.instructions),
  };
}

/** The organization fields that decide the branding (the logo bytes are loaded only when a label is drawn). */
export type BrandingSource = { name: string; whiteLabelEnabled: boolean; brandName: string | null; logo?: Buffer | null };

export function toLabelBranding(org: BrandingSource): LabelBranding {
  if (!org.whiteLabelEnabled) return { kind: 'service', brandName: SERVICE_BRAND_NAME };
  return { kind: 'organization', brandName: fit(org.brandName || org.name, LIMITS.brand), logoPng: org.logo ?? null };
}

export type LabelOrder = Pick<
  Order,
  | 'guideNumber' | 'providerTrackingNumber' | 'returnGuideNumber' | 'returnTrackingNumber' | 'status' | 'shipmentType'
  | 'receiverName' | 'receiverPhone' | 'pickupAddress' | 'deliveryAddress' | 'packageWeight' | 'packageLength'
  | 'packageWidth' | 'packageHeight' | 'contentDescription' | 'isCod' | 'codAmountCentavos' | 'internalReference' | 'createdAt'
>;

/**
 * The label of `type` for an order, or null when the order has no such guide (no return guide yet, or a
 * guide that was never generated). A return label goes from the recipient back to the origin: addresses
 * swap, the return guide is printed, and nothing is collected on delivery.
 */
export function buildLabelModel(order: LabelOrder, type: LabelType, branding: LabelBranding): LabelModel | null {
  const outbound = type === 'shipping';
  const guideNumber = outbound ? order.guideNumber : order.returnGuideNumber;
  if (!guideNumber) return null;
  const trackingNumber = (outbound ? order.providerTrackingNumber : order.returnTrackingNumber) ?? guideNumber;
  const origin = toLabelParty({ ...order.pickupAddress, deliveryInstructions: undefined });
  const destination = toLabelParty(order.deliveryAddress, { name: order.receiverName, phone: order.receiverPhone });
  return {
    kind: type,
    guideNumber: printable(guideNumber),
    trackingNumber: printable(trackingNumber),
    trackingUrl: trackingUrl(trackingNumber),
    shipmentType: order.shipmentType,
    sender: outbound ? origin : { ...destination, instructions: null },
    recipient: outbound ? destination : origin,
    weightKg: order.packageWeight,
    dimensionsCm: { length: order.packageLength, width: order.packageWidth, height: order.packageHeight },
    codAmountCentavos: outbound && order.isCod ? order.codAmountCentavos ?? 0 : null,
    internalReference: fitOrNull(order.internalReference, LIMITS.reference),
    contentDescription: fitOrNull(order.contentDescription, LIMITS.content),
    createdAt: order.createdAt,
    cancelled: order.status === 'cancelled',
    branding,
  };
}
