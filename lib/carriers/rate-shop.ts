// Rate shopping (docs/carriers.md, "Rate shopping"): every enabled carrier is asked at once, each within its own
// budget (CARRIER_RATE_BUDGET_MS); a carrier that fails or is late is left out with a note and never fails the
// quote. The sandbox's options are priced by the organization's tariffs (lib/pricing/price-shipment.ts), a
// carrier's by its cost plus our margin; COD fee and insurance follow our tariff rules for every carrier, so a
// merchant compares like with like. POST /quotes shows the options and POST /orders buys one of them, both through
// this module, so an order costs exactly the option it chose.
import type { DbOrTx } from '@/db/client';
import type { OrganizationMode, ShipmentType, StoredAddress } from '@/db/schema';
import { serviceLabel } from '@/lib/orders/display-labels';
import { config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { estimateDeliveryAt } from '@/lib/pricing/estimate-delivery';
import { loadTariffs, type AppliedTariff } from '@/lib/pricing/load-tariffs';
import { loadSurchargeTables, type SurchargeTables } from '@/lib/pricing/surcharge-tables';
import type { SurchargeLine } from '@/lib/pricing/surcharges';
import {
  applyRate,
  chargeableWeightKg,
  chargedCodFee,
  codFeeCentavos,
  isOptionAvailable,
  priceWithTariff,
  volumetricWeightKg,
  type BreakdownCentavos,
  type PricedOption,
  type ShipmentParams,
} from '@/lib/pricing/price-shipment';
import { CarrierError, type CarrierConnection, type CarrierModule, type CarrierRate } from '@/lib/providers/carrier';
import { carrierModule } from '@/lib/providers/registry';
import { connectionFor, enabledCarriers, marginBasisPoints } from './carrier-accounts';
import { CredentialsBoxError } from './credentials-box';
import { organizationMode } from '@/lib/organizations/organization-mode';

/** The line items of an option, centavos: the specification's five, plus the carrier's surcharges with our margin. */
export type OptionBreakdownCentavos = BreakdownCentavos & { carrierSurcharges: number };

/** How an option is bought: by our tariff with the sandbox, or with a carrier account at a cost. */
export type OptionPurchase =
  | { kind: 'tariff'; priced: PricedOption }
  | { kind: 'carrier'; accountId: string; connection: CarrierConnection; costCentavos: number };

export type ShippingOption = {
  carrier: string;
  carrierName: string;
  service: string;
  serviceName: string;
  shipmentType: ShipmentType;
  totalCentavos: number;
  breakdownCentavos: OptionBreakdownCentavos;
  /**
   * Surcharges with our codes, included in totalCentavos beside the breakdown (docs/billing.md): the sandbox's from our
   * tables, a carrier's those its adapter can name (the rest stay in breakdownCentavos.carrierSurcharges).
   */
  surcharges: SurchargeLine[];
  /** ISO weekdays (1 = Monday) the destination is served on, from our zones; null = every day */
  deliveryWeekdays: number[] | null;
  estimatedDeliveryAt: Date;
  transitDays: number | null;
  cheapest: boolean;
  fastest: boolean;
  purchase: OptionPurchase;
  /** breakdownCentavos.codFee is not in totalCentavos: the organization's COD fee mode is deduct (docs/cod.md) */
  codFeeDeducted: boolean;
};

/** A carrier left out of a quote, and why (Spanish, for people). */
export type UnavailableCarrier = { carrier: string; carrierName: string; reason: string };

export type ShoppingResult = { options: ShippingOption[]; unavailable: UnavailableCarrier[]; mode: OrganizationMode };

export type ShoppingRequest = {
  organizationId: string;
  params: ShipmentParams;
  /** cities and states when known (an order's addresses): some carriers price better with them */
  origin?: Pick<StoredAddress, 'city' | 'state'>;
  destination?: Pick<StoredAddress, 'city' | 'state'>;
  /** only these carriers (POST /orders with `carrier`) */
  carriers?: readonly string[];
  /** only this shipment type */
  shipmentType?: ShipmentType;
  now?: Date;
};

/** Every option for a route and package, cheapest first; `cheapest` and `fastest` marked. */
export async function shopRates(db: DbOrTx, request: ShoppingRequest): Promise<ShoppingResult> {
  const now = request.now ?? new Date();
  const [tariffs, mode, surchargeTables] = await Promise.all([
    loadTariffs(db, { organizationId: request.organizationId }),
    organizationMode(db, request.organizationId),
    loadSurchargeTables(db),
  ]);
  const wanted = (carrier: string) => !request.carriers || request.carriers.includes(carrier);
  const options: ShippingOption[] = wanted('sandbox') ? sandboxOptions(tariffs, request.params, now, surchargeTables) : [];
  const unavailable: UnavailableCarrier[] = [];

  // Test mode never reaches a real carrier (docs/modes.md).
  if (mode === 'live') {
    const carriers = (await enabledCarriers(db, request.organizationId)).filter(wanted);
    const margin = carriers.length > 0 ? await marginBasisPoints(db, request.organizationId) : 0;
    const results = await Promise.all(
      carriers.map((name) => carrierOptions(db, { ...request, now, tariffs, margin, name, budgetMs: config().CARRIER_RATE_BUDGET_MS })),
    );
    for (const result of results) {
      if ('reason' in result) unavailable.push(result);
      else options.push(...result);
    }
  }
  const shown = request.shipmentType ? options.filter((o) => o.shipmentType === request.shipmentType) : options;
  return { options: markAndSort(shown), unavailable, mode };
}

function sandboxOptions(tariffs: AppliedTariff[], params: ShipmentParams, now: Date, tables: SurchargeTables): ShippingOption[] {
  return tariffs
    .filter((tariff) => isOptionAvailable(tariff, params))
    .map((tariff) => {
      const priced = priceWithTariff(tariff, params, now, tables);
      return tariffOption(priced, tariff.transitBusinessDays + priced.extraTransitDays);
    });
}

/** A sandbox price (lib/pricing/price-shipment.ts) as an option of rate shopping. */
export function tariffOption(priced: PricedOption, transitDays: number | null = null): ShippingOption {
  return {
    carrier: 'sandbox',
    carrierName: 'Sandbox',
    service: priced.shipmentType,
    serviceName: serviceLabel(priced.shipmentType),
    shipmentType: priced.shipmentType,
    totalCentavos: priced.totalCentavos,
    breakdownCentavos: { ...priced.breakdownCentavos, carrierSurcharges: 0 },
    surcharges: priced.surcharges,
    deliveryWeekdays: priced.deliveryWeekdays,
    estimatedDeliveryAt: priced.estimatedDeliveryAt,
    transitDays,
    cheapest: false,
    fastest: false,
    purchase: { kind: 'tariff', priced },
    codFeeDeducted: priced.codFeeDeducted,
  };
}

type CarrierShopping = ShoppingRequest & { now: Date; tariffs: AppliedTariff[]; margin: number; name: string; budgetMs: number };

async function carrierOptions(db: DbOrTx, input: CarrierShopping): Promise<ShippingOption[] | UnavailableCarrier> {
  const module = carrierModule(input.name);
  if (!module?.capabilities.has('rates')) return [];
  const leftOut = (reason: string): UnavailableCarrier => ({ carrier: module.name, carrierName: module.displayName, reason });
  if (input.params.isCod && !module.capabilities.has('cod')) return leftOut(`${module.displayName} no ofrece cobro contra entrega.`);
  let account: Awaited<ReturnType<typeof connectionFor>>;
  try {
    account = await connectionFor(db, { organizationId: input.organizationId, carrier: module.name });
  } catch (error) {
    // Credentials that cannot be opened (the key changed since they were saved) leave this carrier out, never the quote.
    if (!(error instanceof CredentialsBoxError)) throw error;
    log.error('carrier credentials could not be opened', { carrier: module.name, organizationId: input.organizationId });
    return leftOut(`No se pudieron leer las credenciales guardadas de ${module.displayName}; vuelve a guardarlas en Paqueterías.`);
  }
  if (!account) return [];
  let rates: CarrierRate[];
  try {
    rates = await withBudget(
      module.client(account.connection).rate({
        origin: { postalCode: input.params.originPostalCode, ...input.origin },
        destination: { postalCode: input.params.destinationPostalCode, ...input.destination },
        package: { weight: input.params.weightKg, ...input.params.dimensionsCm },
        declaredValueCentavos: input.params.declaredValueCentavos,
        isCod: input.params.isCod,
        codAmountCentavos: input.params.codAmountCentavos,
      }),
      input.budgetMs,
      module,
    );
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    log.warn('carrier left out of a quote', { carrier: module.name, kind: error.kind, reason: error.message });
    return leftOut(unavailableReason(module, error));
  }
  return rates.map((rate) => carrierOption(module, rate, { ...input, accountId: account.accountId, connection: account.connection }));
}

function unavailableReason(module: CarrierModule, error: CarrierError): string {
  if (error.kind === 'credentials') return `${module.displayName} rechazó las credenciales de la cuenta; revísalas en Paqueterías.`;
  if (error.kind === 'rejected') return error.message;
  if (/within \d+ ms/.test(error.message)) return `${module.displayName} no respondió a tiempo; se omitió de esta cotización.`;
  return `${module.displayName} no está disponible en este momento; se omitió de esta cotización.`;
}

async function withBudget<T>(promise: Promise<T>, ms: number, module: CarrierModule): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CarrierError('unavailable', `no rates within ${ms} ms`, { carrier: module.name })), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function carrierOption(
  module: CarrierModule,
  rate: CarrierRate,
  input: CarrierShopping & { accountId: string; connection: CarrierConnection },
): ShippingOption {
  const withMargin = (centavos: number) => centavos + applyRate(centavos, input.margin / 10_000);
  const charged = withMargin(rate.costCentavos);
  const allSurcharges = Math.min(charged, withMargin(rate.surchargesCentavos));
  const surcharges = namedSurcharges(rate, allSurcharges, withMargin);
  const carrierSurcharges = allSurcharges - surcharges.reduce((sum, line) => sum + line.amountCentavos, 0);
  const tariff = input.tariffs.find((t) => t.shipmentType === rate.shipmentType) ?? input.tariffs[0];
  const rules = tariff?.rules;
  const { params } = input;
  const codFee = rules ? codFeeCentavos(rules, params) : 0;
  const chargedFee = tariff ? chargedCodFee(tariff, codFee) : codFee;
  const insurance = rules && params.declaredValueCentavos ? applyRate(params.declaredValueCentavos, rules.insuranceRate) : 0;
  const breakdownCentavos = {
    base: charged - allSurcharges,
    extraWeight: 0,
    interRegionSurcharge: 0,
    codFee,
    insurance,
    carrierSurcharges,
  };
  const fallbackDays = input.tariffs.find((t) => t.shipmentType === rate.shipmentType)?.transitBusinessDays ?? 5;
  return {
    carrier: module.name,
    carrierName: module.displayName,
    service: rate.service,
    serviceName: rate.serviceName,
    shipmentType: rate.shipmentType,
    totalCentavos: charged + chargedFee + insurance,
    breakdownCentavos,
    surcharges,
    deliveryWeekdays: null,
    estimatedDeliveryAt: rate.estimatedDeliveryAt ?? estimateDeliveryAt(input.now, rate.transitDays ?? fallbackDays),
    transitDays: rate.transitDays,
    cheapest: false,
    fastest: false,
    purchase: { kind: 'carrier', accountId: input.accountId, connection: input.connection, costCentavos: rate.costCentavos },
    codFeeDeducted: chargedFee !== codFee,
  };
}

