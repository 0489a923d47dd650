'use client';
// One carrier of "Paqueterías": what it can do, the account in use (own or the platform's), and the form that saves
// its credentials after the carrier accepts them. Secrets are password inputs and never come back: only their last
// 4 characters. Shared by the organization's page and the platform admin's (admin/paqueterias), each with its actions.
import { Fragment, useId, useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Badge } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import type { CarrierAccountView } from '@/lib/carriers/carrier-accounts';
import type { CarrierCatalogEntry } from '@/lib/carriers/carrier-catalog';
import type { ActionResult } from '@/lib/http/action-result';
import { capabilityLabels, fieldLabel } from './carrier-labels';

export type CarrierActions = {
  save: (input: { carrier: string; credentials: Record<string, string> }) => Promise<ActionResult<CarrierAccountView>>;
  toggle: (input: { carrier: string; enabled: boolean }) => Promise<ActionResult<CarrierAccountView>>;
  remove: (input: { carrier: string }) => Promise<ActionResult<{ carrier: string; deleted: boolean }>>;
};

type Props = {
  entry: CarrierCatalogEntry;
  /** the organization's own account (or, on the admin's page, the platform's) */
  own: CarrierAccountView | null;
  /** the platform's account this organization would fall back on (never on the admin's page) */
  platformProvides: boolean;
  actions: CarrierActions;
};

export function CarrierCard({ entry, own, platformProvides, actions }: Props) {
  const formId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState(own === null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useActionMutation(actions.save, {
    onSuccess: () => {
      setNotice(`${entry.displayName} aceptó las credenciales; quedaron guardadas.`);
      setEditing(false);
    },
  });
  const toggle = useActionMutation(actions.toggle, {
    onSuccess: (r) => setNotice(`Cuenta de ${entry.displayName} ${r.enabled ? 'activada' : 'desactivada'}.`),
  });
  const remove = useActionMutation(actions.remove, {
    onSuccess: () => {
      setConfirmDelete(false);
      setEditing(true);
      setNotice(`Cuenta de ${entry.displayName} eliminada.`);
    },
  });
  const headingId = `${formId}-title`;

  return (
    <section className="card" aria-labelledby={headingId} data-carrier={entry.name}>
      <div className="card-header">
        <div>
          <h2 id={headingId}>{entry.displayName}</h2>
          <p className="desc">{entry.capabilities.map((c) => capabilityLabels[c]).join(' · ')}</p>
        </div>
        {own ? (
          <Badge tone={own.enabled ? 'green' : 'gray'}>{own.enabled ? 'Activa' : 'Desactivada'}</Badge>
        ) : platformProvides ? (
          <Badge tone="blue">Cuenta de la plataforma</Badge>
        ) : (
          <Badge>Sin configurar</Badge>
        )}
      </div>

      <div className="card-body stack">
        {notice && (
          <div className="alert alert-success" role="status">
            {notice}
          </div>
        )}
        {!own && platformProvides && (
          <p className="muted">
            La plataforma te ofrece {entry.displayName} con su propia cuenta: ya puedes cotizar y enviar con ella. Si guardas tus
            credenciales, se usará tu cuenta.
          </p>
        )}

        {own && (
          <dl className="dl">
            {entry.fields.map((field) => (
              <Fragment key={field.name}>
                <dt>{fieldLabel(field.name)}</dt>
                <dd>{own.preview[field.name] ?? '—'}</dd>
              </Fragment>
            ))}
            <dt>Validada</dt>
            <dd>{own.validatedAt ? formatDateTime(own.validatedAt) : '—'}</dd>
          </dl>
        )}

        {own && (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-sm"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ carrier: entry.name, enabled: !own.enabled })}
            >
              {own.enabled ? 'Desactivar' : 'Activar'}
            </button>
            {!editing && (
              <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
                Cambiar credenciales
              </button>
            )}
            <button type="button" className="btn btn-sm btn-danger" onClick={() => setConfirmDelete(true)}>
              Eliminar
            </button>
          </div>
        )}
        {toggle.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(toggle.error)}
          </div>
        )}

        {editing && (
          <form
            className="form-grid"
            aria-label={`Credenciales de ${entry.displayName}`}
            onSubmit={(e) => {
              e.preventDefault();
              setNotice(null);
              const data = new FormData(e.currentTarget);
              const credentials = Object.fromEntries(entry.fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()]));
              save.mutate({ carrier: entry.name, credentials });
            }}
          >
            {entry.fields.map((field) => (
              <div className="field" key={field.name}>
                <label htmlFor={`${formId}-${field.name}`}>{fieldLabel(field.name)}</label>
                <input
                  id={`${formId}-${field.name}`}
                  name={field.name}
                  className="input"
                  type={field.secret ? 'password' : 'text'}
                  autoComplete={field.secret ? 'new-password' : 'off'}
                  spellCheck={false}
                  required
                  maxLength={500}
                />
              </div>
            ))}
            {save.error && (
              <div className="alert alert-error" role="alert">
                {errorMessage(save.error)}
              </div>
            )}
            <div className="row-actions">
              {own && (
                <button type="button" className="btn" onClick={() => setEditing(false)}>
                  Cancelar
                </button>
              )}
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {save.isPending && <span className="spinner" aria-hidden="true" />}
                {save.isPending ? `Validando con ${entry.displayName}…` : 'Validar y guardar'}
              </button>
            </div>
          </form>
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={`¿Eliminar la cuenta de ${entry.displayName}?`}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate({ carrier: entry.name })}
        onClose={() => setConfirmDelete(false)}
      >
        <p>
          Las credenciales se borran para siempre. Los pedidos ya comprados con esta cuenta ya no podrán cancelarse ni rastrearse con ella.
        </p>
      </ConfirmDialog>
    </section>
  );
}
