'use client';
// "Invitar a un miembro": an email address and a role; the invitation email leaves through the outbox.
import { Modal } from '@/app/_components/confirm-dialog';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import type { MembershipRole } from '@/model/members';
import { inviteMemberAction } from './actions';
import { RoleField } from './role-field';
import type { RoleOption } from './types';

export function InviteDialog({
  open,
  roles,
  onClose,
  onSent,
}: {
  open: boolean;
  roles: RoleOption[];
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const invite = useActionMutation(inviteMemberAction, {
    onSuccess: (_data, input) => {
      invite.reset();
      onSent(String(input.email).trim().toLowerCase());
    },
  });
  const close = () => {
    invite.reset();
    onClose();
  };
  return (
    <Modal open={open} title="Invitar a un miembro" onClose={close} wide>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          invite.mutate({ email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') as MembershipRole });
        }}
      >
        <div className="dialog-body form-grid">
          <div className="field">
            <label htmlFor="invite-email">Correo electrónico</label>
            <input id="invite-email" name="email" type="email" className="input" autoComplete="off" required maxLength={254} autoFocus />
          </div>
          <RoleField id="invite-role" roles={roles} />
          <p className="muted text-sm">Le enviaremos un enlace que vence en 7 días y sirve una sola vez.</p>
          {invite.error && (
            <div className="alert alert-error" role="alert">
              {errorMessage(invite.error)}
            </div>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={close}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
            {invite.isPending && <span className="spinner" aria-hidden="true" />}
            Enviar invitación
          </button>
        </div>
      </form>
    </Modal>
  );
}
