// "Te invitaron a <organización>": the single-use link of lib/members/invite-member.ts (valid 7 days; a re-send
// replaces it).
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { emailDateTime } from '@/lib/platform/time/format';
import { defineEmailTemplate } from '../template';

export type MemberInvitationEmailData = {
  organizationName: string;
  inviterName: string;
  roleLabel: string;
  roleDescription: string;
  acceptUrl: string;
  /** ISO 8601 */
  expiresAt: string;
};

export const memberInvitation = defineEmailTemplate<MemberInvitationEmailData>({
  name: 'member-invitation',
  subject: (data) => `${data.inviterName} te invitó a ${data.organizationName} en Envíos MX`,
  preview: (data) => `Únete como ${data.roleLabel}. El enlace vence en 7 días y sirve una sola vez.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Te invitaron a {data.organizationName}</EmailHeading>
      <EmailText>
        {data.inviterName} te invitó a unirte a {data.organizationName} en Envíos MX, el panel donde tu equipo administra envíos, guías,
        claves de API y webhooks.
      </EmailText>
      <EmailDetails
        rows={[
          ['Rol', data.roleLabel],
          ['Qué puedes hacer', data.roleDescription],
          ['Vence', emailDateTime(data.expiresAt)],
        ]}
      />
      <EmailButton brand={brand} href={data.acceptUrl}>
        Aceptar la invitación
      </EmailButton>
      <EmailText muted>
        El enlace sirve una sola vez. Si ya tienes una cuenta con este correo, inicia sesión desde el enlace para unirte; si no, elegirás tu
        nombre y una contraseña.
      </EmailText>
      <EmailText muted>Si no esperabas esta invitación, ignora este correo: no se creará ninguna cuenta.</EmailText>
    </>
  ),
});
