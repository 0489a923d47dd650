'use client';
// Webhooks table: create (then the signing secret is shown), enable/disable with an optimistic switch.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { SecretPanel } from '@/app/_components/secret-panel';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { WebhookView } from '@/lib/webhooks/schemas';
import { createWebhookAction, updateWebhookAction } from './actions';
import { WebhookForm } from './webhook-form';
import { WebhooksTable } from './webhooks-table';

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
    onError: (_e, { id }) =>
      setOptimistic((o) => {
        const { [id]: _dropped, ...rest } = o;
        return rest;
      }),
  });

  return (
    <>
      {created && (
        <SecretPanel
          titleId="wh-created-title"
          title="Webhook creado"
          intro={
            <>
              Este es su secreto de firma: úsalo para verificar <code>X-Service-Signature</code>. Podrás volver a verlo o rotarlo desde el
              detalle del webhook.
            </>
          }
          value={created.secret}
          valueTestId="webhook-secret"
          copyLabel="Copiar secreto"
          actions={
            <>
              <Link href={`/dashboard/webhooks/${created.id}`} className="btn">
                Ver detalle
              </Link>
              <button type="button" className="btn btn-primary" onClick={() => setCreated(null)}>
                Listo
              </button>
            </>
          }
        />
      )}
      <Card
        title="Tus webhooks"
        description={`${webhooks.length} configurados`}
        actions={
          canManage && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <Icon name="plus" /> Nuevo webhook
            </button>
          )
        }
      >
        {webhooks.length === 0 ? (
          <EmptyState
            icon="webhook"
            title="Sin webhooks"
            action={
              canManage && (
                <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                  Crear un webhook
                </button>
              )
            }
          >
            Recibe en tu servidor cada pedido creado, recolectado, en tránsito, entregado o cancelado, sin consultar la API.
          </EmptyState>
        ) : (
          <WebhooksTable
            webhooks={webhooks}
            canManage={canManage}
            isActive={(w) => optimistic[w.id] ?? w.active}
            isPending={(id) => toggle.isPending && toggle.variables?.id === id}
            onToggle={(id, active) => toggle.mutate({ id, changes: { active } })}
          />
        )}
        {toggle.error && (
          <div className="card-footer">
            <span className="field-error" role="alert">
              {errorMessage(toggle.error)}
            </span>
          </div>
        )}
      </Card>
      <Modal
        open={creating}
        title="Nuevo webhook"
        wide
        onClose={() => {
          setCreating(false);
          create.reset();
          router.refresh();
        }}
      >
        <WebhookForm
          submitLabel="Crear webhook"
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => {
            setCreating(false);
            create.reset();
          }}
        />
      </Modal>
    </>
  );
}
