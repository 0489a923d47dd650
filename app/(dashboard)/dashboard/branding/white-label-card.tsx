'use client';
// The white-label switch and the brand name printed on the labels, saved together.
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { Branding } from '@/lib/branding/schemas';
import { setBrandingAction } from './actions';

export function WhiteLabelCard({
  branding,
  organizationName,
  canManage,
}: {
  branding: Branding;
  organizationName: string;
  canManage: boolean;
}) {
  const [whiteLabel, setWhiteLabel] = useState(branding.whiteLabelEnabled);
  const [brandName, setBrandName] = useState(branding.brandName ?? '');
  const [saved, setSaved] = useState(false);
  const save = useActionMutation(setBrandingAction, { onSuccess: () => setSaved(true) });
  const dirty = whiteLabel !== branding.whiteLabelEnabled || brandName.trim() !== (branding.brandName ?? '');
  return (
    <Card title="Marca blanca" description="Decide qué marca llevan tus guías.">
      <form
        className="card-body form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate({ whiteLabelEnabled: whiteLabel, brandName: brandName.trim() || null });
        }}
      >
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            name="whiteLabel"
            checked={whiteLabel}
            disabled={!canManage}
            onChange={(e) => {
              setWhiteLabel(e.target.checked);
              setSaved(false);
            }}
          />
          <span>Marca blanca {whiteLabel ? 'activada' : 'desactivada'}</span>
        </label>
        <div className="field">
          <label htmlFor="brand-name">Nombre comercial</label>
          <input
            id="brand-name"
            className="input"
            value={brandName}
            maxLength={40}
            disabled={!canManage}
            placeholder={organizationName}
            onChange={(e) => {
              setBrandName(e.target.value);
              setSaved(false);
            }}
          />
          <span className="hint">Si lo dejas vacío, la guía usa el nombre de la organización ({organizationName}).</span>
        </div>
        {save.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(save.error)}
          </div>
        )}
        {saved && !dirty && (
          <div className="alert alert-success" role="status">
            Cambios guardados. La vista previa ya los muestra.
          </div>
        )}
        {canManage && (
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
              {save.isPending && <span className="spinner" aria-hidden="true" />}
              Guardar
            </button>
          </div>
        )}
      </form>
    </Card>
  );
}
