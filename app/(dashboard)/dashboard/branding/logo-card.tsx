'use client';
// The organization's logo: upload (type and size checked here, and again on the server by content, through
// POST /api/dashboard/branding/logo) and removal after a confirmation.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { startTransition, useRef, useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Card } from '@/app/_components/ui';
import { sendJson } from '@/app/_components/fetch-json';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { Branding } from '@/lib/branding/schemas';
import { removeLogoAction } from './actions';
import styles from './branding.module.css';

const ACCEPTED = ['image/png', 'image/jpeg'];

export function LogoCard({ branding, maxLogoBytes, canManage }: { branding: Branding; maxLogoBytes: number; canManage: boolean }) {
  const router = useRouter();
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const removeLogo = useActionMutation(removeLogoAction, { onSuccess: () => setConfirmRemove(false) });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('logo', file);
      return sendJson<unknown>('/api/dashboard/branding/logo', { method: 'POST', body: form });
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

  return (
    <>
      <Card title="Logotipo" description="PNG o JPEG de hasta 1 MB. Lo ajustamos a la guía y lo imprimimos sobre fondo blanco.">
        <div className={`card-body ${styles.logoBody}`}>
          <div className={styles.logoRow}>
            <div className="logo-preview">
              {branding.hasLogo ? (
                <img
                  src={`/api/dashboard/branding/logo?v=${encodeURIComponent(branding.logoUpdatedAt ?? '')}`}
                  alt={`Logotipo de ${branding.effectiveBrandName}`}
                  data-testid="logo-image"
                />
              ) : (
                <span className="muted text-sm">Sin logotipo</span>
              )}
            </div>
            {canManage && (
              <div className="cluster">
                <label className="btn" htmlFor="logo-file">
                  {upload.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="plus" />}
                  {branding.hasLogo ? 'Cambiar logotipo' : 'Subir logotipo'}
                </label>
                <input
                  ref={fileInput}
                  id="logo-file"
                  type="file"
                  accept="image/png,image/jpeg"
                  className="visually-hidden"
                  onChange={(e) => onFile(e.target.files?.[0])}
                  data-testid="logo-input"
                />
                {branding.hasLogo && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      removeLogo.reset();
                      setConfirmRemove(true);
                    }}
                  >
                    Quitar
                  </button>
                )}
              </div>
            )}
          </div>
          {(fileError || upload.error) && (
            <div className="alert alert-error" role="alert">
              {fileError ?? errorMessage(upload.error)}
            </div>
          )}
          {upload.isSuccess && (
            <div className="alert alert-success" role="status">
              Logotipo actualizado.
            </div>
          )}
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
    </>
  );
}
