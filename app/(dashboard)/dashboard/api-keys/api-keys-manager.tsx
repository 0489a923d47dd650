'use client';
// API keys table with create and roll (the new key is kept only in this component's state: shown once), edit and
// revoke.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { fetchJson } from '@/app/_components/fetch-json';
import { Icon } from '@/app/_components/icons';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { ApiKeyRow } from '@/lib/api-keys/list-api-keys';
import { revokeApiKeyAction } from './actions';
import { ApiKeysTable, type KeyAction } from './api-keys-table';
import { CreateKeyModal } from './create-key-modal';
import { EditKeyDialog } from './edit-key-dialog';
import { RollKeyDialog } from './roll-key-dialog';
import { NewKeyPanel, type NewKey } from './new-key-panel';
import type { ScopeOption } from './scope-fieldset';

const QUERY_KEY = ['api-keys'];

export function ApiKeysManager({
  initialKeys,
  canManage,
  defaultMode,
  scopes,
}: {
  initialKeys: ApiKeyRow[];
  canManage: boolean;
  /** the dashboard's mode: a new key's mode unless the user picks the other */
  defaultMode: ApiKeyRow['mode'];
  scopes: ScopeOption[];
}) {
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => fetchJson<{ data: ApiKeyRow[] }>('/api/dashboard/api-keys').then((r) => r.data),
    initialData: initialKeys,
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [rolling, setRolling] = useState<ApiKeyRow | null>(null);
  const [editing, setEditing] = useState<ApiKeyRow | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

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
    onSettled: refetch,
  });

  const onAction = (action: KeyAction, k: ApiKeyRow) => {
    if (action === 'roll') setRolling(k);
    else if (action === 'edit') setEditing(k);
    else {
      revoke.reset();
      setRevoking(k);
    }
  };

  const rows = keys.data;
  return (
    <>
      {created && <NewKeyPanel created={created} onDone={() => setCreated(null)} />}

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
          <EmptyState
            icon="key"
            title="Aún no tienes claves de API"
            action={
              canManage && (
                <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                  Crear mi primera clave
                </button>
              )
            }
          >
            Crea una clave para llamar a la API desde tu sistema. Elige solo los permisos que necesites.
          </EmptyState>
        ) : (
          <ApiKeysTable rows={rows} canManage={canManage} onAction={onAction} />
        )}
      </Card>
      {!canManage && (
        <p className="muted">
          Tu rol puede consultar las claves; crearlas, rotarlas, editarlas o revocarlas es de propietarios, administradores y
          desarrolladores.
        </p>
      )}

      <CreateKeyModal
        open={creating}
        scopes={scopes}
        defaultMode={defaultMode}
        onClose={() => setCreating(false)}
        onCreated={(value) => {
          setCreating(false);
          setCreated(value);
          void refetch();
        }}
      />

      <RollKeyDialog
        apiKey={rolling}
        onClose={() => setRolling(null)}
        onRolled={(value) => {
          setRolling(null);
          setCreated(value);
          void refetch();
        }}
      />

      <EditKeyDialog
        apiKey={editing}
        scopes={scopes}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
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
