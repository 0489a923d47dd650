'use client';
// "Cambiar rol" of one member.
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { MembershipRole } from '@/model/members';
import { changeMemberRoleAction } from './actions';
import { RoleField } from './role-field';
import type { MemberView, RoleOption } from './types';

export function RoleDialog({
  member,
  roles,
  onClose,
  onSaved,
}: {
  member: MemberView | null;
  roles: RoleOption[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const change = useActionMutation(changeMemberRoleAction, {
    onSuccess: (_data, input) => {
      change.reset();
      onSaved(`${member?.email} ahora tiene el rol ${roles.find((r) => r.value === input.role)?.label ?? input.role}.`);
    },
  });
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Modal open={member !== null} title="Cambiar rol" onClose={close} wide>
      {member && (
        <form
          key={member.userId}
          onSubmit={(e) => {
            e.preventDefault();
            const role = String(new FormData(e.currentTarget).get('role') ?? '') as MembershipRole;
            change.mutate({ userId: member.userId, role });
          }}
        >
          <div className="dialog-body form-grid">
            <p>
              Elige el rol de <strong>{member.name ?? member.email}</strong> ({member.email}). El cambio se aplica en su siguiente clic.
            </p>
            <RoleField id="change-role" roles={roles} initial={member.role} />
            {change.error && (
              <div className="alert alert-error" role="alert">
                {errorMessage(change.error)}
              </div>
            )}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={close}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={change.isPending}>
              {change.isPending && <span className="spinner" aria-hidden="true" />}
              Guardar rol
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
