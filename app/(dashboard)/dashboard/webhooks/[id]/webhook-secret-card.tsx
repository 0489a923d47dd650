'use client';
// The signing secret of a webhook: hidden until an admin reveals it, and rotated after a confirmation. The
// revealed secret lives only in this component's state (the mutations run with gcTime 0 and are reset).
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { CopyButton } from '@/app/_components/copy-button';
import { Icon } from '@/app/_components/icons';
import { Card } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { revealWebhookSecretAction, rotateWebhookSecretAction } from '../actions';

export function WebhookSecretCard({ webhookId, canManage, onNotice }: { webhookId: string; canManage: boolean; onNotice: (notice: string) => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const reveal = useActionMutation(revealWebhookSecretAction, { refresh: false, gcTime: 0, onSuccess: (r) => { setSecret(r.secret); reveal.reset(); } });
  const rotate = useActionMutation(rotateWebhookSecretAction, {
    refresh: false,
    gcTime: 0,
    onSuccess: (r) => {
      setSecret(r.secret);
      setConfirmRotate(false);
      onNotice('Secreto rotado: actualiza tu receptor, las próximas entregas se firman con el nuevo.');
      rotate.reset();
    },
  });
  return (
    <>
      <Card title="Secreto de firma" description="Verifica X-Service-Signature: HMAC-SHA256 del cuerpo con este secreto, en hexadecimal.">
        <div className="card-body stack">
          {secret ? (
            <div className="secret-box">
              <code data-testid="webhook-secret-value">{secret}</code>
              <CopyButton value={secret} label="Copiar" />
            </div>
          ) : (
            <div className="secret-box"><code aria-label="Secreto oculto">whsec_••••••••••••••••••••••••••••••••</code></div>
          )}
          {canManage ? (
            <div className="cluster">
              {secret ? (
                <button type="button" className="btn" onClick={() => setSecret(null)}>Ocultar</button>
              ) : (
                <button type="button" className="btn" onClick={() => reveal.mutate(webhookId)} disabled={reveal.isPending}><Icon name="eye" /> Mostrar secreto</button>
              )}
              <button type="button" className="btn" onClick={() => { rotate.reset(); setConfirmRotate(true); }}><Icon name="refresh" /> Rotar secreto</button>
            </div>
          ) : (
            <p className="muted">Solo administradores y propietarios pueden ver o rotar el secreto.</p>
          )}
          {reveal.error && <span className="field-error" role="alert">{errorMessage(reveal.error)}</span>}
        </div>
      </Card>
      <ConfirmDialog
        open={confirmRotate}
        title="¿Rotar el secreto?"
        confirmLabel="Rotar secreto"
        pending={rotate.isPending}
        error={rotate.error ? errorMessage(rotate.error) : null}
        onClose={() => setConfirmRotate(false)}
        onConfirm={() => rotate.mutate(webhookId)}
      >
        <p>El secreto actual deja de usarse de inmediato. Las entregas que tu receptor rechace mientras lo actualizas podrás reenviarlas desde el registro.</p>
      </ConfirmDialog>
    </>
  );
}
