'use client';
// Webhooks table: create (then the signing secret is shown), enable/disable with an optimistic switch.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { CopyButton } from '@/app/_components/copy-button';
import { Icon } from '@/app/_components/icons';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatDate } from '@/lib/dashboard/format';
import type { WebhookView } from '@/lib/webhooks/schemas';
import { createWebhookAction, updateWebhookAction } from './actions';
import { WebhookForm } from './webhook-form';

export function WebhooksManager({ webhooks, canManage }: { webhooks: WebhookView[]; canManage: boolean }) {
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const create = useActionMutation(createWebhookAction, {
    gcTime: 0,
    onSuccess: (data) => {
      setCreating(false);
      setCreated(data);
      create.reset();
    },
  });
  const toggle = useActionMutation(updateWebhookAction, {
    onMutate: ({ id, changes }) => setOptimistic((o) => ({ ...o, [id]: Boolean(changes.active) })),
    onError: (_e, { id }) => setOptimistic((o) => { const { [id]: _dropped, ...rest } = o; return rest; }),
  });

  return (
    <>
      {created && (
        <section className="card" aria-labelledby="wh-created-title" style={{ borderColor: '#99f6e4' }}>
          <div className="card-body" style={{ display: 'grid', gap: 12 }}>
            <div>
              <h2 id="wh-created-title">Webhook creado</h2>
              <p className="muted" style={{ marginTop: 4 }}>
                Este es su secreto de firma: úsalo para verificar <code>X-Service-Signature</code>. Podrás volver a verlo o rotarlo desde el detalle del webhook.
              </p>
            </div>
            <div className="secret-box">
              <code data-testid="webhook-secret">{created.secret}</code>
              <CopyButton value={created.secret} label="Copiar secreto" />
            </div>
            <div className="form-actions">
              <Link href={`/dashboard/webhooks/${created.id}`} className="btn">Ver detalle</Link>
              <button type="button" className="btn btn-primary" onClick={() => setCreated(null)}>Listo</button>
            </div>
          </div>
        </section>
      )}
      <Card
        title="Tus webhooks"
        description={`${webhooks.length} configurados`}
        actions={canManage && (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Icon name="plus" /> Nuevo webhook
          </button>
        )}
      >
        {webhooks.length === 0 ? (
          <EmptyState icon="webhook" title="Sin webhooks" action={canManage && <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>Crear un webhook</button>}>
            Recibe en tu servidor cada pedido creado, recolectado, en tránsito, entregado o cancelado, sin consultar la API.
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="webhooks-table">
              <thead>
                <tr><th>Nombre</th><th>URL</th><th className="hide-sm">Eventos</th><th className="hide-sm">Creado</th><th>Activo</th></tr>
              </thead>
              <tbody>
                {webhooks.map((w) => {
                  const active = optimistic[w.id] ?? w.active;
                  return (
                    <tr key={w.id}>
                      <td><Link href={`/dashboard/webhooks/${w.id}`} style={{ fontWeight: 550 }}>{w.name}</Link></td>
                      <td style={{ maxWidth: 320, overflowWrap: 'anywhere' }}><code>{w.url}</code></td>
                      <td className="hide-sm">{w.events.map((e) => <span key={e} className="chip">{e}</span>)}</td>
                      <td className="hide-sm muted nowrap">{formatDate(w.createdAt)}</td>
                      <td>
                        <label className="switch">
                          <input
                            type="checkbox"
                            role="switch"
                            checked={active}
                            disabled={!canManage || (toggle.isPending && toggle.variables?.id === w.id)}
                            aria-label={`${active ? 'Desactivar' : 'Activar'} ${w.name}`}
                            onChange={(e) => toggle.mutate({ id: w.id, changes: { active: e.target.checked } })}
                          />
                        </label>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {toggle.error && <div className="card-footer"><span className="field-error" role="alert">{errorMessage(toggle.error)}</span></div>}
      </Card>
      <Modal open={creating} title="Nuevo webhook" wide onClose={() => { setCreating(false); create.reset(); router.refresh(); }}>
        <WebhookForm
          submitLabel="Crear webhook"
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => { setCreating(false); create.reset(); }}
        />
      </Modal>
    </>
  );
}
