'use client';
// "Aviso de saldo bajo": the threshold under which every dashboard page shows a banner and the owners and admins get
// one email a day. Editable with billing:manage; read-only otherwise.
import { useState } from 'react';
import { formatCentavos } from '@/app/(dashboard)/_lib/format';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { setLowBalanceThresholdAction } from './actions';

export function ThresholdCard({ thresholdCentavos, canManage }: { thresholdCentavos: number | null; canManage: boolean }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useActionMutation(setLowBalanceThresholdAction, {
    onSuccess: (r) =>
      setSaved(
        r.thresholdCentavos === null ? 'Aviso de saldo bajo desactivado.' : `Umbral guardado: ${formatCentavos(r.thresholdCentavos)}.`,
      ),
  });
  const current = thresholdCentavos === null ? 'Desactivado' : formatCentavos(thresholdCentavos);
  return (
    <Card
      title="Aviso de saldo bajo"
      description="Si el saldo baja de este monto, verás un aviso en todo el panel y los propietarios y administradores recibirán un correo al día."
    >
      <form
        className="card-body form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(null);
          save.mutate({ thresholdPesos: String(new FormData(e.currentTarget).get('thresholdPesos') ?? '') });
        }}
      >
        <p className="text-sm" data-testid="threshold-current">
          Umbral actual: <strong>{current}</strong>
        </p>
        {canManage ? (
          <>
            <div className="field">
              <label htmlFor="threshold">Umbral (MXN)</label>
              <input
                id="threshold"
                name="thresholdPesos"
                className="input"
                inputMode="decimal"
                placeholder="Ej. 1500"
                defaultValue={thresholdCentavos === null ? '' : String(thresholdCentavos / 100)}
                aria-describedby="threshold-hint"
              />
              <span id="threshold-hint" className="hint">
                Déjalo vacío para desactivar el aviso.
              </span>
            </div>
            {save.error && (
              <div className="alert alert-error" role="alert">
                {errorMessage(save.error)}
              </div>
            )}
            {saved && (
              <div className="alert alert-success" role="status">
                {saved}
              </div>
            )}
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {save.isPending && <span className="spinner" aria-hidden="true" />}
                Guardar umbral
              </button>
            </div>
          </>
        ) : (
          <p className="muted text-sm">Solo quien administra la facturación puede cambiarlo.</p>
        )}
      </form>
    </Card>
  );
}
