// Open invitations: address, role, when the link expires (or that it expired), how often it was re-sent; with
// members:manage, Reenviar (a new link, 7 more days) and Revocar.
import styles from './members.module.css';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import type { InvitationView } from './types';

export type InvitationAction = 'resend' | 'revoke';

export function InvitationsTable({
  invitations,
  canManage,
  pendingId,
  onAction,
}: {
  invitations: InvitationView[];
  canManage: boolean;
  pendingId: string | null;
  onAction: (action: InvitationAction, invitation: InvitationView) => void;
}) {
  return (
    <div className="table-wrap">
      <table className={`table ${styles.stacked}`} data-testid="invitations-table">
        <thead>
          <tr>
            <th>Correo</th>
            <th>Rol</th>
            <th>Vence</th>
            {canManage && (
              <th>
                <span className="visually-hidden">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {invitations.map((i) => (
            <tr key={i.id} data-invitation-email={i.email}>
              <td>
                <div className="item-name">{i.email}</div>
                <div className="muted text-sm">
                  {i.invitedBy ? `Invitado por ${i.invitedBy}` : 'Invitación'}
                  {i.resentCount > 0 && ` · reenviada ${i.resentCount} ${i.resentCount === 1 ? 'vez' : 'veces'}`}
                </div>
              </td>
              <td>
                <span className="badge badge-gray">{i.roleLabel}</span>
              </td>
              <td className="nowrap">
                {i.expired ? (
                  <span className="badge badge-amber">Vencida</span>
                ) : (
                  <span className="muted">{formatDateTime(i.expiresAt)}</span>
                )}
              </td>
              {canManage && (
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={pendingId === i.id}
                      onClick={() => onAction('resend', i)}
                      aria-label={`Reenviar la invitación de ${i.email}`}
                    >
                      Reenviar
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={pendingId === i.id}
                      onClick={() => onAction('revoke', i)}
                      aria-label={`Revocar la invitación de ${i.email}`}
                    >
                      Revocar
                    </button>
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
