// The batch purchase's "Paquetería" choice (POST /api/v1/batches/:id/purchase { preference }), beside "Comprar" on
// Importar envíos and in Lotes' confirmation: as the file says (each row's service, the sandbox), or the cheapest,
// the fastest, or one carrier for every row (lib/batches/purchase-preference.ts lists what the organization can use).
import { fileAsBase64Photo } from '@/app/_components/file-base64';
import type { PreferenceChoice } from '@/lib/batches/purchase-preference';
import { MAX_EVIDENCE_PHOTO_MB } from '@/lib/evidence/limits';

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

/**
 * The optional photo of the parcels on the scale (POST /api/v1/batches/:id/purchase { scalePhoto }): kept with the batch
 * and attached to any later dispute of a weight adjustment of its orders (lib/orders/scale-photo.ts).
 */
export function ScalePhotoInput(props: { id: string; onChange: (file: File | null) => void; disabled?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>
        Foto del paquete en la báscula<span className="muted"> (opcional)</span>
      </label>
      <input
        id={props.id}
        type="file"
        className="input"
        accept="image/jpeg,image/png"
        disabled={props.disabled}
        aria-describedby={`${props.id}-hint`}
        data-testid="purchase-scale-photo"
        onChange={(e) => props.onChange(e.target.files?.[0] ?? null)}
      />
      <p className="hint" id={`${props.id}-hint`}>
        JPEG o PNG de hasta {MAX_EVIDENCE_PHOTO_MB} MB; se adjunta sola a la disputa de un ajuste de peso de estos envíos.
      </p>
    </div>
  );
}

/** The purchase's body: nothing for "as the file says" without a scale photo. */
export async function purchaseBody(preference: string, scalePhoto: File | null = null): Promise<string | undefined> {
  if (preference === AS_FILE && !scalePhoto) return undefined;
  return JSON.stringify({
    ...(preference === AS_FILE ? {} : { preference }),
    ...(scalePhoto ? { scalePhoto: await fileAsBase64Photo(scalePhoto) } : {}),
  });
}
