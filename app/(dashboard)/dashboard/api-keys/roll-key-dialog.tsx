'use client';
// The "Rotar" dialog: how long the old secret keeps working (Ahora, 1 hora, 24 horas, 7 días). The new key goes
// straight to the parent (onRolled) and the mutation is reset, so the full key is not kept in react-query's cache.
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { ApiKeyRow } from '@/lib/api-keys/list-api-keys';
import { rollGraceLabels, rollGraces, type RollGrace } from '@/lib/api-keys/roll-grace';
import { rollApiKeyAction } from './actions';
import type { NewKey } from './new-key-panel';

export function RollKeyDialog({
  apiKey,
  onClose,
  onRolled,
}: {
  apiKey: ApiKeyRow | null;
  onClose: () => void;
  onRolled: (value: NewKey) => void;
}) {
  const roll = useActionMutation(rollApiKeyAction, {
    refresh: false,
    gcTime: 0,
    onSuccess: (data) => {
      onRolled({
        name: data.name,
        key: data.key,
        previous: { displayPrefix: apiKey?.displayPrefix ?? '', expiresAt: data.previousExpiresAt },
      });
      roll.reset();
    },
  });
  const close = () => {
    roll.reset();
    onClose();
  };
  return (
    <Modal open={apiKey !== null} title={`Rotar clave «${apiKey?.name ?? ''}»`} onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!apiKey) return;
          const grace = String(new FormData(e.currentTarget).get('grace') ?? '') as RollGrace;
          roll.mutate({ id: apiKey.id, grace });
        }}
      >
        <div className="dialog-body form-grid">
          <p>
            Se crea una clave nueva con el mismo nombre y permisos; su valor se muestra una sola vez. La clave actual (
            <code>{apiKey?.displayPrefix}…</code>) sigue funcionando durante el plazo que elijas y después recibe 401.
          </p>
          <fieldset className="field">
            <legend className="field-label">La clave actual deja de funcionar</legend>
            <div className="checkbox-grid">
              {rollGraces.map((grace) => (
                <label key={grace} className="checkbox-row">
                  <input type="radio" name="grace" value={grace} defaultChecked={grace === '24h'} required />
                  <span>{grace === 'now' ? 'Ahora' : `En ${rollGraceLabels[grace]}`}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {roll.error && (
            <div className="alert alert-error" role="alert">
              {errorMessage(roll.error)}
            </div>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={close}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={roll.isPending}>
            {roll.isPending && <span className="spinner" aria-hidden="true" />}
            Rotar clave
          </button>
        </div>
      </form>
    </Modal>
  );
}
