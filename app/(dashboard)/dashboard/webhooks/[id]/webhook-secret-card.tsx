'use client';
// The signing secret of a webhook: hidden until an admin reveals it, and rotated after a confirmation that chooses
// how long the secret replaced keeps signing (a grace: ahora, 1 hora, 24 horas, 7 días). The revealed secret lives
// only in this component's state (the mutations run with gcTime 0 and are reset); a previous secret is never shown.
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { CopyButton } from '@/app/_components/copy-button';
import { Icon } from '@/app/_components/icons';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { revealWebhookSecretAction, rotateWebhookSecretAction } from '../actions';

const graces = [
  { seconds: 0, label: 'Ahora' },
  { seconds: 3_600, label: 'En 1 hora' },
  { seconds: 86_400, label: 'En 24 horas' },
  { seconds: 604_800, label: 'En 7 días' },
] as const;

type Revealed = { secret: string; previousSecretExpiresAt: string | null };

export function WebhookSecretCard({
  webhookId,
  canManage,
  onNotice,
}: {
  webhookId: string;
  canManage: boolean;
  onNotice: (notice: string) => void;
}) {
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [graceSeconds, setGraceSeconds] = useState(0);
  const reveal = useActionMutation(revealWebhookSecretAction, {
    refresh: false,
    gcTime: 0,
    onSuccess: (r) => {
      setRevealed(r);
      reveal.reset();
    },
  });
  const rotate = useActionMutation(rotateWebhookSecretAction, {
    refresh: false,
    gcTime: 0,
    onSuccess: (r) => {
      setRevealed(r);
      setConfirmRotate(false);
      onNotice(
        r.previousSecretExpiresAt
          ? `Secreto rotado: hasta el ${formatDateTime(r.previousSecretExpiresAt)}, las entregas llevan la firma del nuevo y también la del anterior. Actualiza tu receptor antes de esa fecha.`
          : 'Secreto rotado: actualiza tu receptor, las próximas entregas se firman con el nuevo.',
      );
      rotate.reset();
    },
  });
  const secret = revealed?.secret ?? null;
  return (
    <>
      <Card
        title="Secreto de firma"
        description="Verifica webhook-signature (Standard Webhooks) o X-Service-Signature (HMAC-SHA256 del cuerpo, en hexadecimal) con este secreto."
      >
        <div className="card-body stack">
          {secret ? (
            <div className="secret-box">
              <code data-testid="webhook-secret-value">{secret}</code>
              <CopyButton value={secret} label="Copiar" />
            </div>
          ) : (
            <div className="secret-box">
              <code aria-label="Secreto oculto">whsec_••••••••••••••••••••••••••••••••</code>
            </div>
          )}
          {revealed?.previousSecretExpiresAt && (
            <p className="muted" data-testid="webhook-secret-grace">
              Hasta el {formatDateTime(revealed.previousSecretExpiresAt)}, el secreto anterior también firma las entregas.
            </p>
          )}
          {canManage ? (
            <div className="cluster">
              {secret ? (
                <button type="button" className="btn" onClick={() => setRevealed(null)}>
                  Ocultar
                </button>
              ) : (
                <button type="button" className="btn" onClick={() => reveal.mutate(webhookId)} disabled={reveal.isPending}>
                  <Icon name="eye" /> Mostrar secreto
                </button>
              )}
              <button
                type="button"
                className="btn"
                onClick={() => {
                  rotate.reset();
                  setGraceSeconds(0);
                  setConfirmRotate(true);
                }}
              >
                <Icon name="refresh" /> Rotar secreto
              </button>
            </div>
          ) : (
            <p className="muted">Ver o rotar el secreto es de propietarios, administradores y desarrolladores.</p>
          )}
          {reveal.error && (
            <span className="field-error" role="alert">
              {errorMessage(reveal.error)}
            </span>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirmRotate}
        title="¿Rotar el secreto?"
        confirmLabel="Rotar secreto"
        pending={rotate.isPending}
        error={rotate.error ? errorMessage(rotate.error) : null}
        onClose={() => setConfirmRotate(false)}
        onConfirm={() => rotate.mutate({ id: webhookId, expiresInSeconds: graceSeconds })}
      >
        <p>
          Las entregas se firman con el secreto nuevo desde ahora. Durante el plazo que elijas, también llevan la firma del secreto actual
          en webhook-signature, para que actualices tu receptor sin rechazar entregas.
        </p>
        <fieldset className="field">
          <legend className="field-label">El secreto actual deja de firmar</legend>
          <div className="checkbox-grid">
            {graces.map((grace) => (
              <label key={grace.seconds} className="checkbox-row">
                <input
                  type="radio"
                  name="webhook-secret-grace"
                  value={grace.seconds}
                  checked={graceSeconds === grace.seconds}
                  onChange={() => setGraceSeconds(grace.seconds)}
                />
                <span>{grace.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="muted">
          X-Service-Signature usa solo el secreto nuevo. Lo que tu receptor rechace podrás reenviarlo desde el registro.
        </p>
      </ConfirmDialog>
    </>
  );
}
