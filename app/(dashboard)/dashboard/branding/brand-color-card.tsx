'use client';
// The brand colour of the public tracking page and the recipient emails: a colour picker and its #RRGGBB text,
// a live sample (a button with white text on it) and the contrast the server also checks (lib/branding/brand-color.ts).
import { useState } from 'react';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { contrastWithWhite, MIN_CONTRAST_WITH_WHITE } from '@/lib/branding/color-contrast';
import { setBrandColorAction } from './actions';

const SERVICE_COLOR = '#0f766e';
const HEX = /^#[0-9a-f]{6}$/i;

export function BrandColorCard({ brandColor, canManage }: { brandColor: string | null; canManage: boolean }) {
  const [value, setValue] = useState(brandColor ?? SERVICE_COLOR);
  const [saved, setSaved] = useState(false);
  const save = useActionMutation(setBrandColorAction, { onSuccess: () => setSaved(true) });
  const valid = HEX.test(value);
  const contrast = valid ? contrastWithWhite(value) : 0;
  const readable = contrast >= MIN_CONTRAST_WITH_WHITE;
  const dirty = value.toLowerCase() !== (brandColor ?? SERVICE_COLOR);
  const update = (next: string) => {
    setValue(next);
    setSaved(false);
  };
  return (
    <Card title="Color de marca" description="Se usa en tu página pública de rastreo y en los avisos por correo a tus destinatarios.">
      <form
        className="card-body form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate({ brandColor: value });
        }}
      >
        <div className="field">
          <label htmlFor="brand-color">Color (#RRGGBB)</label>
          <div className="cluster">
            <input
              type="color"
              aria-label="Elegir color de marca"
              value={valid ? value : SERVICE_COLOR}
              disabled={!canManage}
              onChange={(e) => update(e.target.value)}
            />
            <input
              id="brand-color"
              className="input mono"
              value={value}
              maxLength={7}
              disabled={!canManage}
              aria-invalid={!valid || !readable}
              aria-describedby="brand-color-hint"
              onChange={(e) => update(e.target.value.trim())}
            />
          </div>
          <span id="brand-color-hint" className="hint">
            {!valid
              ? 'Escribe el color como #RRGGBB, por ejemplo #0F766E.'
              : readable
                ? `Contraste con texto blanco: ${contrast.toFixed(1)}:1 (mínimo ${MIN_CONTRAST_WITH_WHITE}:1).`
                : `Demasiado claro: contraste ${contrast.toFixed(1)}:1, se necesita al menos ${MIN_CONTRAST_WITH_WHITE}:1. Elige un tono más oscuro.`}
          </span>
        </div>
        <div>
          <span className="btn" style={valid ? { background: value, borderColor: value, color: '#fff' } : undefined} aria-hidden="true">
            Rastrear mi paquete
          </span>
        </div>
        {save.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(save.error)}
          </div>
        )}
        {saved && !dirty && (
          <div className="alert alert-success" role="status">
            Color guardado.
          </div>
        )}
        {canManage && (
          <div className="form-actions">
            {brandColor && (
              <button
                type="button"
                className="btn"
                disabled={save.isPending}
                onClick={() => {
                  setSaved(false);
                  setValue(SERVICE_COLOR);
                  save.mutate({ brandColor: null });
                }}
              >
                Usar el color de Envíos MX
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={!dirty || !valid || !readable || save.isPending}>
              {save.isPending && <span className="spinner" aria-hidden="true" />}
              Guardar color
            </button>
          </div>
        )}
      </form>
    </Card>
  );
}
