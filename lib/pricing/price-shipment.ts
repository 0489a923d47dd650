// The one pricing function: POST /quotes and POST /orders both call it, so an order costs exactly its quote.
// Money is integer centavos throughout; every line item is rounded half-up to the centavo on its own and
// the total is the sum of the line items and the surcharges (./surcharges.ts), so they always add up to the total.
// The surcharge step is here, so every caller (quotes, orders, rate shopping, a repricing after a measurement) prices
// the same surcharges from the same tables (./surcharge-tables.ts, in memory).
import type { DbOrTx } from '@/db/client';
import type { ShipmentType } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { estimateDeliveryAt } from './estimate-delivery';
import { loadTariffs, type AppliedTariff, type TariffRules } from './load-tariffs';
import { loadSurchargeTables, type SurchargeTables } from './surcharge-tables';
import { computeSurcharges, nextServedDay, NO_SURCHARGES, type SurchargeLine } from './surcharges';

export const VOLUMETRIC_DIVISOR = 5000;
/** Origin and destination in different regions (first two postal-code digits differ) cost more. */
export const REGION_PREFIX_LENGTH = 2;

export type ShipmentParams = {
  originPostalCode: string;
  destinationPostalCode: string;
  weightKg: number;
  dimensionsCm: { length: number; width: number; height: number };
  declaredValueCentavos: number | null;
  isCod: boolean;
  codAmountCentavos: number | null;
};

export type BreakdownCentavos = {
  base: number;
  extraWeight: number;
  interRegionSurcharge: number;
  codFee: number;
  insurance: number;
};

export type PricedOption = {
  shipmentType: ShipmentType;
  tariffId: string;
  totalCentavos: number;
  breakdownCentavos: BreakdownCentavos;
  /** extended zone, oversize, overweight, fuel: included in totalCentavos, beside the breakdown */
  surcharges: SurchargeLine[];
  /** ISO weekdays (1 = Monday) the destination's zone is served on; null = every day */
  deliveryWeekdays: number[] | null;
  /** the destination zone's business days beyond the tariff's */
  extraTransitDays: number;
  chargeableWeightKg: number;
  volumetricWeightKg: number;
  /** the tariff's transit days plus the zone's extra days, moved to the next day the zone is served */
  estimatedDeliveryAt: Date;
  /** breakdownCentavos.codFee is not in totalCentavos: the organization's fee mode is deduct (docs/cod.md) */
  codFeeDeducted: boolean;
};

/** (length x width x height) / 5000, unrounded. */
export function volumetricWeightKg(d: ShipmentParams['dimensionsCm']): number {
  return (d.length * d.width * d.height) / VOLUMETRIC_DIVISOR;
}

/**
 * max(real, volumetric) rounded up to a whole kg, at least 1. The tiny tolerance keeps binary floating
 * point noise (25.000000000004) from adding a kilogram.
 */
export function chargeableWeightKg(weightKg: number, volumetricKg: number): number {
  return Math.max(1, Math.ceil(Math.max(weightKg, volumetricKg) - 1e-9));
}

/** amount x rate, rounded half-up to the centavo, in integer arithmetic (rate to 1/10000). */
export function applyRate(amountCentavos: number, rate: number): number {
  const basisPoints = Math.round(rate * 10_000);
  return Math.floor((amountCentavos * basisPoints + 5_000) / 10_000);
}

export function isOptionAvailable(tariff: AppliedTariff, params: ShipmentParams): boolean {
  const prefix = tariff.rules.requiresSamePostalPrefix;
  if (!prefix) return true;
  return params.originPostalCode.slice(0, prefix) === params.destinationPostalCode.slice(0, prefix);
}

/** The COD fee by a tariff's rules: a share of codAmount, at least the minimum; 0 when the shipment is not COD. */
export function codFeeCentavos(rules: TariffRules, params: ShipmentParams): number {
  return params.isCod && params.codAmountCentavos
    ? Math.max(rules.codFeeMinimumCentavos, applyRate(params.codAmountCentavos, rules.codFeeRate))
    : 0;
}

/**
 * What of the COD fee the total charges at purchase (docs/cod.md "Fee mode"): all of it, or nothing when the
 * organization's fee mode is deduct (the fee stays in the breakdown and is taken from the collection at payout).
 */
