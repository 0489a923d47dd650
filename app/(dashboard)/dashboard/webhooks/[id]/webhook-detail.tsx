'use client';
// Webhook detail: edit, enable/disable, reveal/rotate the secret, send a test event, delete, and the
// delivery log — polled every 2 s while the page is open (react-query), with redelivery of failed ones.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import { ConfirmDialog, Modal } from '@/app/_components/confirm-dialog';
import { CopyButton } from '@/app/_components/copy-button';
import { fetchJson } from '@/app/_components/fetch-json';
import { Icon } from '@/app/_components/icons';
import { Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatDateTime, formatTime } from '@/lib/dashboard/format';
import type { WebhookView } from '@/lib/webhooks/schemas';
import {
  deleteWebhookAction, redeliverAction, revealWebhookSecretAction, rotateWebhookSecretAction, sendTestEventAction, updateWebhookAction,
} from '../actions';
import { WebhookForm } from '../webhook-form';

type Attempt = {
  id: string;
  deliveryId: string;
  eventId: string;
  event: string;
  attemptNumber: number;
  attemptedAt: string;
  statusCode: number | null;
  responseTimeMs: number;
  error: string | null;
  payload: unknown;
  responseBody: string | null;
  deliveryState: 'pending' | 'succeeded' | 'failed' | 'cancelled';
};
type AttemptPage = { data: Attempt[]; nextCursor: string | null };

const deliveryBadge = {
  pending: { tone: 'blue', label: 'En curso' },
  succeeded: { tone: 'green', label: 'Entregada' },
  failed: { tone: 'red', label: 'Fallida' },
  cancelled: { tone: 'gray', label: 'Cancelada' },
} as const;

