// The price guard of POST /orders (docs/carriers.md, "Buying"): a carrier's option is priced again at purchase, and
// may cost more than the quote the client showed. With `maxTotal` (pesos), an option above it is refused with a 409
// price_changed naming both amounts, before any guide is requested: nothing is charged, nothing is written.
import { toCentavos, toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { ShippingOption } from '@/lib/carriers/rate-shop';

const pesos = (centavos: number) => `$${toPesos(centavos).toFixed(2)} MXN`;

export function refuseAboveMaxTotal(option: ShippingOption, maxTotal: number | undefined): void {
  if (maxTotal === undefined) return;
  const cap = toCentavos(maxTotal);
  if (option.totalCentavos <= cap) return;
  throw new DomainError(
    'price_changed',
    `El precio de ${option.carrierName} ${option.serviceName} cambió: ahora cuesta ${pesos(option.totalCentavos)} y el máximo aceptado (maxTotal) es ${pesos(cap)}. No se realizó ningún cargo; cotiza de nuevo y confirma el nuevo precio.`,
  );
}