export function chargedCodFee(tariff: Pick<AppliedTariff, 'codFeeDeducted'>, codFee: number): number {
  return tariff.codFeeDeducted ? 0 : codFee;
}

/**
 * The price of one tariff. `surchargeTables` are the tables of ./surcharge-tables.ts (loadSurchargeTables); without
 * them no surcharge applies, so callers outside this file go through priceShipment, priceAllOptions or shopRates.
 */
export function priceWithTariff(tariff: AppliedTariff, params: ShipmentParams, now: Date, surchargeTables?: SurchargeTables): PricedOption {
  const volumetric = volumetricWeightKg(params.dimensionsCm);
  const chargeable = chargeableWeightKg(params.weightKg, volumetric);
  const base = tariff.baseCentavos;
  const extraWeight = tariff.perExtraKgCentavos * (chargeable - 1);
  const interRegion =
    params.originPostalCode.slice(0, REGION_PREFIX_LENGTH) !== params.destinationPostalCode.slice(0, REGION_PREFIX_LENGTH);
  const interRegionSurcharge = interRegion ? applyRate(base + extraWeight, tariff.rules.interRegionMultiplier) - (base + extraWeight) : 0;
  const codFee = codFeeCentavos(tariff.rules, params);
  const insurance = params.declaredValueCentavos ? applyRate(params.declaredValueCentavos, tariff.rules.insuranceRate) : 0;
  const breakdownCentavos = { base, extraWeight, interRegionSurcharge, codFee, insurance };
  const surcharges = surchargeTables
    ? computeSurcharges(surchargeTables, {
        carrier: 'sandbox',
        service: tariff.shipmentType,
        destinationPostalCode: params.destinationPostalCode,
        dimensionsCm: params.dimensionsCm,
        chargeableWeightKg: chargeable,
        fuelBaseCentavos: base + extraWeight,
        now,
      })
    : NO_SURCHARGES;
  let surchargeTotal = 0;
  for (const line of surcharges.lines) surchargeTotal += line.amountCentavos;
  return {
    shipmentType: tariff.shipmentType,
    tariffId: tariff.id,
    totalCentavos: base + extraWeight + interRegionSurcharge + chargedCodFee(tariff, codFee) + insurance + surchargeTotal,
    breakdownCentavos,
    surcharges: surcharges.lines,
    deliveryWeekdays: surcharges.deliveryWeekdays,
    extraTransitDays: surcharges.extraTransitDays,
    chargeableWeightKg: chargeable,
    volumetricWeightKg: Math.round(volumetric * 100) / 100,
    estimatedDeliveryAt: nextServedDay(
      estimateDeliveryAt(now, tariff.transitBusinessDays + surcharges.extraTransitDays),
      surcharges.deliveryWeekdays,
    ),
    codFeeDeducted: tariff.codFeeDeducted && codFee > 0,
  };
}

/** Every shipment type available for these parameters, priced with the organization's tariffs. */
export async function priceAllOptions(
  db: DbOrTx,
  { organizationId, params, now = new Date() }: { organizationId: string; params: ShipmentParams; now?: Date },
): Promise<PricedOption[]> {
  const [tariffs, tables] = await Promise.all([loadTariffs(db, { organizationId }), loadSurchargeTables(db)]);
  return tariffs.filter((t) => isOptionAvailable(t, params)).map((t) => priceWithTariff(t, params, now, tables));
}

/** The price of one shipment type; 400 when that type is not offered for this route. */
export async function priceShipment(
  db: DbOrTx,
  {
    organizationId,
    shipmentType,
    params,
    now = new Date(),
  }: { organizationId: string; shipmentType: ShipmentType; params: ShipmentParams; now?: Date },
): Promise<PricedOption> {
  const [tariffs, tables] = await Promise.all([loadTariffs(db, { organizationId }), loadSurchargeTables(db)]);
  const tariff = tariffs.find((t) => t.shipmentType === shipmentType);
  if (!tariff) throw new DomainError('validation_error', `El campo shipmentType no está disponible: ${shipmentType}`);
  if (!isOptionAvailable(tariff, params)) {
    const n = tariff.rules.requiresSamePostalPrefix;
    throw new DomainError(
      'validation_error',
      `El campo shipmentType no admite ${shipmentType} para esta ruta: solo está disponible cuando los códigos postales de origen y destino comparten los primeros ${n} dígitos`,
    );
  }
  return priceWithTariff(tariff, params, now, tables);
}
