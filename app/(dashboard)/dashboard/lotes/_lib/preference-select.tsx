// The batch purchase's "Paquetería" choice (POST /api/v1/batches/:id/purchase { preference }), beside "Comprar" on
// Importar envíos and in Lotes' confirmation: as the file says (each row's service, the sandbox), or the cheapest,
// the fastest, or one carrier for every row (lib/batches/purchase-preference.ts lists what the organization can use).
import type { PreferenceChoice } from '@/lib/batches/purchase-preference';

/** `''`: no preference (each row as its file says). */
export const AS_FILE = '';

export function PreferenceSelect(props: {
  id: string;
  choices: PreferenceChoice[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>Paquetería</label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
        aria-describedby={`${props.id}-hint`}
        data-testid="purchase-preference"
      >
        <option value={AS_FILE}>Como indica el archivo (servicio de cada fila)</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <p className="hint" id={`${props.id}-hint`}>
        {props.value === AS_FILE
          ? 'Cada fila se compra con su servicio, al costo cotizado.'
          : 'Cada fila se cotiza con las paqueterías al comprarla y se cobra el precio de ese momento, que puede diferir del costo cotizado.'}
      </p>
    </div>
  );
}

/** The purchase's body: nothing for "as the file says". */
export const purchaseBody = (preference: string): string | undefined =>
  preference === AS_FILE ? undefined : JSON.stringify({ preference });
