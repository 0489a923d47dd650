// The organization's API keys of both modes: name, mode, prefix, scopes, dates, last use (time and address), usage and state (with
// the expiry of an expiring key and the key that replaced a rolled one); admins get Rotar, Editar and Revocar.
import type { ApiKeyRow, ApiKeyState } from '@/lib/api-keys/list-api-keys';
import { formatCount, formatDate, formatDateTime } from '@/app/(dashboard)/_lib/format';

const stateBadge: Record<ApiKeyState, { tone: 'green' | 'gray' | 'amber'; label: string }> = {
  active: { tone: 'green', label: 'Activa' },
  expired: { tone: 'amber', label: 'Expirada' },
  revoked: { tone: 'gray', label: 'Revocada' },
};

export type KeyAction = 'roll' | 'edit' | 'revoke';

function StateCell({ k }: { k: ApiKeyRow }) {
  const badge = stateBadge[k.state];
  const note =
    !k.expiresAt || k.state === 'revoked' ? null : `${k.state === 'expired' ? 'Expiró' : 'Expira'} el ${formatDateTime(k.expiresAt)}`;
  return (
    <>
      <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
      {k.replacedBy && (
        <div className="muted text-sm" data-testid="replaced-by">
          Reemplazada por <code>{k.replacedBy.displayPrefix}…</code>
        </div>
      )}
      {note && (
        <div className="muted text-sm" data-testid="expires-note">
          {note}
        </div>
      )}
    </>
  );
}

export function ApiKeysTable({
  rows,
  canManage,
  onAction,
}: {
  rows: ApiKeyRow[];
  canManage: boolean;
  onAction: (action: KeyAction, key: ApiKeyRow) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="api-keys-table">
        <thead>
          <tr>
            <th>Nombre y clave</th>
            <th>Permisos</th>
            <th>Último uso</th>
            <th className="num">Usos</th>
            <th>Estado</th>
            {canManage && (
              <th>
                <span className="visually-hidden">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((k) => {
            const label = `clave ${k.name} (${k.displayPrefix})`;
            return (
              <tr key={k.id} data-key-id={k.id}>
                <td>
                  <div className="item-name">
                    {k.name}{' '}
                    <span className={`badge ${k.mode === 'test' ? 'badge-amber' : 'badge-blue'}`} data-testid="key-mode">
                      {k.mode === 'test' ? 'Prueba' : 'Producción'}
                    </span>
                  </div>
                  <code data-testid="key-prefix">{k.displayPrefix}…</code>
                  <div className="muted text-sm nowrap">Creada el {formatDate(k.createdAt)}</div>
                </td>
                <td>
                  {k.scopes.map((s) => (
                    <span key={s} className="chip">
                      {s}
                    </span>
                  ))}
                </td>
                <td className="nowrap muted">
                  {formatDateTime(k.lastUsedAt, 'Nunca')}
                  {k.lastUsedIp && (
                    <div data-testid="last-used-ip">
                      desde <code>{k.lastUsedIp}</code>
                    </div>
                  )}
                </td>
                <td className="num">{formatCount(k.usageCount)}</td>
                <td>
                  <StateCell k={k} />
                </td>
                {canManage && (
                  <td>
                    <div className="row-actions">
                      {k.state === 'active' && !k.replacedBy && (
                        <button type="button" className="btn btn-sm" onClick={() => onAction('roll', k)} aria-label={`Rotar ${label}`}>
                          Rotar
                        </button>
                      )}
                      {k.state !== 'revoked' && (
                        <button type="button" className="btn btn-sm" onClick={() => onAction('edit', k)} aria-label={`Editar ${label}`}>
                          Editar
                        </button>
                      )}
                      {k.state !== 'revoked' && (
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => onAction('revoke', k)}
                          aria-label={`Revocar la ${label}`}
                        >
                          Revocar
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
