// Turns an order (and the organization's branding) into the label model: which address goes where, which
// guide is printed, when it was created. Every part of an address is kept whole (the drawing fits it, shrinking
// its type: docs/labels.md); only the few details beside the QR code and the brand are cut to their room.
import type { Order, StoredAddress } from '@/db/schema';
import { shipmentTypes, type ShipmentType } from '@/db/schema/organizations';
import { serviceLabel } from '@/lib/orders/display-labels';
import type { LabelBranding, LabelModel, LabelParty, LabelType } from './schemas';
import { trackingUrl } from '@/lib/tracking/tracking-url';
import { clip, printable } from './text';
import { recipientOf } from '@/lib/orders/recipient';
import { numbersFirstStreetLine } from '@/lib/orders/address-line';

export const SERVICE_BRAND_NAME = 'Envíos MX';

/** The shipment type as printed, large, in the label's header: the one display map's name in capitals (ESTÁNDAR, EXPRÉS, MISMO DÍA). */
export const shipmentTypeLabels = Object.fromEntries(
  shipmentTypes.map((type) => [type, serviceLabel(type).toLocaleUpperCase('es-MX')]),
) as Record<ShipmentType, string>;

/** Room of the fields that are not part of an address (characters); longer values end in an ellipsis. */
const LIMITS = { reference: 40, content: 60, brand: 40 };

const whole = (value: string | null | undefined) => printable(value ?? '');
const fit = (value: string | null | undefined, max: number) => clip(whole(value), max);
const fitOrNull = (value: string | null | undefined, max: number) => {
  const text = fit(value, max);
  return text ? text : null;
};

export function toLabelParty(address: StoredAddress, who: { name?: string | null; phone?: string | null } = {}): LabelParty {
  const party = recipientOf(who, address);
  const { numbers, street } = numbersFirstStreetLine(address);
  const instructions = whole(address.deliveryInstructions);
  return {
    name: whole(party.name),
    phone: whole(party.phone),
    numbers: whole(numbers),
    street: whole(street),
    neighborhood: whole(address.neighborhood),
    city: whole(address.city),
    state: whole(address.state),
    postalCode: whole(address.postalCode),
    instructions: instructions || null,
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
  | 'guideNumber'
  | 'providerTrackingNumber'
  | 'returnGuideNumber'
  | 'returnTrackingNumber'
  | 'status'
  | 'shipmentType'
  | 'receiverName'
  | 'receiverPhone'
  | 'pickupAddress'
  | 'deliveryAddress'
  | 'packageWeight'
  | 'packageLength'
  | 'packageWidth'
  | 'packageHeight'
  | 'contentDescription'
  | 'isCod'
  | 'codAmountCentavos'
  | 'internalReference'
  | 'createdAt'
  | 'returnApprovedAt'
>;

/**
 * The label of `type` for an order, or null when the order has no such guide (no return guide yet, or a
 * guide that was never generated). A return label goes from the recipient back to the origin: addresses
 * swap, the return guide is printed, nothing is collected on delivery, and the label was created when the return
 * was approved (the approval generates the return guide: lib/returns/approve-return.ts), not with the order.
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
    codAmountCentavos: outbound && order.isCod ? (order.codAmountCentavos ?? 0) : null,
    internalReference: fitOrNull(order.internalReference, LIMITS.reference),
    contentDescription: fitOrNull(order.contentDescription, LIMITS.content),
    createdAt: outbound ? order.createdAt : (order.returnApprovedAt ?? order.createdAt),
    cancelled: order.status === 'cancelled',
    branding,
  };
}
