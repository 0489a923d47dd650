// The package of "Nuevo envío" (weight, dimensions, content, declared value) and the optional cash on delivery, with
// the API's limits (lib/pricing/schemas.ts). A server component handed to the client form, like address-fields.tsx.
import {
  MAX_COD_AMOUNT,
  MAX_DECLARED_VALUE,
  MAX_DIMENSION_CM,
  MAX_WEIGHT_KG,
  MIN_DIMENSION_CM,
  MIN_WEIGHT_KG,
} from '@/lib/pricing/schemas';
import styles from './nuevo.module.css';

const dimensions = [
  ['length', 'Largo (cm)'],
  ['width', 'Ancho (cm)'],
  ['height', 'Alto (cm)'],
] as const;

export function PackageFields() {
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Paquete</legend>
        <div className={styles.grid}>
          <div className="field">
            <label htmlFor="package-weight">Peso (kg)</label>
            <input
              id="package-weight"
              name="package.weight"
              type="number"
              className="input"
              required
              min={MIN_WEIGHT_KG}
              max={MAX_WEIGHT_KG}
              step="0.1"
              inputMode="decimal"
            />
          </div>
          {dimensions.map(([name, label]) => (
            <div className="field" key={name}>
              <label htmlFor={`package-${name}`}>{label}</label>
              <input
                id={`package-${name}`}
                name={`package.${name}`}
                type="number"
                className="input"
                required
                min={MIN_DIMENSION_CM}
                max={MAX_DIMENSION_CM}
                step="1"
                inputMode="numeric"
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor="package-declaredValue">
              Valor declarado (MXN)<span className="muted"> (opcional)</span>
            </label>
            <input
              id="package-declaredValue"
              name="package.declaredValue"
              type="number"
              className="input"
              min={0}
              max={MAX_DECLARED_VALUE}
              step="0.01"
              inputMode="decimal"
              aria-describedby="package-declaredValue-hint"
            />
            <p className="hint" id="package-declaredValue-hint">
              Se asegura por este valor; el seguro se suma al precio.
            </p>
          </div>
          <div className={`field ${styles.wide}`}>
            <label htmlFor="package-contentDescription">
              Contenido<span className="muted"> (opcional)</span>
            </label>
            <input id="package-contentDescription" name="package.contentDescription" className="input" maxLength={300} />
          </div>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Cobro y referencia</legend>
        <div className={styles.grid}>
          <div className="field">
            <label htmlFor="codAmount">
              Cobro contra entrega (MXN)<span className="muted"> (opcional)</span>
            </label>
            <input
              id="codAmount"
              name="codAmount"
              type="number"
              className="input"
              min={0.01}
              max={MAX_COD_AMOUNT}
              step="0.01"
              inputMode="decimal"
              aria-describedby="codAmount-hint"
            />
            <p className="hint" id="codAmount-hint">
              Lo que la paquetería cobra al destinatario al entregar. Déjalo vacío si no hay cobro.
            </p>
          </div>
          <div className="field">
            <label htmlFor="internalReference">
              Tu referencia<span className="muted"> (opcional)</span>
            </label>
            <input id="internalReference" name="internalReference" className="input" maxLength={100} autoComplete="off" />
          </div>
        </div>
      </fieldset>
    </>
  );
}
