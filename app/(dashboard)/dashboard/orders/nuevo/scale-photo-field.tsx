// The optional photo of the parcel on the scale (lib/orders/scale-photo.ts): sent with the purchase as base64 by
// new-shipment.tsx, kept with the order and attached to any later dispute of a weight adjustment. A server component
// handed to the client form, like package-fields.tsx.
import { MAX_EVIDENCE_PHOTO_MB } from '@/lib/evidence/limits';
import styles from './nuevo.module.css';

export const SCALE_PHOTO_FIELD = 'scalePhoto';

export function ScalePhotoField() {
  return (
    <fieldset className={styles.group}>
      <legend>Evidencia</legend>
      <div className="field">
        <label htmlFor="scale-photo">
          Foto del paquete en la báscula<span className="muted"> (opcional)</span>
        </label>
        <input
          id="scale-photo"
          name={SCALE_PHOTO_FIELD}
          type="file"
          className="input"
          accept="image/jpeg,image/png"
          aria-describedby="scale-photo-help"
        />
        <p id="scale-photo-help" className="muted">
          JPEG o PNG de hasta {MAX_EVIDENCE_PHOTO_MB} MB. Si el proveedor cobra un ajuste de peso, la foto se adjunta sola a tu disputa.
        </p>
      </div>
    </fieldset>
  );
}
