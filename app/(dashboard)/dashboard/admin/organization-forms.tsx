'use client';
// The forms of the platform admin's dialogs (organizations-admin.tsx): create an organization (optionally with its
// first owner), credit a balance, set or clear a custom per-key limit. Each form runs its own server action and
// hands a notice back; it is mounted only while its dialog is open, so every opening starts clean.
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatCentavos, formatCount } from '@/app/(dashboard)/_lib/format';
import type { AdminOrganizationRow } from '@/lib/admin/list-organizations';
import { createOrganizationAction, creditBalanceAction, setRateLimitAction } from './actions';

type FormProps = { onDone: (notice: string) => void; onCancel: () => void };

function DialogButtons({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn" onClick={onCancel}>
        Cancelar
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}

export function CreateOrganizationForm({ onDone, onCancel }: FormProps) {
  const create = useActionMutation(createOrganizationAction, { onSuccess: () => onDone('Organización creada.') });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const balance = String(f.get('openingBalance') ?? '').trim();
        create.mutate({
          name: String(f.get('name') ?? ''),
          openingBalance: balance ? Number(balance) : undefined,
          brandName: String(f.get('brandName') ?? '') || undefined,
          whiteLabelEnabled: f.get('whiteLabel') === 'on',
          ownerEmail: String(f.get('ownerEmail') ?? '') || undefined,
          ownerPassword: String(f.get('ownerPassword') ?? '') || undefined,
        });
      }}
    >
      <div className="dialog-body form-grid">
        <div className="field">
          <label htmlFor="org-name">Nombre</label>
          <input id="org-name" name="name" className="input" required maxLength={120} autoFocus />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="org-balance">Saldo inicial (MXN)</label>
            <input id="org-balance" name="openingBalance" type="number" min="0" step="0.01" className="input" placeholder="0.00" />
          </div>
          <div className="field">
            <label htmlFor="org-brand">Nombre comercial</label>
            <input id="org-brand" name="brandName" className="input" maxLength={40} />
          </div>
        </div>
        <label className="checkbox-row">
          <input type="checkbox" name="whiteLabel" />
          <span>Activar marca blanca</span>
        </label>
        <fieldset className="field">
          <legend className="field-label">Propietario (opcional)</legend>
          <div className="form-row">
            <div className="field">
              <label htmlFor="org-owner-email">Correo</label>
              <input id="org-owner-email" name="ownerEmail" type="email" className="input" autoComplete="off" />
            </div>
            <div className="field">
              <label htmlFor="org-owner-password">Contraseña temporal</label>
              <input
                id="org-owner-password"
                name="ownerPassword"
                type="password"
                className="input"
                autoComplete="new-password"
                minLength={8}
              />
            </div>
          </div>
        </fieldset>
        {create.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(create.error)}
          </div>
        )}
      </div>
      <DialogButtons pending={create.isPending} label="Crear organización" onCancel={onCancel} />
    </form>
  );
}

export function CreditBalanceForm({ org, onDone, onCancel }: FormProps & { org: AdminOrganizationRow }) {
  const credit = useActionMutation(creditBalanceAction, {
    onSuccess: (r) => onDone(`Saldo abonado. Nuevo saldo: ${formatCentavos(r.balanceCentavos)}.`),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        credit.mutate({
          organizationId: org.id,
          amount: Number(f.get('amount')),
          description: String(f.get('description') ?? '') || undefined,
        });
      }}
    >
      <div className="dialog-body form-grid">
        <p className="muted">
          Saldo actual: {formatCentavos(org.balanceCentavos)}. El abono queda en el registro de movimientos de la organización.
        </p>
        <div className="field">
          <label htmlFor="credit-amount">Monto (MXN)</label>
          <input id="credit-amount" name="amount" type="number" min="0.01" step="0.01" required className="input" autoFocus />
        </div>
        <div className="field">
          <label htmlFor="credit-desc">Concepto (opcional)</label>
          <input id="credit-desc" name="description" maxLength={200} className="input" placeholder="Ej. Transferencia SPEI 12345" />
        </div>
        {credit.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(credit.error)}
          </div>
        )}
      </div>
      <DialogButtons pending={credit.isPending} label="Abonar" onCancel={onCancel} />
    </form>
  );
}

export function RateLimitForm({
  org,
  defaultPerHour,
  onDone,
  onCancel,
}: FormProps & { org: AdminOrganizationRow; defaultPerHour: number }) {
  const limit = useActionMutation(setRateLimitAction, { onSuccess: () => onDone('Límite actualizado.') });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const raw = String(new FormData(e.currentTarget).get('perHour') ?? '').trim();
        limit.mutate({ organizationId: org.id, perHour: raw ? Number(raw) : null });
      }}
    >
      <div className="dialog-body form-grid">
        <p className="muted">Solicitudes por hora por clave de API. Vacío vuelve al predeterminado ({formatCount(defaultPerHour)}/h).</p>
        <div className="field">
          <label htmlFor="limit-per-hour">Solicitudes por hora</label>
          <input
            id="limit-per-hour"
            name="perHour"
            type="number"
            min="1"
            step="1"
            className="input"
            defaultValue={org.rateLimitPerHour ?? ''}
            autoFocus
          />
        </div>
        {limit.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(limit.error)}
          </div>
        )}
      </div>
      <DialogButtons pending={limit.isPending} label="Guardar límite" onCancel={onCancel} />
    </form>
  );
}
