'use client';
// API keys table with create (the key is kept only in this component's state: shown once) and revoke.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, Modal } from '@/app/_components/confirm-dialog';
import { CopyButton } from '@/app/_components/copy-button';
import { fetchJson } from '@/app/_components/fetch-json';
import { Icon } from '@/app/_components/icons';
import { Badge, Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { ApiKeyRow, ApiKeyState } from '@/lib/dashboard/api-keys';
import { formatCount, formatDate, formatDateTime, isoDay } from '@/lib/dashboard/format';
import { createApiKeyAction, revokeApiKeyAction } from './actions';

const stateBadge: Record<ApiKeyState, { tone: 'green' | 'gray' | 'amber'; label: string }> = {
  active: { tone: 'green', label: 'Activa' },
  expired: { tone: 'amber', label: 'Expirada' },
  revoked: { tone: 'gray', label: 'Revocada' },
};

const QUERY_KEY = ['api-keys'];

export function ApiKeysManager({ initialKeys, canManage, scopes }: {
  initialKeys: ApiKeyRow[];
  canManage: boolean;
  scopes: { value: string; label: string }[];
}) {
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => fetchJson<{ data: ApiKeyRow[] }>('/api/dashboard/api-keys').then((r) => r.data),
    initialData: initialKeys,
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);

  const revoke = useActionMutation(revokeApiKeyAction, {
    refresh: false,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEY });
      const previous = queryClient.getQueryData<ApiKeyRow[]>(QUERY_KEY);
      queryClient.setQueryData<ApiKeyRow[]>(QUERY_KEY, (rows) =>
        rows?.map((k) => (k.id === id ? { ...k, state: 'revoked', revokedAt: new Date().toISOString() } : k)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      const previous = (context as { previous?: ApiKeyRow[] } | undefined)?.previous;
      if (previous) queryClient.setQueryData(QUERY_KEY, previous);
    },
    onSuccess: () => setRevoking(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });

  const rows = keys.data;
  return (
    <>
      {created && (
        <section className="card" aria-labelledby="new-key-title" data-testid="new-key-panel" style={{ borderColor: '#99f6e4' }}>
          <div className="card-body" style={{ display: 'grid', gap: 12 }}>
            <div>
              <h2 id="new-key-title">Tu nueva clave «{created.name}»</h2>
              <p className="muted" style={{ marginTop: 4 }}>
                Cópiala ahora: es la única vez que se muestra. Solo guardamos su huella (SHA-256); si la pierdes, revócala y crea otra.
              </p>
            </div>
            <div className="secret-box">
              <code data-testid="new-key-value">{created.key}</code>
              <CopyButton value={created.key} />
            </div>
            <div className="form-actions">
              <button type="button" className="btn btn-primary" onClick={() => setCreated(null)}>Ya la guardé</button>
            </div>
          </div>
        </section>
      )}

      <Card
        title="Claves"
        description={`${rows.filter((k) => k.state === 'active').length} activas de ${rows.length}`}
        actions={
          canManage && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <Icon name="plus" /> Nueva clave
            </button>
          )
        }
      >
        {rows.length === 0 ? (
          <EmptyState icon="key" title="Aún no tienes claves de API" action={canManage && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>Crear mi primera clave</button>
          )}>
            Crea una clave para llamar a la API desde tu sistema. Elige solo los permisos que necesites.
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="api-keys-table">
              <thead>
                <tr>
                  <th>Nombre</th>
                  <th>Clave</th>
                  <th>Permisos</th>
                  <th className="hide-sm">Creada</th>
                  <th>Último uso</th>
                  <th className="num">Usos</th>
                  <th className="hide-sm">Expira</th>
                  <th>Estado</th>
                  {canManage && <th><span className="visually-hidden">Acciones</span></th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((k) => (
                  <tr key={k.id} data-key-id={k.id}>
                    <td style={{ fontWeight: 550 }}>{k.name}</td>
                    <td className="nowrap"><code>{k.displayPrefix}…</code></td>
                    <td>{k.scopes.map((s) => <span key={s} className="chip">{s}</span>)}</td>
                    <td className="nowrap muted hide-sm">{formatDate(k.createdAt)}</td>
                    <td className="nowrap muted">{formatDateTime(k.lastUsedAt, 'Nunca')}</td>
                    <td className="num">{formatCount(k.usageCount)}</td>
                    <td className="nowrap muted hide-sm">{formatDate(k.expiresAt, 'No expira')}</td>
                    <td><span className={`badge badge-${stateBadge[k.state].tone}`}>{stateBadge[k.state].label}</span></td>
                    {canManage && (
                      <td>
                        <div className="row-actions">
                          {k.state !== 'revoked' && (
                            <button type="button" className="btn btn-sm" onClick={() => { revoke.reset(); setRevoking(k); }} aria-label={`Revocar la clave ${k.name}`}>
                              Revocar
                            </button>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {!canManage && <p className="muted">Solo los administradores y propietarios de la organización pueden crear o revocar claves.</p>}

      <CreateKeyModal
        open={creating}
        scopes={scopes}
        onClose={() => setCreating(false)}
        onCreated={(value) => {
          setCreating(false);
          setCreated(value);
          queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }}
      />

      <ConfirmDialog
        open={revoking !== null}
        title="¿Revocar esta clave?"
        confirmLabel="Revocar clave"
        pending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>
          La clave <strong>{revoking?.name}</strong> (<code>{revoking?.displayPrefix}…</code>) dejará de funcionar de inmediato y las
          solicitudes que la usen recibirán 401. Esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
    </>
  );
}

function CreateKeyModal({ open, scopes, onClose, onCreated }: {
  open: boolean;
  scopes: { value: string; label: string }[];
  onClose: () => void;
  onCreated: (value: { name: string; key: string }) => void;
}) {
  // gcTime 0 + reset: the full key does not linger in react-query's cache once handed to the parent.
  const create = useActionMutation(createApiKeyAction, {
    refresh: false,
    gcTime: 0,
    onSuccess: (data) => {
      onCreated(data);
      create.reset();
    },
  });
  const tomorrow = isoDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
  return (
    <Modal open={open} title="Nueva clave de API" onClose={() => { create.reset(); onClose(); }} wide>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          create.mutate({
            name: String(form.get('name') ?? ''),
            scopes: form.getAll('scopes').map(String) as never,
            expiresOn: String(form.get('expiresOn') ?? '') || null,
          });
        }}
      >
        <div className="dialog-body form-grid" style={{ paddingTop: 4 }}>
          <div className="field">
            <label htmlFor="key-name">Nombre</label>
            <input id="key-name" name="name" className="input" required maxLength={100} placeholder="Ej. Tienda en línea (producción)" autoFocus />
          </div>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="field-label" style={{ marginBottom: 6 }}>Permisos</legend>
            <div className="checkbox-grid">
              {scopes.map((s) => (
                <label key={s.value} className="checkbox-row">
                  <input type="checkbox" name="scopes" value={s.value} />
                  <span>
                    <span className="title">{s.value}</span>
                    <br />
                    <span className="desc">{s.label}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="key-expires">Expira (opcional)</label>
            <input id="key-expires" name="expiresOn" type="date" className="input" min={tomorrow} style={{ maxWidth: 220 }} />
            <span className="hint">La clave deja de funcionar al terminar ese día (hora de la Ciudad de México).</span>
          </div>
          {create.error && <div className="alert alert-error" role="alert">{errorMessage(create.error)}</div>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={() => { create.reset(); onClose(); }}>Cancelar</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending && <span className="spinner" aria-hidden="true" />}
            Crear clave
          </button>
        </div>
      </form>
    </Modal>
  );
}
