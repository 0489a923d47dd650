'use client';
// The two-click dispute of a weight adjustment: "Disputar" opens the form (the figures declared with the order already
// filled in, photos, a comment), "Enviar disputa" posts it as multipart/form-data to POST /api/v1/adjustments/{id}/dispute
// with the session, and the page shows the new state (the sandbox decides at once). The API checks everything again.
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { sendJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { Card } from '@/app/_components/ui';
import type { AdjustmentBody } from '@/lib/adjustments/schemas';
import styles from './ajuste.module.css';

type Props = {
  adjustmentId: string;
  declared: AdjustmentBody['declared'];
  maxPhotos: number;
  maxPhotoMb: number;
  scalePhotos: number;
};

const fields = [
  ['weightKg', 'Peso (kg)', 'weightKg', '0.1'],
  ['lengthCm', 'Largo (cm)', 'length', '1'],
  ['widthCm', 'Ancho (cm)', 'width', '1'],
  ['heightCm', 'Alto (cm)', 'height', '1'],
] as const;

export function DisputeFlow({ adjustmentId, declared, maxPhotos, maxPhotoMb, scalePhotos }: Props) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const valueOf = (key: (typeof fields)[number][2]) => (key === 'weightKg' ? declared.weightKg : declared.dimensionsCm[key]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos[]').filter((f) => f instanceof File && f.size > 0) as File[];
    if (photos.length > maxPhotos) {
      setError(`Elige a lo más ${maxPhotos} fotos.`);
      return;
    }
    const tooBig = photos.find((f) => f.size > maxPhotoMb * 1024 * 1024);
    if (tooBig) {
      setError(`La foto ${tooBig.name} pesa más de ${maxPhotoMb} MB.`);
      return;
    }
    form.delete('photos[]');
    for (const photo of photos) form.append('photos[]', photo);
    setPending(true);
    setError(null);
    try {
      await sendJson(`/api/v1/adjustments/${adjustmentId}/dispute`, { method: 'POST', body: form });
      router.refresh();
    } catch (e) {
      setError(errorMessage(e));
      setPending(false);
    }
  }

  if (!open) {
    return (
      <Card
        title="¿El cargo no corresponde?"
        id="disputar"
        description="Envía las medidas reales del paquete y fotos; el proveedor decide y, si acepta, el cargo vuelve a tu saldo."
      >
        <div className="card-body">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setOpen(true);
              setTimeout(() => firstField.current?.focus(), 0);
            }}
          >
            Disputar
          </button>
        </div>
      </Card>
    );
  }

  return (
    <Card
      title="Disputar el ajuste"
      id="disputar"
      description="Las medidas que declaraste al crear el pedido ya están escritas; corrígelas si hace falta."
    >
      <form
        className={`card-body ${styles.form}`}
        onSubmit={submit}
        aria-describedby={error ? `${id}-error` : undefined}
        noValidate={false}
      >
        <fieldset>
          <legend>Medidas del paquete</legend>
          <div className={styles.grid}>
            {fields.map(([name, label, key, step], i) => (
              <div className="field" key={name}>
                <label htmlFor={`${id}-${name}`}>{label}</label>
                <input
                  ref={i === 0 ? firstField : undefined}
                  id={`${id}-${name}`}
                  name={name}
                  type="number"
                  className="input"
                  required
                  min={step === '1' ? 1 : 0.1}
                  step={step}
                  inputMode="decimal"
                  defaultValue={valueOf(key)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-photos`}>
            Fotos del paquete
            <span className="muted">
              {' '}
              (JPEG o PNG, hasta {maxPhotos}, {maxPhotoMb} MB cada una)
            </span>
          </label>
          <input id={`${id}-photos`} name="photos[]" type="file" className="input" accept="image/jpeg,image/png" multiple />
          {scalePhotos > 0 && (
            <p className="muted">
              {scalePhotos === 1
                ? 'La foto de báscula del pedido se adjunta sola.'
                : `Las ${scalePhotos} fotos de báscula del pedido se adjuntan solas.`}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-comment`}>
            Comentario<span className="muted"> (opcional)</span>
          </label>
          <textarea id={`${id}-comment`} name="comment" className="input" rows={3} maxLength={2000} />
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Enviando…' : 'Enviar disputa'}
          </button>
          <button type="button" className="btn" onClick={() => setOpen(false)} disabled={pending}>
            Cancelar
          </button>
        </div>
      </form>
    </Card>
  );
}
