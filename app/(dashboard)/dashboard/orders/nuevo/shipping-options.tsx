'use client';
// The options of a quote, comparable side by side (option-card.tsx), cheapest first as the API sorts them, and the
// carriers left out with the API's reason. A polite live region says in one sentence what arrived, so a screen reader
// hears the result without reading every card.
import type { ReactNode } from 'react';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import type { QuoteResponse, ShippingOptionBody } from '@/lib/pricing/schemas';
import { OptionCard } from './option-card';
import styles from './nuevo.module.css';

type Props = {
  pending: boolean;
  result: QuoteResponse | null;
  buying: ShippingOptionBody | null;
  buyError: ReactNode;
  /** the price of the option the user chose went up at purchase (409 price_changed): what it costs now */
  priceNotice?: string | null;
  onBuy: (option: ShippingOptionBody) => void;
};

function summary(result: QuoteResponse): string {
  const { options, unavailableCarriers } = result;
  if (options.length === 0) return 'Ninguna paquetería ofrece opciones para este envío.';
  const carriers = new Set(options.map((o) => o.carrier)).size;
  const cheapest = options.find((o) => o.cheapest) ?? options[0];
  const left = unavailableCarriers.length ? ` ${unavailableCarriers.length} sin cotizar.` : '';
  return (
    `${options.length} ${options.length === 1 ? 'opción' : 'opciones'} de ${carriers} ${carriers === 1 ? 'paquetería' : 'paqueterías'}. ` +
    `La más barata: ${cheapest.carrierName}, ${cheapest.serviceName}, ${formatPesos(cheapest.totalCost)}.${left}`
  );
}

export function ShippingOptions({ pending, result, buying, buyError, priceNotice, onBuy }: Props) {
  return (
    <section className={`card ${styles.results}`} aria-labelledby="options-title" data-testid="shipping-options">
      <div className="card-header">
        <div>
          <h2 id="options-title">Opciones de envío</h2>
          <p className="desc">Precios totales en MXN, de la opción más barata a la más cara.</p>
        </div>
      </div>
      <div className="card-body stack">
        <p role="status" aria-live="polite" className={result ? styles.summary : 'muted'} data-testid="options-summary">
          {pending ? 'Cotizando con cada paquetería…' : result ? summary(result) : 'Llena los datos del envío y elige «Cotizar».'}
        </p>
        {buyError && (
          <div className="alert alert-error" role="alert" data-testid="buy-error">
            {buyError}
          </div>
        )}
        {priceNotice && (
          <div className="alert alert-warning" role="alert" data-testid="price-changed">
            {priceNotice}
          </div>
        )}
        {result && result.options.length > 0 && (
          <ul className={styles.options} aria-label="Opciones cotizadas">
            {result.options.map((option) => (
              <OptionCard
                key={`${option.carrier}:${option.service}`}
                option={option}
                buying={buying !== null && buying.carrier === option.carrier && buying.service === option.service}
                disabled={buying !== null}
                onBuy={() => onBuy(option)}
              />
            ))}
          </ul>
        )}
        {result && result.unavailableCarriers.length > 0 && (
          <div className="alert alert-warning" data-testid="unavailable-carriers">
            <div>
              <strong>Paqueterías sin cotizar</strong>
              <ul className={styles.reasons}>
                {result.unavailableCarriers.map((u) => (
                  <li key={u.carrier} data-carrier={u.carrier}>
                    {u.reason}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
