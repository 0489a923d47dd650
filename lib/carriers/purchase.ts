// Buying an option of rate shopping (docs/carriers.md, "Buying"): which option an order's `carrier`, `service` or
// `preference` names, the provider that buys it, and what the order keeps of it (pricing, ledger line, first
// tracking poll). lib/orders/create-order.ts calls these; the sequence of creation stays there.
import type { ShipmentType } from '@/db/schema';
import { serviceLabel } from '@/lib/orders/display-labels';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ShipmentParams } from '@/lib/pricing/price-shipment';
import { quotedWeights, type ShippingOption, type ShoppingResult } from './rate-shop';
import { getShippingProvider, type ShippingProvider } from '@/lib/providers';
import { carrierModule } from '@/lib/providers/registry';
import { carrierProvider } from './carrier-provider';

/** A carrier polled for tracking is first asked this long after the guide is created. */
export const FIRST_TRACKING_POLL_DELAY_MS = 15 * 60 * 1000;

export type OptionChoice = { carrier?: string; service?: string; preference?: string };

/** The option an order chose, or the Spanish reason it cannot be bought (400, or 503 when its carrier is down). */
export function pickOption(shopping: ShoppingResult, choice: OptionChoice): ShippingOption {
  const carrier = choice.carrier ?? (choice.preference === 'cheapest' || choice.preference === 'fastest' ? undefined : choice.preference);
  if (carrier) {
    const down = shopping.unavailable.find((u) => u.carrier === carrier);
    const mine = shopping.options.filter((o) => o.carrier === carrier);
    if (mine.length === 0) {
      if (down)
        throw new DomainError(
          'provider_unavailable',
          `${down.reason} No se realizó ningún cargo; intenta de nuevo o elige otra paquetería.`,
        );
      const name = carrierModule(carrier)?.displayName ?? carrier;
      if (shopping.mode === 'test' && carrier !== 'sandbox') {
        throw new DomainError(
          'validation_error',
          `En modo de prueba solo está disponible la paquetería sandbox; ${name} se usa con las claves en vivo.`,
        );
      }
      throw new DomainError(
        'validation_error',
        `${name} no ofrece opciones para este envío: configúrala en Paqueterías o consulta las opciones con POST /quotes.`,
      );
    }
    if (choice.service === undefined) return mine[0];
    const exact = mine.find((o) => o.service === choice.service);
    if (!exact) {
      const offered = mine.map((o) => o.service).join(', ');
      throw new DomainError(
        'validation_error',
        `El campo service no es un servicio de ${mine[0].carrierName} disponible para este envío: ${choice.service.slice(0, 60)} (disponibles: ${offered}).`,
      );
    }
    return exact;
  }
  const pick = choice.preference === 'fastest' ? shopping.options.find((o) => o.fastest) : shopping.options.find((o) => o.cheapest);
  if (!pick) throw new DomainError('validation_error', 'Ninguna paquetería ofrece opciones para este envío.');
  return pick;
}

/** The provider that buys the option's guide. */
export function optionProvider(option: ShippingOption): ShippingProvider {
  if (option.purchase.kind === 'tariff') return getShippingProvider();
  const module = carrierModule(option.carrier);
  if (!module) throw new Error(`unknown carrier in an option: ${option.carrier}`);
  return carrierProvider(module, option.purchase.connection, option.service);
}

/** What the order keeps of its price (orders.pricing): the breakdown it was charged and how it was bought. */
export function orderPricing(option: ShippingOption, params: ShipmentParams): Record<string, unknown> {
  const { chargeableWeight, volumetricWeight } = quotedWeights(params);
  return {
    currency: 'MXN',
    carrier: option.carrier,
    service: option.service,
    ...(option.purchase.kind === 'tariff'
      ? { tariffId: option.purchase.priced.tariffId }
      : { carrierCostCentavos: option.purchase.costCentavos }),
    chargeableWeightKg: option.purchase.kind === 'tariff' ? option.purchase.priced.chargeableWeightKg : chargeableWeight,
    volumetricWeightKg: option.purchase.kind === 'tariff' ? option.purchase.priced.volumetricWeightKg : volumetricWeight,
    breakdownCentavos: option.breakdownCentavos,
    // the COD fee in the breakdown was not charged: it is taken from the collection at payout (docs/cod.md "Fee mode")
    ...(option.codFeeDeducted ? { codFeeDeducted: true } : {}),
    // included in the total beside the breakdown (docs/billing.md, "Surcharges before purchase")
    surcharges: option.surcharges,
    deliveryWeekdays: option.deliveryWeekdays,
  };
}

/** The ledger line of the purchase ("Envío Exprés, guía SBX…"; a carrier's: "Envío DHL Express …, guía …"). */
export function ledgerDescription(option: ShippingOption, guideNumber: string): string {
  if (option.purchase.kind === 'tariff') return `Envío ${serviceLabel(option.shipmentType as ShipmentType)}, guía ${guideNumber}`;
  return `Envío ${option.carrierName} ${option.serviceName}, guía ${guideNumber}`;
}

/** When the tracking poll first asks the carrier (null: the carrier reports by itself, like the sandbox). */
export function firstTrackingPollAt(carrier: string, createdAt: Date): string | null {
  const module = carrierModule(carrier);
  if (!module?.capabilities.has('tracking_poll') || module.capabilities.has('tracking_push')) return null;
  return new Date(createdAt.getTime() + FIRST_TRACKING_POLL_DELAY_MS).toISOString();
}
