// "Nuevo inicio de sesión": a sign-in from a browser the user had not used before (lib/account/known-devices.ts),
// only for users who turned the alert on in /dashboard/cuenta.
import { publicUrl } from '@/lib/platform/public-url';
import { EmailDetails, EmailHeading, EmailText } from '../components';
import { defineEmailTemplate } from '../template';

export type NewSignInData = { name: string | null; when: string; ip: string | null; browser: string | null };

export const newSignIn = defineEmailTemplate<NewSignInData>({
  name: 'new-sign-in',
  subject: () => 'Nuevo inicio de sesión en tu cuenta de Envíos MX',
  Body: ({ data }) => (
    <>
      <EmailHeading>Nuevo inicio de sesión</EmailHeading>
      <EmailText>Hola{data.name ? `, ${data.name}` : ''}. Alguien entró a tu cuenta desde un navegador que no habíamos visto.</EmailText>
      <EmailDetails
        rows={[
          ['Fecha', data.when],
          ['Dirección IP', data.ip ?? 'desconocida'],
          ['Navegador', data.browser ?? 'desconocido'],
        ]}
      />
      <EmailText>Si fuiste tú, no tienes que hacer nada.</EmailText>
      <EmailText muted>
        Si no fuiste tú, cambia tu contraseña de inmediato en {publicUrl('/recuperar')}: eso cierra todas tus sesiones. Puedes desactivar
        estos avisos en Mi cuenta.
      </EmailText>
    </>
  ),
});
