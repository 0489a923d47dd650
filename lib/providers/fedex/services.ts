// The FedEx Express services inside Mexico (the API Reference's LAC service list: docs/carriers/fedex.md) and the
// shipment type of our specification each one counts as. A service FedEx answers that is not here is left out of
// a quote: we would not know which of our shipment types it is.
import type { ShipmentType } from '@/db/schema';

export const FEDEX = 'fedex';

export const fedexServices = {
  FEDEX_EXPRESS_SAVER: { name: 'FedEx Express Saver (económico)', shipmentType: 'standard' },
  STANDARD_OVERNIGHT: { name: 'FedEx Standard Overnight (día siguiente, por la tarde)', shipmentType: 'express' },
  PRIORITY_OVERNIGHT: { name: 'FedEx Priority Overnight (día siguiente, antes del mediodía)', shipmentType: 'express' },
  FIRST_OVERNIGHT: { name: 'FedEx First Overnight (día siguiente, a primera hora)', shipmentType: 'express' },
  SAME_DAY_CITY: { name: 'FedEx SameDay City (el mismo día, dentro de la ciudad)', shipmentType: 'same_day' },
} as const satisfies Record<string, { name: string; shipmentType: ShipmentType }>;

export type FedexServiceType = keyof typeof fedexServices;

export function isFedexService(value: string): value is FedexServiceType {
  return Object.hasOwn(fedexServices, value);
}

/** The Rate API's commit.daysInTransit ("ONE_DAY", "TWO_DAYS"...) as a number of days, or null. */
export function transitDaysOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const words = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN'];
  const index = words.indexOf(value.replace(/_DAYS?$/, ''));
  return index === -1 ? null : index + 1;
}