/**
 * The carrier's surcharges our codes name (CarrierRate.surchargeLines), each with our margin, never more in all than
 * the option's carrier surcharges: the rest (declared value, handling...) stays in breakdown.carrierSurcharges.
 */
function namedSurcharges(rate: CarrierRate, allowed: number, withMargin: (centavos: number) => number): SurchargeLine[] {
  const lines: SurchargeLine[] = [];
  let left = allowed;
  for (const line of rate.surchargeLines ?? []) {
    const amountCentavos = Math.min(left, withMargin(line.amountCentavos));
    if (amountCentavos <= 0) continue;
    left -= amountCentavos;
    lines.push({ code: line.code, amountCentavos, description: line.description });
  }
  return lines;
}

/** Cheapest first (then sooner); `cheapest` is the first, `fastest` the soonest (the cheaper among equals). */
export function markAndSort(options: ShippingOption[]): ShippingOption[] {
  const sorted = [...options].sort(
    (a, b) => a.totalCentavos - b.totalCentavos || a.estimatedDeliveryAt.getTime() - b.estimatedDeliveryAt.getTime(),
  );
  if (sorted.length === 0) return sorted;
  for (const o of sorted) o.cheapest = o.fastest = false;
  sorted[0].cheapest = true;
  const fastest = sorted.reduce((best, o) => (o.estimatedDeliveryAt.getTime() < best.estimatedDeliveryAt.getTime() ? o : best));
  fastest.fastest = true;
  return sorted;
}

/** The weights a quote reports (the same for every option). */
export function quotedWeights(params: ShipmentParams): { chargeableWeight: number; volumetricWeight: number } {
  const volumetric = volumetricWeightKg(params.dimensionsCm);
  return { chargeableWeight: chargeableWeightKg(params.weightKg, volumetric), volumetricWeight: Math.round(volumetric * 100) / 100 };
}
