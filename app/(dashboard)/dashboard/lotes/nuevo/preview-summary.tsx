// The preview's numbers and actions: rows, valid, with errors, total cost, balance now and after buying, the
// "Comprar N guías" button and, until the purchase (whose panel then offers it), the CSV of the rows to fix. Once
// bought, "Saldo actual" follows the purchase (the panel's poll) and the estimate gives way to what was charged.
// The balance figures show only for a role with billing:read: without it the upload answers no balance. Beside the
// button, the purchase's "Paquetería" (../_lib/preference-select.tsx): as the file says, or a preference for every row.
import type { PreferenceChoice } from '@/lib/batches/purchase-preference';
import type { BatchSummary } from '@/lib/batches/schemas';
import { PreferenceSelect, ScalePhotoInput } from '../_lib/preference-select';
import { formatCount, formatPesos } from '@/app/(dashboard)/_lib/format';
import { RowsToFixLink } from './rows-to-fix-link';
import type { RowError } from './preview-table';
import styles from './import.module.css';

export type Uploaded = {
  id: string;
  total: number;
  valid: number;
  invalid: number;
  quotedTotal: number;
  balance?: number;
  errors: RowError[];
  warnings: RowError[];
};

export function PreviewSummary({
  uploaded,
  busy,
  purchase,
  onBuy,
  onlyErrors,
  setOnlyErrors,
  choices,
  preference,
  setPreference,
  setScaleFile,
}: {
  uploaded: Uploaded;
  busy: boolean;
  purchase: BatchSummary | null;
  onBuy: () => void;
  onlyErrors: boolean;
  setOnlyErrors: (v: boolean) => void;
  choices: PreferenceChoice[];
  preference: string;
  setPreference: (v: string) => void;
  setScaleFile: (file: File | null) => void;
}) {
  const purchased = purchase !== null;
  const { balance } = uploaded;
  const after = balance === undefined ? null : Math.round((balance - uploaded.quotedTotal) * 100) / 100;
  return (
    <>
      <dl className={styles.summary} data-testid="preview-summary">
        <div>
          <dt>Filas</dt>
          <dd>{formatCount(uploaded.total)}</dd>
        </div>
        <div>
          <dt>Válidas</dt>
          <dd>{formatCount(uploaded.valid)}</dd>
        </div>
        <div>
          <dt>Con errores</dt>
          <dd>{formatCount(uploaded.invalid)}</dd>
        </div>
        <div>
          <dt>Costo total</dt>
          <dd data-testid="quoted-total">{formatPesos(uploaded.quotedTotal)}</dd>
        </div>
        {balance === undefined ? null : (
          <div>
            <dt>Saldo actual</dt>
            <dd data-testid="balance-now">{formatPesos(balance)}</dd>
          </div>
        )}
        {purchased || after === null ? null : (
          <div>
            <dt>Saldo después de comprar</dt>
            <dd data-testid="balance-after">{formatPesos(after)}</dd>
          </div>
        )}
      </dl>
      {after !== null && after < 0 && !purchased && (
        <div className="card-body">
          <div className="alert alert-warning" role="status">
            Tu saldo no alcanza para todas las guías: las filas que no alcancen fallarán sin cobro. Recarga tu saldo antes de comprar.
          </div>
        </div>
      )}
      {!purchased && uploaded.valid > 0 && (
        <div className={styles.preference}>
          <PreferenceSelect id="purchase-preference" choices={choices} value={preference} onChange={setPreference} disabled={busy} />
          <ScalePhotoInput id="purchase-scale-photo" onChange={setScaleFile} disabled={busy} />
        </div>
      )}
      <div className={styles.actions}>
        {!purchased && (
          <button type="button" className="btn btn-primary" onClick={onBuy} disabled={busy || uploaded.valid === 0} data-testid="buy">
            {busy && <span className="spinner" aria-hidden="true" />}
            Comprar {formatCount(uploaded.valid)} {uploaded.valid === 1 ? 'guía' : 'guías'}
          </button>
        )}
        {!purchased && <RowsToFixLink batchId={uploaded.id} count={uploaded.invalid} />}
        {uploaded.invalid > 0 && (
          <label className="checkbox-row">
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} /> Mostrar solo filas con errores
          </label>
        )}
      </div>
    </>
  );
}
