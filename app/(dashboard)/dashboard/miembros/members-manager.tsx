'use client';
// The members page's interactive part: the two tables, the invite and change-role dialogs, and the
// confirmations before revoking, removing and transferring ownership.
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Icon } from '@/app/_components/icons';
import { Card, EmptyState } from '@/app/_components/ui';
import { errorMessage, useActionMutation } from '@/app/_components/use-action';
import { removeMemberAction, resendInvitationAction, revokeInvitationAction, transferOwnershipAction } from './actions';
import { InvitationsTable, type InvitationAction } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { MembersTable, type MemberAction } from './members-table';
import { RoleDialog } from './role-dialog';
import type { InvitationView, MemberView, RoleOption } from './types';

type Confirm = { kind: 'remove' | 'transfer'; member: MemberView } | { kind: 'revoke'; invitation: InvitationView } | null;

export function MembersManager({
  members,
  invitations,
  roles,
  currentUserId,
  canManage,
  canOwn,
}: {
  members: MemberView[];
  invitations: InvitationView[];
  roles: RoleOption[];
  currentUserId: string;
  canManage: boolean;
  canOwn: boolean;
}) {
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<MemberView | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setConfirm(null);
    setNotice(message);
  };
  const remove = useActionMutation(removeMemberAction, {
    onSuccess: () => confirm?.kind === 'remove' && done(`${confirm.member.email} ya no es miembro; sus sesiones se cerraron.`),
  });
  const transfer = useActionMutation(transferOwnershipAction, {
    onSuccess: () => confirm?.kind === 'transfer' && done(`${confirm.member.email} ahora es propietario; tu rol es Administrador.`),
  });
  const revoke = useActionMutation(revokeInvitationAction, {
    onSuccess: () => confirm?.kind === 'revoke' && done(`Revocaste la invitación de ${confirm.invitation.email}.`),
  });
  const resend = useActionMutation(resendInvitationAction, {
    onSuccess: () => setNotice('Enviamos un enlace nuevo; el anterior ya no funciona.'),
  });
  const pending = remove.isPending || transfer.isPending || revoke.isPending;
  const closeConfirm = () => {
    [remove, transfer, revoke].forEach((m) => m.reset());
    setConfirm(null);
  };

  const onMember = (action: MemberAction, member: MemberView) => {
    setNotice(null);
    if (action === 'role') setRoleOf(member);
    else setConfirm({ kind: action, member });
  };
  const onInvitation = (action: InvitationAction, invitation: InvitationView) => {
    setNotice(null);
    if (action === 'resend') resend.mutate(invitation.id);
    else setConfirm({ kind: 'revoke', invitation });
  };
  const onConfirm = () => {
    if (confirm?.kind === 'remove') remove.mutate(confirm.member.userId);
    if (confirm?.kind === 'transfer') transfer.mutate(confirm.member.userId);
    if (confirm?.kind === 'revoke') revoke.mutate(confirm.invitation.id);
  };
  const inviteButton = canManage && (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => {
        setNotice(null);
        setInviting(true);
      }}
    >
      <Icon name="plus" /> Invitar a un miembro
    </button>
  );

  return (
    <>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      {resend.error && (
        <div className="alert alert-error" role="alert">
          {errorMessage(resend.error)}
        </div>
      )}
      <Card title="Miembros" description={`${members.length} ${members.length === 1 ? 'persona' : 'personas'}`} actions={inviteButton}>
        <MembersTable members={members} currentUserId={currentUserId} canManage={canManage} canOwn={canOwn} onAction={onMember} />
      </Card>
      <Card title="Invitaciones pendientes" description="Cada enlace sirve una vez y vence a los 7 días.">
        {invitations.length === 0 ? (
          <EmptyState icon="send" title="Sin invitaciones pendientes">
            Las invitaciones que envíes aparecerán aquí hasta que las acepten.
          </EmptyState>
        ) : (
          <InvitationsTable
            invitations={invitations}
            canManage={canManage}
            pendingId={resend.isPending ? (resend.variables ?? null) : null}
            onAction={onInvitation}
          />
        )}
      </Card>
      {!canManage && <p className="muted">Solo los propietarios y administradores pueden invitar, cambiar roles o quitar miembros.</p>}
      <InviteDialog
        open={inviting}
        roles={roles}
        onClose={() => setInviting(false)}
        onSent={(email) => {
          setInviting(false);
          setNotice(`Enviamos la invitación a ${email}.`);
        }}
      />
      <RoleDialog
        member={roleOf}
        roles={roles}
        onClose={() => setRoleOf(null)}
        onSaved={(message) => {
          setRoleOf(null);
          setNotice(message);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === 'remove'
            ? 'Quitar de la organización'
            : confirm?.kind === 'transfer'
              ? 'Transferir la propiedad'
              : 'Revocar la invitación'
        }
        confirmLabel={confirm?.kind === 'remove' ? 'Quitar' : confirm?.kind === 'transfer' ? 'Transferir' : 'Revocar'}
        tone={confirm?.kind === 'transfer' ? 'primary' : 'danger'}
        pending={pending}
        error={(remove.error || transfer.error || revoke.error) && errorMessage(remove.error ?? transfer.error ?? revoke.error)}
        onConfirm={onConfirm}
        onClose={closeConfirm}
      >
        {confirm?.kind === 'remove' && (
          <p>{confirm.member.email} perderá el acceso a la organización y sus sesiones abiertas se cerrarán de inmediato.</p>
        )}
        {confirm?.kind === 'transfer' && (
          <p>{confirm.member.email} será propietario y tú pasarás a Administrador. Solo otro propietario podrá devolvértela.</p>
        )}
        {confirm?.kind === 'revoke' && <p>El enlace enviado a {confirm.invitation.email} dejará de funcionar.</p>}
      </ConfirmDialog>
    </>
  );
}