export function WebhookDetail({ webhook, initialAttempts, canManage }: { webhook: WebhookView; initialAttempts: AttemptPage; canManage: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'rotate' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cursors, setCursors] = useState<string[]>([]); // cursor stack of the pages before the current one
  const [cursor, setCursor] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const logKey = ['webhook-deliveries', webhook.id, cursor];

  const log = useQuery({
    queryKey: logKey,
    queryFn: () => fetchJson<AttemptPage>(`/api/dashboard/webhooks/${webhook.id}/deliveries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
    initialData: cursor === null ? initialAttempts : undefined,
    placeholderData: keepPreviousData,
    // Only the first page changes as new attempts arrive.
    refetchInterval: cursor === null ? 2_000 : false,
    refetchIntervalInBackground: false,
  });
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', webhook.id] });

  const update = useActionMutation(updateWebhookAction, { onSuccess: () => setDialog(null) });
  const remove = useActionMutation(deleteWebhookAction, { refresh: false, onSuccess: () => router.replace('/dashboard/webhooks') });
  const reveal = useActionMutation(revealWebhookSecretAction, { refresh: false, gcTime: 0, onSuccess: (r) => { setSecret(r.secret); reveal.reset(); } });
  const rotate = useActionMutation(rotateWebhookSecretAction, { refresh: false, gcTime: 0, onSuccess: (r) => { setSecret(r.secret); setDialog(null); setNotice('Secreto rotado: actualiza tu receptor, las próximas entregas se firman con el nuevo.'); rotate.reset(); } });
  const test = useActionMutation(sendTestEventAction, { refresh: false, onSuccess: () => { setNotice('Evento de prueba en camino: aparecerá en el registro en unos segundos.'); refreshLog(); } });
  const redeliver = useActionMutation(redeliverAction, { refresh: false, onSuccess: () => { setNotice('Reenvío programado.'); refreshLog(); } });

  const [activeOptimistic, setActiveOptimistic] = useState<boolean | null>(null);
  const active = activeOptimistic ?? webhook.active;
  const toggle = useActionMutation(updateWebhookAction, {
    onMutate: ({ changes }) => setActiveOptimistic(Boolean(changes.active)),
    onError: () => setActiveOptimistic(null),
    onSettled: () => setTimeout(() => setActiveOptimistic(null), 0),
  });

  const rows = log.data?.data ?? [];
  // Redelivery is offered once per delivery, on its newest attempt.
  const newestAttemptIds = new Set<string>();
  const seenDeliveries = new Set<string>();
  for (const a of rows) {
    if (!seenDeliveries.has(a.deliveryId)) {
      seenDeliveries.add(a.deliveryId);
      newestAttemptIds.add(a.id);
    }
  }
  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/webhooks', label: 'Webhooks' }}
        title={<span style={{ display: 'inline-flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>{webhook.name}<Badge tone={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Inactivo'}</Badge></span>}
        description={<code style={{ overflowWrap: 'anywhere' }}>{webhook.url}</code>}
        actions={canManage && (
          <>
            <button type="button" className="btn" onClick={() => test.mutate(webhook.id)} disabled={test.isPending || !active} title={active ? undefined : 'Activa el webhook para enviar una prueba'}>
              {test.isPending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />} Enviar evento de prueba
            </button>
            <button type="button" className="btn" onClick={() => { update.reset(); setDialog('edit'); }}>Editar</button>
            <button type="button" className="btn btn-danger" onClick={() => { remove.reset(); setDialog('delete'); }}>Eliminar</button>
          </>
        )}
      />
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      {(test.error || redeliver.error || toggle.error) && (
        <div className="alert alert-error" role="alert">{errorMessage(test.error ?? redeliver.error ?? toggle.error)}</div>
      )}

      <div className="grid-2" style={{ alignItems: 'start' }}>
        <Card title="Configuración">
          <div className="card-body">
            <dl className="dl">
              <dt>Estado</dt>
              <dd>
                <label className="switch">
                  <input type="checkbox" role="switch" checked={active} disabled={!canManage || toggle.isPending}
                    onChange={(e) => toggle.mutate({ id: webhook.id, changes: { active: e.target.checked } })} />
                  <span>{active ? 'Activo: recibe eventos' : 'Inactivo: no recibe eventos'}</span>
                </label>
              </dd>
              <dt>Eventos</dt>
              <dd>{webhook.events.map((e) => <span key={e} className="chip">{e}</span>)}</dd>
              <dt>Creado</dt><dd>{formatDateTime(webhook.createdAt)}</dd>
              <dt>Actualizado</dt><dd>{formatDateTime(webhook.updatedAt)}</dd>
            </dl>
          </div>
        </Card>
        <Card title="Secreto de firma" description="Verifica X-Service-Signature: HMAC-SHA256 del cuerpo con este secreto, en hexadecimal.">
          <div className="card-body" style={{ display: 'grid', gap: 12 }}>
            {secret ? (
              <div className="secret-box">
                <code data-testid="webhook-secret-value">{secret}</code>
                <CopyButton value={secret} label="Copiar" />
              </div>
            ) : (
              <div className="secret-box"><code aria-label="Secreto oculto">whsec_••••••••••••••••••••••••••••••••</code></div>
            )}
            {canManage ? (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {secret ? (
                  <button type="button" className="btn" onClick={() => setSecret(null)}>Ocultar</button>
                ) : (
                  <button type="button" className="btn" onClick={() => reveal.mutate(webhook.id)} disabled={reveal.isPending}><Icon name="eye" /> Mostrar secreto</button>
                )}
                <button type="button" className="btn" onClick={() => { rotate.reset(); setDialog('rotate'); }}><Icon name="refresh" /> Rotar secreto</button>
              </div>
            ) : (
              <p className="muted">Solo administradores y propietarios pueden ver o rotar el secreto.</p>
            )}
            {reveal.error && <span className="field-error" role="alert">{errorMessage(reveal.error)}</span>}
          </div>
        </Card>
      </div>

      <Card
        title="Registro de entregas"
        description="Cada intento: hora, código HTTP, tiempo de respuesta y payload. Se actualiza solo mientras esta página está abierta."
        actions={<span className="muted" style={{ fontSize: '0.8rem', display: 'inline-flex', gap: 6, alignItems: 'center' }}>{log.isFetching && <span className="spinner" aria-hidden="true" />}En vivo</span>}
      >
        {log.isError && <div className="card-body"><div className="alert alert-error" role="alert">{errorMessage(log.error)}</div></div>}
        {rows.length === 0 ? (
          <EmptyState icon="webhook" title="Todavía no hay entregas">
            Envía un evento de prueba o crea y mueve un pedido: cada intento aparecerá aquí en segundos.
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="deliveries-table">
              <thead>
                <tr><th>Hora</th><th>Evento</th><th className="num">Intento</th><th>Respuesta</th><th className="num hide-sm">Tiempo</th><th>Entrega</th><th><span className="visually-hidden">Acciones</span></th></tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <Fragment key={a.id}>
                    <tr data-event={a.event}>
                      <td className="nowrap" title={formatDateTime(a.attemptedAt)}>{formatTime(a.attemptedAt)}</td>
                      <td><code>{a.event}</code></td>
                      <td className="num">{a.attemptNumber}</td>
                      <td>
                        {a.statusCode !== null
                          ? <Badge tone={a.statusCode < 300 ? 'green' : a.statusCode < 500 ? 'amber' : 'red'}>HTTP {a.statusCode}</Badge>
                          : <Badge tone="red">{a.error ? 'Sin respuesta' : 'Error'}</Badge>}
                      </td>
                      <td className="num hide-sm">{a.responseTimeMs} ms</td>
                      <td><Badge tone={deliveryBadge[a.deliveryState].tone}>{deliveryBadge[a.deliveryState].label}</Badge></td>
                      <td>
                        <div className="row-actions">
                          <button type="button" className="btn btn-sm btn-ghost" aria-expanded={expanded === a.id} onClick={() => setExpanded(expanded === a.id ? null : a.id)}>
                            {expanded === a.id ? 'Ocultar' : 'Payload'}
                          </button>
                          {canManage && newestAttemptIds.has(a.id) && (a.deliveryState === 'failed' || a.deliveryState === 'cancelled') && (
                            <button type="button" className="btn btn-sm" disabled={redeliver.isPending} onClick={() => redeliver.mutate({ webhookId: webhook.id, deliveryId: a.deliveryId })}>
                              Reenviar
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                    {expanded === a.id && (
                      <tr>
                        <td colSpan={7} style={{ background: '#f8fafc' }}>
                          <div style={{ display: 'grid', gap: 8 }}>
                            <div className="muted" style={{ fontSize: '0.82rem' }}>Evento <code>{a.eventId}</code>{a.error ? ` · ${a.error}` : ''}</div>
                            <pre className="payload">{JSON.stringify(a.payload, null, 2)}</pre>
                            {a.responseBody && (<><div className="muted" style={{ fontSize: '0.82rem' }}>Respuesta del receptor</div><pre className="payload">{a.responseBody}</pre></>)}
                          </div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {(cursors.length > 0 || log.data?.nextCursor) && (
          <nav className="card-footer" aria-label="Paginación del registro">
            <span className="muted">Página {cursors.length + 1}</span>
            <div className="pager">
              <button type="button" className="btn btn-sm" disabled={cursors.length === 0} onClick={() => { const prev = [...cursors]; const c = prev.pop() ?? null; setCursors(prev); setCursor(c || null); }}>← Más recientes</button>
              <button type="button" className="btn btn-sm" disabled={!log.data?.nextCursor} onClick={() => { setCursors([...cursors, cursor ?? '']); setCursor(log.data!.nextCursor); }}>Más antiguas →</button>
            </div>
          </nav>
        )}
      </Card>

      <Modal open={dialog === 'edit'} title="Editar webhook" wide onClose={() => setDialog(null)}>
        <WebhookForm
          initial={{ name: webhook.name, url: webhook.url, events: webhook.events }}
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
        <p><strong>{webhook.name}</strong> dejará de recibir eventos y las entregas pendientes se cancelan. No se puede deshacer.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'rotate'}
        title="¿Rotar el secreto?"
        confirmLabel="Rotar secreto"
        pending={rotate.isPending}
        error={rotate.error ? errorMessage(rotate.error) : null}
        onClose={() => setDialog(null)}
        onConfirm={() => rotate.mutate(webhook.id)}
      >
        <p>El secreto actual deja de usarse de inmediato. Las entregas que tu receptor rechace mientras lo actualizas podrás reenviarlas desde el registro.</p>
      </ConfirmDialog>
    </>
  );
}
