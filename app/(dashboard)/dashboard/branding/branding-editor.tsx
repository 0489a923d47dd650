'use client';
// Branding editor: white-label switch + brand name, logo upload (checked here for type and size, and again on
// the server by content), and the sample label preview, refreshed after every change.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { startTransition, useRef, useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { Branding } from '@/lib/branding/schemas';
import { removeLogoAction, setBrandingAction } from './actions';

const ACCEPTED = ['image/png', 'image/jpeg'];

export function BrandingEditor({ branding, organizationName, maxLogoBytes, canManage }: {
  branding: Branding;
  organizationName: string;
  maxLogoBytes: number;
  canManage: boolean;
}) {
  const router = useRouter();
  const [whiteLabel, setWhiteLabel] = useState(branding.whiteLabelEnabled);
  const [brandName, setBrandName] = useState(branding.brandName ?? '');
  const [saved, setSaved] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = useActionMutation(setBrandingAction, { onSuccess: () => setSaved(true) });
  const removeLogo = useActionMutation(removeLogoAction, { onSuccess: () => setConfirmRemove(false) });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('logo', file);
      const res = await fetch('/api/dashboard/branding/logo', { method: 'POST', body: form, credentials: 'same-origin' });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error((body as { error?: string } | null)?.error ?? `Error ${res.status}`);
      return body;
    },
    onSuccess: () => {
      if (fileInput.current) fileInput.current.value = '';
      startTransition(() => router.refresh());
    },
  });

  function onFile(file: File | undefined) {
    setFileError(null);
    upload.reset();
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setFileError('El logotipo debe ser una imagen PNG o JPEG.');
    if (file.size > maxLogoBytes) return setFileError(`El archivo pesa ${(file.size / 1024 / 1024).toFixed(1)} MB; el máximo es 1 MB.`);
    upload.mutate(file);
  }

  const dirty = whiteLabel !== branding.whiteLabelEnabled || brandName.trim() !== (branding.brandName ?? '');
  const previewVersion = encodeURIComponent(`${branding.whiteLabelEnabled}-${branding.brandName ?? ''}-${branding.logoUpdatedAt ?? ''}`);

  return (
    <div className="grid-2" style={{ alignItems: 'start' }}>
      <div style={{ display: 'grid', gap: 16 }}>
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
              <input type="checkbox" role="switch" name="whiteLabel" checked={whiteLabel} disabled={!canManage} onChange={(e) => { setWhiteLabel(e.target.checked); setSaved(false); }} />
              <span>Marca blanca {whiteLabel ? 'activada' : 'desactivada'}</span>
            </label>
            <div className="field">
              <label htmlFor="brand-name">Nombre comercial</label>
              <input id="brand-name" className="input" value={brandName} maxLength={40} disabled={!canManage} placeholder={organizationName}
                onChange={(e) => { setBrandName(e.target.value); setSaved(false); }} />
              <span className="hint">Si lo dejas vacío, la guía usa el nombre de la organización ({organizationName}).</span>
            </div>
            {save.error && <div className="alert alert-error" role="alert">{errorMessage(save.error)}</div>}
            {saved && !dirty && <div className="alert alert-success" role="status">Cambios guardados. La vista previa ya los muestra.</div>}
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

        <Card title="Logotipo" description="PNG o JPEG de hasta 1 MB. Lo ajustamos a la guía y lo imprimimos sobre fondo blanco.">
          <div className="card-body" style={{ display: 'grid', gap: 14 }}>
            <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
              <div className="logo-preview">
                {branding.hasLogo
                  ? <img src={`/api/dashboard/branding/logo?v=${encodeURIComponent(branding.logoUpdatedAt ?? '')}`} alt={`Logotipo de ${branding.effectiveBrandName}`} data-testid="logo-image" />
                  : <span className="muted" style={{ fontSize: '0.85rem' }}>Sin logotipo</span>}
              </div>
              {canManage && (
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  <label className="btn" htmlFor="logo-file">
                    {upload.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="plus" />}
                    {branding.hasLogo ? 'Cambiar logotipo' : 'Subir logotipo'}
                  </label>
                  <input ref={fileInput} id="logo-file" type="file" accept="image/png,image/jpeg" className="visually-hidden"
                    onChange={(e) => onFile(e.target.files?.[0])} data-testid="logo-input" />
                  {branding.hasLogo && <button type="button" className="btn btn-ghost" onClick={() => { removeLogo.reset(); setConfirmRemove(true); }}>Quitar</button>}
                </div>
              )}
            </div>
            {(fileError || upload.error) && <div className="alert alert-error" role="alert">{fileError ?? errorMessage(upload.error)}</div>}
            {upload.isSuccess && <div className="alert alert-success" role="status">Logotipo actualizado.</div>}
          </div>
        </Card>
      </div>

      <Card
        title="Vista previa de la guía"
        description={branding.whiteLabelEnabled ? `Con tu marca: ${branding.effectiveBrandName}` : 'Con la marca de Envíos MX (marca blanca desactivada)'}
        actions={<a className="btn btn-sm" href="/api/dashboard/branding/sample-label?download=1" download><Icon name="download" /> Descargar</a>}
      >
        <div className="card-body">
          <iframe key={previewVersion} className="label-preview" title="Guía de muestra en PDF" src={`/api/dashboard/branding/sample-label?v=${previewVersion}#toolbar=0&view=FitH`} />
        </div>
      </Card>

      <ConfirmDialog
        open={confirmRemove}
        title="¿Quitar el logotipo?"
        confirmLabel="Quitar logotipo"
        pending={removeLogo.isPending}
        error={removeLogo.error ? errorMessage(removeLogo.error) : null}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() => removeLogo.mutate(undefined)}
      >
        <p>Las guías con marca blanca mostrarán solo tu nombre comercial.</p>
      </ConfirmDialog>
    </div>
  );
}
