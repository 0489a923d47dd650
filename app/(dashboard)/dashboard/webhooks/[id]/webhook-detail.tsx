'use client';
// Webhook detail: edit, enable/disable, send a test event, delete; the signing secret (webhook-secret-card.tsx)
// and the delivery log with redelivery of failed deliveries (delivery-log.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog, Modal } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Badge, PageHeader } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { WebhookView } from '@/lib/webhooks/schemas';
import { deleteWebhookAction, redeliverAction, sendTestEventAction, updateWebhookAction } from '../actions';
import { WebhookForm } from '../webhook-form';
import type { RecoveryView } from '@/lib/webhooks/recovery-schemas';
import { DeliveryLog, deliveryLogKey, type AttemptPage } from './delivery-log';
import type { LogOrder } from './delivery-log-filters';
import { DisabledBanner } from './disabled-banner';
import { RecoveryCard } from './recovery-card';
import { WebhookSecretCard } from './webhook-secret-card';
import { WebhookSettingsCard } from './webhook-settings-card';

export function WebhookDetail({
  webhook,
  initialAttempts,
  logOrder,
  initialRecovery,
  canManage,
}: {
  webhook: WebhookView;
  initialAttempts: AttemptPage;
  /** the order the page was opened for (?pedido=), or why it names none */
  logOrder: { order: LogOrder | null; problem: string | null };
  initialRecovery: RecoveryView | null;
  canManage: boolean;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: deliveryLogKey(webhook.id) });

  const update = useActionMutation(updateWebhookAction, { onSuccess: () => setDialog(null) });
  const remove = useActionMutation(deleteWebhookAction, { refresh: false, onSuccess: () => router.replace('/dashboard/webhooks') });
  const test = useActionMutation(sendTestEventAction, {
    refresh: false,
    onSuccess: () => {
      setNotice('Evento de prueba en camino: aparecerá en el registro en unos segundos.');
      void refreshLog();
    },
  });
  const redeliver = useActionMutation(redeliverAction, {
    refresh: false,
    onSuccess: () => {
      setNotice('Reenvío programado.');
      void refreshLog();
    },
  });

  const [activeOptimistic, setActiveOptimistic] = useState<boolean | null>(null);
  const active = activeOptimistic ?? webhook.active;
  const toggle = useActionMutation(updateWebhookAction, {
    onMutate: ({ changes }) => setActiveOptimistic(Boolean(changes.active)),
    onError: () => setActiveOptimistic(null),
    onSettled: () => setTimeout(() => setActiveOptimistic(null), 0),
  });

  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/webhooks', label: 'Webhooks' }}
        title={
          <span className="inline-title">
            {webhook.name}
            <Badge tone={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Inactivo'}</Badge>
          </span>
        }
        description={<code className="wrap-anywhere">{webhook.url}</code>}
        actions={
          canManage && (
            <>
              <button
                type="button"
                className="btn"
                onClick={() => test.mutate(webhook.id)}
                disabled={test.isPending || !active}
                title={active ? undefined : 'Activa el webhook para enviar una prueba'}
              >
                {test.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />} Enviar evento de prueba
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  update.reset();
                  setDialog('edit');
                }}
              >
                Editar
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  remove.reset();
                  setDialog('delete');
                }}
              >
                Eliminar
              </button>
            </>
          )
        }
      />
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <DisabledBanner
        webhook={webhook}
        active={active}
        canManage={canManage}
        pending={toggle.isPending}
        onEnable={() => toggle.mutate({ id: webhook.id, changes: { active: true } })}
      />
      {(test.error || redeliver.error || toggle.error) && (
        <div className="alert alert-error" role="alert">
          {errorMessage(test.error ?? redeliver.error ?? toggle.error)}
        </div>
      )}

      <div className="grid-2 align-start">
        <WebhookSettingsCard
          webhook={webhook}
          active={active}
          canToggle={canManage && !toggle.isPending}
          onToggle={(checked) => toggle.mutate({ id: webhook.id, changes: { active: checked } })}
        />
        <WebhookSecretCard webhookId={webhook.id} canManage={canManage} onNotice={setNotice} />
      </div>

      <RecoveryCard webhookId={webhook.id} active={active} canManage={canManage} initialRecovery={initialRecovery} />

      <DeliveryLog
        webhookId={webhook.id}
        initialAttempts={initialAttempts}
        initialOrder={logOrder.order}
        orderProblem={logOrder.problem}
        canManage={canManage}
        redeliverPending={redeliver.isPending}
        onRedeliver={(deliveryId) => redeliver.mutate({ webhookId: webhook.id, deliveryId })}
      />

      <Modal open={dialog === 'edit'} title="Editar webhook" wide onClose={() => setDialog(null)}>
        <WebhookForm
          initial={{ name: webhook.name, url: webhook.url, events: webhook.events, retrySchedule: webhook.retrySchedule }}
          submitLabel="Guardar cambios"
          pending={update.isPending}
          error={update.error}
          onSubmit={(values) => update.mutate({ id: webhook.id, changes: values })}
          onCancel={() => setDialog(null)}
        />
      </Modal>
      <ConfirmDialog
        open={dialog === 'delete'}
        title="¿Eliminar este webhook?"
        confirmLabel="Eliminar webhook"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate(webhook.id)}
      >
        <p>
          <strong>{webhook.name}</strong> dejará de recibir eventos y las entregas pendientes se cancelan. No se puede deshacer.
        </p>
      </ConfirmDialog>
    </>
  );
}
