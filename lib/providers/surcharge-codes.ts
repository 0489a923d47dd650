// Which of a carrier's own surcharges our surcharge codes name (docs/billing.md, "Surcharges before purchase"): the
// adapters list those as CarrierRate.surchargeLines, so a quote shows "Recargo por combustible (DHL Express)" beside
// our own; a surcharge no code names (declared value, handling) stays in the option's carrierSurcharges.
import type { SurchargeCode } from '@/model/money';

const descriptions: Record<SurchargeCode, string> = {
  extended_zone: 'Zona extendida',
  oversize: 'Sobredimensión',
  overweight: 'Sobrepeso',
  fuel: 'Recargo por combustible',
};

/** "Zona extendida (DHL Express, CP 23000)", "Recargo por combustible (FedEx)". */
export function carrierSurchargeDescription(code: SurchargeCode, carrierName: string, destinationPostalCode: string): string {
  return code === 'extended_zone'
    ? `${descriptions[code]} (${carrierName}, CP ${destinationPostalCode})`
    : `${descriptions[code]} (${carrierName})`;
}

/** DHL Express's `detailedPriceBreakdown` surcharge (serviceTypeCode SCH) by its service code or name. */
export function dhlSurchargeCode(serviceCode: unknown, name: unknown): SurchargeCode | null {
  const code = typeof serviceCode === 'string' ? serviceCode : '';
  const label = typeof name === 'string' ? name.toUpperCase() : '';
  if (code === 'FF' || label.includes('FUEL')) return 'fuel';
  // OO remote area delivery (OB, remote area pickup, is the origin's: no code of ours)
  if (code === 'OO' || label.includes('REMOTE AREA DELIVERY')) return 'extended_zone';
  if (label.includes('OVERWEIGHT')) return 'overweight';
  if (label.includes('OVERSIZE')) return 'oversize';
  return null;
}

/** FedEx's `surCharges[].type`. */
export function fedexSurchargeCode(type: unknown): SurchargeCode | null {
  switch (type) {
    case 'FUEL':
      return 'fuel';
    case 'OUT_OF_DELIVERY_AREA':
    case 'DELIVERY_AREA':
    case 'EXTENDED_DELIVERY_AREA':
      return 'extended_zone';
    case 'OVERSIZE':
      return 'oversize';
    default:
      return null;
  }
}
