// The organizations of the platform: balance, custom per-key limit, members, orders, a white-label switch and the
// credit / limit buttons of each row.
import { formatCentavos, formatCount, formatDate } from '@/app/(dashboard)/_lib/format';
import type { AdminOrganizationRow } from '@/lib/admin/list-organizations';

export function OrganizationsTable({
  organizations,
  defaultPerHour,
  whiteLabel,
  togglePending,
  onToggle,
  onCredit,
  onLimit,
}: {
  organizations: AdminOrganizationRow[];
  defaultPerHour: number;
  /** The switch's state of an organization, with an optimistic change applied. */
  whiteLabel: (org: AdminOrganizationRow) => boolean;
  togglePending: (organizationId: string) => boolean;
  onToggle: (organizationId: string, enabled: boolean) => void;
  onCredit: (org: AdminOrganizationRow) => void;
  onLimit: (org: AdminOrganizationRow) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="admin-orgs-table">
        <thead>
          <tr>
            <th>Organización</th>
            <th className="num">Saldo</th>
            <th className="hide-sm">Límite por clave</th>
            <th className="num hide-sm">Miembros</th>
            <th className="num hide-sm">Pedidos</th>
            <th>Marca blanca</th>
            <th>
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((o) => (
            <tr key={o.id} data-org-id={o.id}>
              <td>
                <div className="item-name">{o.name}</div>
                <div className="muted text-xs">
                  Desde {formatDate(o.createdAt)} · <code>{o.id.slice(0, 8)}</code>
                </div>
              </td>
              <td className={o.balanceCentavos < 0 ? 'num nowrap negative' : 'num nowrap'}>{formatCentavos(o.balanceCentavos)}</td>
              <td className="hide-sm nowrap">
                {o.rateLimitPerHour ? (
                  `${formatCount(o.rateLimitPerHour)}/h`
                ) : (
                  <span className="muted">Predeterminado ({formatCount(defaultPerHour)}/h)</span>
                )}
              </td>
              <td className="num hide-sm">{formatCount(o.members)}</td>
              <td className="num hide-sm">{formatCount(o.orders)}</td>
              <td>
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={whiteLabel(o)}
                    aria-label={`Marca blanca de ${o.name}`}
                    disabled={togglePending(o.id)}
                    onChange={(e) => onToggle(o.id, e.target.checked)}
                  />
                </label>
              </td>
              <td>
                <div className="row-actions">
                  <button type="button" className="btn btn-sm" onClick={() => onCredit(o)} aria-label={`Abonar saldo a ${o.name}`}>
                    Abonar
                  </button>
                  <button type="button" className="btn btn-sm" onClick={() => onLimit(o)} aria-label={`Límite de solicitudes de ${o.name}`}>
                    Límite
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
