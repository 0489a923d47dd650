// What an order would cost with given figures, priced NOW by the function that priced its purchase: the sandbox's
// tariffs (lib/pricing/price-shipment.ts priceShipment, surcharges included) or the carrier's rate for the order's
// service (lib/carriers/rate-shop.ts). An adjustment is the difference of two such prices (the figures before and
// after the measurement), so a tariff change since the purchase never leaks into it.
import type { DbOrTx } from '@/db/client';
import type { Order, ParcelFigures } from '@/db/schema';
import { shopRates } from '@/lib/carriers/rate-shop';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { priceShipment, type ShipmentParams } from '@/lib/pricing/price-shipment';
import { chargeableOfFigures } from './chargeable';

export type Repriced = { totalCentavos: number; chargeableWeightKg: number; breakdownCentavos: Record<string, unknown> };

export function shipmentParams(order: Order, figures: ParcelFigures): ShipmentParams {
  return {
    originPostalCode: order.pickupAddress.postalCode,
    destinationPostalCode: order.deliveryAddress.postalCode,
    weightKg: figures.weightKg,
    dimensionsCm: { length: figures.lengthCm, width: figures.widthCm, height: figures.heightCm },
    declaredValueCentavos: order.declaredValueCentavos,
    isCod: order.isCod,
    codAmountCentavos: order.codAmountCentavos,
  };
}

/** The order's price with these figures. A carrier that gives no rate for the service now: 503 (the provider retries). */
export async function repriceOrder(db: DbOrTx, order: Order, figures: ParcelFigures): Promise<Repriced> {
  const params = shipmentParams(order, figures);
  if (order.provider === 'sandbox' || !order.carrierService) {
    const priced = await priceShipment(db, { organizationId: order.organizationId, shipmentType: order.shipmentType, params });
    return {
      totalCentavos: priced.totalCentavos,
      chargeableWeightKg: priced.chargeableWeightKg,
      breakdownCentavos: { ...priced.breakdownCentavos },
    };
  }
  const shopped = await shopRates(db, {
    organizationId: order.organizationId,
    params,
    origin: order.pickupAddress,
    destination: order.deliveryAddress,
    carriers: [order.provider],
  });
  const option = shopped.options.find((o) => o.carrier === order.provider && o.service === order.carrierService);
  if (!option) {
    throw new DomainError(
      'provider_unavailable',
      `La paquetería ${order.provider} no cotizó el servicio ${order.carrierService} para recalcular la medición; reenvía el reporte más tarde.`,
    );
  }
  return {
    totalCentavos: option.totalCentavos,
    chargeableWeightKg: chargeableOfFigures(figures),
    breakdownCentavos: { ...option.breakdownCentavos },
  };
}
