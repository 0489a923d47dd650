// The fields of one address of "Nuevo envío" (origin or destination), named `<prefix>.<field>` as POST /orders
// names them (read back by shipment-body.ts). A server component, handed to the client form as its children: the
// limits are the API's own (lib/orders/schemas.ts ADDRESS_LIMITS), so the browser stops what the API would refuse.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { ADDRESS_LIMITS } from '@/lib/orders/schemas';
import { mexicanStates } from '@/lib/orders/mexican-states';
import styles from './nuevo.module.css';

type AddressField =
  | 'contactName'
  | 'contactPhone'
  | 'street'
  | 'exteriorNumber'
  | 'interiorNumber'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'deliveryInstructions';
type Props = { prefix: 'origin' | 'destination'; legend: string; defaults?: Partial<Record<AddressField, string>> | null; hint?: string };

function Field(props: { id: string; label: string; required?: boolean; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`field${props.wide ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? null : <span className="muted"> (opcional)</span>}
      </label>
      {props.children}
    </div>
  );
}

export function AddressFields({ prefix, legend, defaults, hint }: Props) {
  const id = (field: string) => `${prefix}-${field}`;
  const input = (field: AddressField, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input id={id(field)} name={`${prefix}.${field}`} className="input" defaultValue={defaults?.[field] ?? ''} {...extra} />
  );
  return (
    <fieldset className={styles.group} aria-describedby={hint ? id('hint') : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="hint muted text-sm" id={id('hint')}>
          {hint}
        </p>
      )}
      <div className={styles.grid}>
        <Field id={id('contactName')} label="Nombre de contacto" required>
          {input('contactName', { required: true, maxLength: ADDRESS_LIMITS.contactName, autoComplete: 'off' })}
        </Field>
        <Field id={id('contactPhone')} label="Teléfono" required>
          {input('contactPhone', { required: true, type: 'tel', maxLength: ADDRESS_LIMITS.phone, autoComplete: 'off' })}
        </Field>
        <Field id={id('street')} label="Calle" required wide>
          {input('street', { required: true, maxLength: ADDRESS_LIMITS.street, autoComplete: 'off' })}
        </Field>
        <Field id={id('exteriorNumber')} label="Número exterior" required>
          {input('exteriorNumber', { required: true, maxLength: ADDRESS_LIMITS.exteriorNumber, autoComplete: 'off' })}
        </Field>
        <Field id={id('interiorNumber')} label="Número interior">
          {input('interiorNumber', { maxLength: ADDRESS_LIMITS.interiorNumber, autoComplete: 'off' })}
        </Field>
        <Field id={id('neighborhood')} label="Colonia" required>
          {input('neighborhood', { required: true, maxLength: ADDRESS_LIMITS.neighborhood, autoComplete: 'off' })}
        </Field>
        <Field id={id('city')} label="Ciudad o municipio" required>
          {input('city', { required: true, maxLength: ADDRESS_LIMITS.city, autoComplete: 'off' })}
        </Field>
        <Field id={id('state')} label="Estado" required>
          <select id={id('state')} name={`${prefix}.state`} className="select" defaultValue={defaults?.state ?? ''} required>
            <option value="">Elige un estado</option>
            {mexicanStates.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </Field>
        <Field id={id('postalCode')} label="Código postal" required>
          {input('postalCode', {
            required: true,
            inputMode: 'numeric',
            pattern: '\\d{5}',
            maxLength: 5,
            title: 'Cinco dígitos, por ejemplo 06600',
            autoComplete: 'off',
          })}
        </Field>
        {prefix === 'destination' && (
          <Field id={id('deliveryInstructions')} label="Indicaciones de entrega" wide>
            {input('deliveryInstructions', { maxLength: ADDRESS_LIMITS.deliveryInstructions, autoComplete: 'off' })}
          </Field>
        )}
      </div>
    </fieldset>
  );
}
