'use client';
// The "Editar" dialog: a key's name and scopes (a removed scope answers 403 on the key's next request).
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { ApiKeyRow } from '@/lib/api-keys/list-api-keys';
import { updateApiKeyAction } from './actions';
import { ScopeFieldset, type ScopeOption } from './scope-fieldset';

export function EditKeyDialog({
  apiKey,
  scopes,
  onClose,
  onSaved,
}: {
  apiKey: ApiKeyRow | null;
  scopes: ScopeOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useActionMutation(updateApiKeyAction, {
    refresh: false,
    onSuccess: () => {
      update.reset();
      onSaved();
    },
  });
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal open={apiKey !== null} title="Editar clave de API" onClose={close} wide>
      {apiKey && (
        <form
          key={apiKey.id}
          onSubmit={(e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            update.mutate({ id: apiKey.id, name: String(form.get('name') ?? ''), scopes: form.getAll('scopes').map(String) as never });
          }}
        >
          <div className="dialog-body form-grid">
            <div className="field">
              <label htmlFor="edit-key-name">Nombre</label>
              <input id="edit-key-name" name="name" className="input" required maxLength={100} defaultValue={apiKey.name} autoFocus />
            </div>
            <ScopeFieldset scopes={scopes} checked={apiKey.scopes} />
            <p className="muted">
              Los cambios de permisos se aplican de inmediato a la clave <code>{apiKey.displayPrefix}…</code>.
            </p>
            {update.error && (
              <div className="alert alert-error" role="alert">
                {errorMessage(update.error)}
              </div>
            )}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={close}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending && <span className="spinner" aria-hidden="true" />}
              Guardar cambios
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
