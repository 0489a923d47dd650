// "Restablece tu contraseña": the single-use link of lib/account/password-reset.ts (valid one hour).
import { EmailButton, EmailHeading, EmailText } from '../components';
import { defineEmailTemplate } from '../template';

export type PasswordResetData = { name: string | null; resetUrl: string; validMinutes: number };

export const passwordReset = defineEmailTemplate<PasswordResetData>({
  name: 'password-reset',
  subject: () => 'Restablece tu contraseña de Envíos MX',
  preview: (data) => `El enlace es válido durante ${data.validMinutes} minutos y sirve una sola vez.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Restablece tu contraseña</EmailHeading>
      <EmailText>Hola{data.name ? `, ${data.name}` : ''}. Recibimos una solicitud para restablecer la contraseña de tu cuenta.</EmailText>
      <EmailButton brand={brand} href={data.resetUrl}>
        Elegir una contraseña nueva
      </EmailButton>
      <EmailText muted>
        El enlace es válido durante {data.validMinutes} minutos y sirve una sola vez. Al cambiarla se cerrarán todas tus sesiones abiertas.
      </EmailText>
      <EmailText muted>Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.</EmailText>
    </>
  ),
});
