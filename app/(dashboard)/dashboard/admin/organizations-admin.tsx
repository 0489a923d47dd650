'use client';
// Organizations table of the platform admin: create, credit balance, custom per-key limit, white-label switch.
import { useState } from 'react';
import { Modal } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { formatCentavos, formatCount, formatDate } from '@/lib/dashboard/format';
import type { AdminOrganizationRow } from '@/lib/dashboard/platform-admin';
import { createOrganizationAction, creditBalanceAction, setRateLimitAction, setWhiteLabelAction } from './actions';

type Dialog = { kind: 'create' } | { kind: 'credit'; org: AdminOrganizationRow } | { kind: 'limit'; org: AdminOrganizationRow } | null;

export function OrganizationsAdmin({ organizations, defaultPerHour }: { organizations: AdminOrganizationRow[]; defaultPerHour: number }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [whiteLabel, setWhiteLabel] = useState<Record<string, boolean>>({});
  const close = () => setDialog(null);

  const create = useActionMutation(createOrganizationAction, { onSuccess: () => { close(); setNotice('Organización creada.'); } });
  const credit = useActionMutation(creditBalanceAction, { onSuccess: (r) => { close(); setNotice(`Saldo abonado. Nuevo saldo: ${formatCentavos(r.balanceCentavos)}.`); } });
  const limit = useActionMutation(setRateLimitAction, { onSuccess: () => { close(); setNotice('Límite actualizado.'); } });
  const toggle = useActionMutation(setWhiteLabelAction, {
    onMutate: ({ organizationId, enabled }) => setWhiteLabel((w) => ({ ...w, [organizationId]: enabled })),
    onError: (_e, { organizationId }) => setWhiteLabel((w) => { const { [organizationId]: _dropped, ...rest } = w; return rest; }),
    onSuccess: (r, { organizationId }) => {
      const org = organizations.find((o) => o.id === organizationId);
      setNotice(`Marca blanca ${r.whiteLabelEnabled ? 'activada' : 'desactivada'}${org ? ` para ${org.name}` : ''}.`);
    },
  });

  return (
    <>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      {toggle.error && <div className="alert alert-error" role="alert">{errorMessage(toggle.error)}</div>}
      <Card
        title="Organizaciones"
        description={`${organizations.length} en esta página`}
        actions={<button type="button" className="btn btn-primary" onClick={() => { create.reset(); setDialog({ kind: 'create' }); }}><Icon name="plus" /> Nueva organización</button>}
      >
        {organizations.length === 0 ? (
          <EmptyState icon="shield" title="Sin organizaciones">Crea la primera organización de la plataforma.</EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="admin-orgs-table">
              <thead>
                <tr><th>Organización</th><th className="num">Saldo</th><th className="hide-sm">Límite por clave</th><th className="num hide-sm">Miembros</th><th className="num hide-sm">Pedidos</th><th>Marca blanca</th><th><span className="visually-hidden">Acciones</span></th></tr>
              </thead>
              <tbody>
                {organizations.map((o) => {
                  const wl = whiteLabel[o.id] ?? o.whiteLabelEnabled;
                  return (
                    <tr key={o.id} data-org-id={o.id}>
                      <td>
                        <div style={{ fontWeight: 550 }}>{o.name}</div>
                        <div className="muted" style={{ fontSize: '0.78rem' }}>Desde {formatDate(o.createdAt)} · <code>{o.id.slice(0, 8)}</code></div>
                      </td>
                      <td className="num nowrap">{formatCentavos(o.balanceCentavos)}</td>
                      <td className="hide-sm nowrap">{o.rateLimitPerHour ? `${formatCount(o.rateLimitPerHour)}/h` : <span className="muted">Predeterminado ({formatCount(defaultPerHour)}/h)</span>}</td>
                      <td className="num hide-sm">{formatCount(o.members)}</td>
                      <td className="num hide-sm">{formatCount(o.orders)}</td>
                      <td>
                        <label className="switch">
                          <input type="checkbox" role="switch" checked={wl} aria-label={`Marca blanca de ${o.name}`}
                            disabled={toggle.isPending && toggle.variables?.organizationId === o.id}
                            onChange={(e) => toggle.mutate({ organizationId: o.id, enabled: e.target.checked })} />
                        </label>
                      </td>
                      <td>
                        <div className="row-actions">
                          <button type="button" className="btn btn-sm" onClick={() => { credit.reset(); setDialog({ kind: 'credit', org: o }); }}>Abonar</button>
                          <button type="button" className="btn btn-sm" onClick={() => { limit.reset(); setDialog({ kind: 'limit', org: o }); }}>Límite</button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Modal open={dialog?.kind === 'create'} title="Nueva organización" onClose={close} wide>
        <form onSubmit={(e) => {
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
        }}>
          <div className="dialog-body form-grid" style={{ paddingTop: 4 }}>
            <div className="field"><label htmlFor="org-name">Nombre</label><input id="org-name" name="name" className="input" required maxLength={120} autoFocus /></div>
            <div className="form-row">
              <div className="field"><label htmlFor="org-balance">Saldo inicial (MXN)</label><input id="org-balance" name="openingBalance" type="number" min="0" step="0.01" className="input" placeholder="0.00" /></div>
              <div className="field"><label htmlFor="org-brand">Nombre comercial</label><input id="org-brand" name="brandName" className="input" maxLength={40} /></div>
            </div>
            <label className="checkbox-row"><input type="checkbox" name="whiteLabel" /><span>Activar marca blanca</span></label>
            <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="field-label" style={{ marginBottom: 6 }}>Propietario (opcional)</legend>
              <div className="form-row">
                <div className="field"><label htmlFor="org-owner-email">Correo</label><input id="org-owner-email" name="ownerEmail" type="email" className="input" autoComplete="off" /></div>
                <div className="field"><label htmlFor="org-owner-password">Contraseña temporal</label><input id="org-owner-password" name="ownerPassword" type="password" className="input" autoComplete="new-password" minLength={8} /></div>
              </div>
            </fieldset>
            {create.error && <div className="alert alert-error" role="alert">{errorMessage(create.error)}</div>}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={close}>Cancelar</button>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending && <span className="spinner" aria-hidden="true" />}Crear organización</button>
          </div>
        </form>
      </Modal>

      <Modal open={dialog?.kind === 'credit'} title={dialog?.kind === 'credit' ? `Abonar saldo a ${dialog.org.name}` : 'Abonar saldo'} onClose={close}>
        {dialog?.kind === 'credit' && (
          <form onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            credit.mutate({ organizationId: dialog.org.id, amount: Number(f.get('amount')), description: String(f.get('description') ?? '') || undefined });
          }}>
            <div className="dialog-body form-grid" style={{ paddingTop: 4 }}>
              <p className="muted">Saldo actual: {formatCentavos(dialog.org.balanceCentavos)}. El abono queda en el registro de movimientos de la organización.</p>
              <div className="field"><label htmlFor="credit-amount">Monto (MXN)</label><input id="credit-amount" name="amount" type="number" min="0.01" step="0.01" required className="input" autoFocus /></div>
              <div className="field"><label htmlFor="credit-desc">Concepto (opcional)</label><input id="credit-desc" name="description" maxLength={200} className="input" placeholder="Ej. Transferencia SPEI 12345" /></div>
              {credit.error && <div className="alert alert-error" role="alert">{errorMessage(credit.error)}</div>}
            </div>
            <div className="dialog-actions">
              <button type="button" className="btn" onClick={close}>Cancelar</button>
              <button type="submit" className="btn btn-primary" disabled={credit.isPending}>{credit.isPending && <span className="spinner" aria-hidden="true" />}Abonar</button>
            </div>
          </form>
        )}
      </Modal>

      <Modal open={dialog?.kind === 'limit'} title={dialog?.kind === 'limit' ? `Límite de ${dialog.org.name}` : 'Límite'} onClose={close}>
        {dialog?.kind === 'limit' && (
          <form onSubmit={(e) => {
            e.preventDefault();
            const raw = String(new FormData(e.currentTarget).get('perHour') ?? '').trim();
            limit.mutate({ organizationId: dialog.org.id, perHour: raw ? Number(raw) : null });
          }}>
            <div className="dialog-body form-grid" style={{ paddingTop: 4 }}>
              <p className="muted">Solicitudes por hora por clave de API. Vacío vuelve al predeterminado ({formatCount(defaultPerHour)}/h).</p>
              <div className="field"><label htmlFor="limit-per-hour">Solicitudes por hora</label><input id="limit-per-hour" name="perHour" type="number" min="1" step="1" className="input" defaultValue={dialog.org.rateLimitPerHour ?? ''} autoFocus /></div>
              {limit.error && <div className="alert alert-error" role="alert">{errorMessage(limit.error)}</div>}
            </div>
            <div className="dialog-actions">
              <button type="button" className="btn" onClick={close}>Cancelar</button>
              <button type="submit" className="btn btn-primary" disabled={limit.isPending}>{limit.isPending && <span className="spinner" aria-hidden="true" />}Guardar límite</button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
