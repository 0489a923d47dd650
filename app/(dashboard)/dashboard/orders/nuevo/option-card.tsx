'use client';
// One option of a quote: carrier and service, total price (its breakdown behind "Ver desglose"), its surcharges and
// the delivery-days warning in view before buying (docs/billing.md), estimated delivery and transit days, the
// "Más barata" / "Más rápida" marks, and "Comprar".
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import { deliveryDay } from '@/lib/platform/time/format';
import type { ShippingOptionBody } from '@/lib/pricing/schemas';
import styles from './nuevo.module.css';

const BREAKDOWN: [keyof ShippingOptionBody['breakdown'], string][] = [
  ['base', 'Tarifa base'],
  ['extraWeight', 'Peso adicional'],
  ['interRegionSurcharge', 'Cargo entre regiones'],
  ['carrierSurcharges', 'Cargos de la paquetería'],
  ['codFee', 'Comisión por cobro contra entrega'],
  ['insurance', 'Seguro'],
];

const transit = (days: number | null) => (days === null ? 'Sin dato' : `${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`);

type Props = { option: ShippingOptionBody; buying: boolean; disabled: boolean; onBuy: () => void };

export function OptionCard({ option, buying, disabled, onBuy }: Props) {
  const id = `option-${option.carrier}-${option.service}`.replace(/[^\w-]/g, '-');
  const lines = BREAKDOWN.filter(([field]) => field === 'base' || option.breakdown[field] !== 0);
  return (
    <li
      className={`${styles.option}${option.cheapest ? ` ${styles.marked}` : ''}`}
      data-testid="shipping-option"
      data-carrier={option.carrier}
      data-service={option.service}
      data-cheapest={option.cheapest || undefined}
      data-fastest={option.fastest || undefined}
    >
      <div className={styles.optionHead}>
        <h3 id={`${id}-title`}>
          {option.carrierName} <span className={styles.service}>· {option.serviceName}</span>
        </h3>
        {(option.cheapest || option.fastest) && (
          <p className={styles.badges}>
            {option.cheapest && <span className="badge badge-green">Más barata</span>}
            {option.fastest && <span className="badge badge-blue">Más rápida</span>}
          </p>
        )}
      </div>
      <p className={styles.price} data-testid="option-total">
        {formatPesos(option.totalCost)}
      </p>
      {option.surcharges.length > 0 && (
        <div className={styles.surcharges} data-testid="option-surcharges">
          <h4 id={`${id}-surcharges`}>Recargos incluidos</h4>
          <ul aria-labelledby={`${id}-surcharges`}>
            {option.surcharges.map((s) => (
              <li key={`${s.code}-${s.description}`} data-code={s.code}>
                <span>{s.description}</span>
                <span className={styles.amount}>{formatPesos(s.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {option.warning && (
        <p className={`alert alert-warning ${styles.daysWarning}`} data-testid="option-warning">
          {option.warning}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Entrega estimada</dt>
          <dd>{deliveryDay(option.estimatedDeliveryAt)}</dd>
        </div>
        <div>
          <dt>Tránsito</dt>
          <dd>{transit(option.transitDays)}</dd>
        </div>
      </dl>
      <details className={styles.breakdown}>
        <summary>Ver desglose</summary>
        <dl>
          {lines.map(([field, label]) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{formatPesos(option.breakdown[field])}</dd>
            </div>
          ))}
          {option.surcharges.map((s) => (
            <div key={`${s.code}-${s.description}`}>
              <dt>{s.description}</dt>
              <dd>{formatPesos(s.amount)}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatPesos(option.totalCost)}</dd>
          </div>
        </dl>
      </details>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={onBuy}
        disabled={disabled}
        aria-describedby={`${id}-title${option.surcharges.length > 0 ? ` ${id}-surcharges` : ''}`}
        data-testid="buy-option"
      >
        {buying && <span className="spinner" aria-hidden="true" />}
        {buying ? 'Comprando…' : `Comprar por ${formatPesos(option.totalCost)}`}
      </button>
    </li>
  );
}
