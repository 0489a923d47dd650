// The organization's API keys: name, prefix, scopes, dates, usage and state; admins get a revoke button per key.
import type { ApiKeyRow, ApiKeyState } from '@/lib/api-keys/list-api-keys';
import { formatCount, formatDate, formatDateTime } from '@/app/(dashboard)/_lib/format';

const stateBadge: Record<ApiKeyState, { tone: 'green' | 'gray' | 'amber'; label: string }> = {
  active: { tone: 'green', label: 'Activa' },
  expired: { tone: 'amber', label: 'Expirada' },
  revoked: { tone: 'gray', label: 'Revocada' },
};

export function ApiKeysTable({ rows, canManage, onRevoke }: { rows: ApiKeyRow[]; canManage: boolean; onRevoke: (key: ApiKeyRow) => void }) {
  return (
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
              <td className="item-name">{k.name}</td>
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
                      <button type="button" className="btn btn-sm" onClick={() => onRevoke(k)} aria-label={`Revocar la clave ${k.name}`}>
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
  );
}
