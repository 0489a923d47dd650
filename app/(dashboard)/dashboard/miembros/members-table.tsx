// The organization's members: name, email, role, since when; with members:manage, Cambiar rol and Quitar (an
// owner's row only for owners), and for owners Transferir propiedad.
import styles from './members.module.css';
import { formatDate } from '@/app/(dashboard)/_lib/format';
import type { MemberView } from './types';

export type MemberAction = 'role' | 'remove' | 'transfer';

export function MembersTable({
  members,
  currentUserId,
  canManage,
  canOwn,
  onAction,
}: {
  members: MemberView[];
  currentUserId: string;
  canManage: boolean;
  canOwn: boolean;
  onAction: (action: MemberAction, member: MemberView) => void;
}) {
  return (
    <div className="table-wrap">
      <table className={`table ${styles.stacked}`} data-testid="members-table">
        <thead>
          <tr>
            <th>Persona</th>
            <th>Rol</th>
            <th className="hide-sm">Miembro desde</th>
            {canManage && (
              <th>
                <span className="visually-hidden">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const mayTouch = canManage && (m.role !== 'owner' || canOwn);
            const who = m.name ?? m.email;
            return (
              <tr key={m.userId} data-member-email={m.email}>
                <td>
                  <div className="item-name">
                    {who}
                    {m.userId === currentUserId && <span className="badge badge-blue badge-inline">Tú</span>}
                  </div>
                  {m.name && <div className="muted text-sm">{m.email}</div>}
                </td>
                <td>
                  <span className={`badge ${m.role === 'owner' ? 'badge-teal' : 'badge-gray'}`} data-testid="member-role">
                    {m.roleLabel}
                  </span>
                </td>
                <td className="hide-sm nowrap muted">{formatDate(m.joinedAt)}</td>
                {canManage && (
                  <td>
                    {mayTouch && (
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => onAction('role', m)}
                          aria-label={`Cambiar rol de ${who}`}
                        >
                          Cambiar rol
                        </button>
                        {canOwn && m.userId !== currentUserId && m.role !== 'owner' && (
                          <button
                            type="button"
                            className="btn btn-sm"
                            onClick={() => onAction('transfer', m)}
                            aria-label={`Transferir propiedad a ${who}`}
                          >
                            Transferir propiedad
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => onAction('remove', m)}
                          aria-label={`Quitar a ${who} de la organización`}
                        >
                          Quitar
                        </button>
                      </div>
                    )}
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
