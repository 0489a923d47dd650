'use client';
// The "new API key" dialog: name, mode (live or test, docs/modes.md), scopes and an optional expiry day. The created key goes straight to the parent
// (onCreated) and the mutation is reset, so the full key is not kept in react-query's cache.
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { createApiKeyAction } from './actions';
import { ScopeFieldset, type ScopeOption } from './scope-fieldset';

export function CreateKeyModal({
  open,
  scopes,
  defaultMode,
  onClose,
  onCreated,
}: {
  open: boolean;
  scopes: ScopeOption[];
  defaultMode: 'live' | 'test';
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
  const tomorrow = mexicoCityDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
  return (
    <Modal
      open={open}
      title="Nueva clave de API"
      onClose={() => {
        create.reset();
        onClose();
      }}
      wide
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          create.mutate({
            name: String(form.get('name') ?? ''),
            mode: form.get('mode') === 'test' ? 'test' : 'live',
            scopes: form.getAll('scopes').map(String) as never,
            expiresOn: String(form.get('expiresOn') ?? '') || null,
          });
        }}
      >
        <div className="dialog-body form-grid">
          <div className="field">
            <label htmlFor="key-name">Nombre</label>
            <input
              id="key-name"
              name="name"
              className="input"
              required
              maxLength={100}
              placeholder="Ej. Tienda en línea (producción)"
              autoFocus
            />
          </div>
          <fieldset className="field">
            <legend className="field-label">Modo</legend>
            <label className="checkbox-row">
              <input type="radio" name="mode" value="live" defaultChecked={defaultMode === 'live'} />
              <span>
                <span className="title">Producción (flt_live_…)</span>
                <br />
                <span className="desc">Crea envíos reales y cobra de tu saldo.</span>
              </span>
            </label>
            <label className="checkbox-row">
              <input type="radio" name="mode" value="test" defaultChecked={defaultMode === 'test'} />
              <span>
                <span className="title">Prueba (flt_test_…)</span>
                <br />
                <span className="desc">Solo datos de prueba: nada se envía ni se cobra de verdad.</span>
              </span>
            </label>
          </fieldset>
          <ScopeFieldset scopes={scopes} />
          <div className="field">
            <label htmlFor="key-expires">Expira (opcional)</label>
            <input id="key-expires" name="expiresOn" type="date" className="input input-date" min={tomorrow} />
            <span className="hint">La clave deja de funcionar al terminar ese día (hora de la Ciudad de México).</span>
          </div>
          {create.error && (
            <div className="alert alert-error" role="alert">
              {errorMessage(create.error)}
            </div>
          )}
        </div>
        <div className="dialog-actions">
          <button
            type="button"
            className="btn"
            onClick={() => {
              create.reset();
              onClose();
            }}
          >
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending && <span className="spinner" aria-hidden="true" />}
            Crear clave
          </button>
        </div>
      </form>
    </Modal>
  );
}
