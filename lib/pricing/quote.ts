// POST /quotes: the price of every available shipment type (or only the requested one) for a package and route, and
// the options of every enabled carrier (rate shopping: lib/carriers/rate-shop.ts).
import type { DbOrTx } from '@/db/client';
import { toCentavos, toPesos } from '@/lib/billing/ledger';
import {
  priceAllOptions,
  priceShipment,
  volumetricWeightKg,
  chargeableWeightKg,
  type PricedOption,
  type ShipmentParams,
} from './price-shipment';
import { markAndSort, shopRates, type ShippingOption } from '@/lib/carriers/rate-shop';
import { loadCodLimits, withinCodLimits } from '@/lib/cod/limits';
import { serviceLabel } from '@/lib/orders/display-labels';
import type { QuoteBreakdown, QuoteRequest, QuoteResponse, ShippingOptionBody, SurchargeBody } from './schemas';
import { deliveryDaysWarning, weekdayNames, type SurchargeLine } from './surcharges';

export function quoteParams(input: QuoteRequest): ShipmentParams {
  return {
    originPostalCode: input.originPostalCode,
    destinationPostalCode: input.destinationPostalCode,
    weightKg: input.package.weight,
    dimensionsCm: input.package.dimensions,
    declaredValueCentavos: input.package.declaredValue !== undefined ? toCentavos(input.package.declaredValue) : null,
    isCod: input.isCod,
    codAmountCentavos: input.isCod && input.codAmount !== undefined ? toCentavos(input.codAmount) : null,
  };
}

export function breakdownInPesos(option: PricedOption): QuoteBreakdown {
  const b = option.breakdownCentavos;
  return {
    base: toPesos(b.base),
    extraWeight: toPesos(b.extraWeight),
    interRegionSurcharge: toPesos(b.interRegionSurcharge),
    codFee: toPesos(b.codFee),
    insurance: toPesos(b.insurance),
  };
}

/** The surcharges of an option in pesos, the days its destination is served and the warning when not every day. */
export function surchargeFields(option: { surcharges: SurchargeLine[]; deliveryWeekdays: number[] | null }): {
  surcharges: SurchargeBody[];
  deliveryDays: string[] | null;
  warning: string | null;
} {
  return {
    surcharges: option.surcharges.map((line) => ({ code: line.code, amount: toPesos(line.amountCentavos), description: line.description })),
    deliveryDays: option.deliveryWeekdays ? weekdayNames(option.deliveryWeekdays) : null,
    warning: deliveryDaysWarning(option.deliveryWeekdays),
  };
}

/** A sandbox price as a COD limit names its service (lib/cod/limits.ts). */
const sandboxService = (option: PricedOption) => ({
  option,
  carrier: 'sandbox',
  service: option.shipmentType,
  carrierName: 'Sandbox',
  serviceName: serviceLabel(option.shipmentType),
});

export async function quote(db: DbOrTx, input: { organizationId: string; request: QuoteRequest; now?: Date }): Promise<QuoteResponse> {
  const params = quoteParams(input.request);
  const now = input.now ?? new Date();
  const [priced, limits] = await Promise.all([
    input.request.shipmentType
      ? priceShipment(db, { organizationId: input.organizationId, shipmentType: input.request.shipmentType, params, now }).then((o) => [o])
      : priceAllOptions(db, { organizationId: input.organizationId, params, now }),
    params.isCod ? loadCodLimits(db) : null,
  ]);
  const volumetric = volumetricWeightKg(params.dimensionsCm);
  const shopping = await shopRates(db, {
    organizationId: input.organizationId,
    params,
    shipmentType: input.request.shipmentType,
    now,
  });
  // A COD amount over a service's maximum leaves the service out; over every one offered, 400 cod_amount_over_limit.
  let options = priced;
  let shopped = shopping.options;
  if (limits) {
    const within = withinCodLimits(
      limits,
      [...priced.map(sandboxService), ...shopped.map((o) => ({ ...o, option: o }))],
      params.codAmountCentavos,
    );
    options = priced.filter((o) => within.some((w) => w.option === o));
    shopped = markAndSort(shopped.filter((o) => within.some((w) => w.option === o)));
  }
  return {
    currency: 'MXN',
    chargeableWeight: chargeableWeightKg(params.weightKg, volumetric),
    volumetricWeight: Math.round(volumetric * 100) / 100,
    quotes: options.map((option) => ({
      shipmentType: option.shipmentType,
      totalCost: toPesos(option.totalCentavos),
      estimatedDeliveryAt: option.estimatedDeliveryAt.toISOString(),
      breakdown: breakdownInPesos(option),
      ...surchargeFields(option),
    })),
    options: shopped.map(optionBody),
    unavailableCarriers: shopping.unavailable,
    codFeeDeducted: options.some((o) => o.codFeeDeducted) || shopped.some((o) => o.codFeeDeducted),
  };
}

/** An option as the API shows it (pesos, ISO dates), without how it is bought. */
export function optionBody(option: ShippingOption): ShippingOptionBody {
  const b = option.breakdownCentavos;
  return {
    carrier: option.carrier,
    carrierName: option.carrierName,
    service: option.service,
    serviceName: option.serviceName,
    shipmentType: option.shipmentType,
    totalCost: toPesos(option.totalCentavos),
    estimatedDeliveryAt: option.estimatedDeliveryAt.toISOString(),
    transitDays: option.transitDays,
    breakdown: {
      base: toPesos(b.base),
      extraWeight: toPesos(b.extraWeight),
      interRegionSurcharge: toPesos(b.interRegionSurcharge),
      codFee: toPesos(b.codFee),
      insurance: toPesos(b.insurance),
      carrierSurcharges: toPesos(b.carrierSurcharges),
    },
    ...surchargeFields(option),
    cheapest: option.cheapest,
    fastest: option.fastest,
  };
}
