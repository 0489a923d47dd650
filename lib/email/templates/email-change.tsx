// Email change (lib/account/email-change.ts): the confirmation link to the NEW address (single use, 24 h), and the
// notice to the OLD address, sent when the change is requested ("requested") and when it is confirmed ("changed").
// When the new address already has an account, that address gets "taken" instead of the link: someone tried to use
// it, nothing changed (the requester is told nothing different, so the form reveals no account).
import { publicUrl } from '@/lib/platform/public-url';
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { defineEmailTemplate } from '../template';

export type EmailChangeData =
  | { kind: 'confirm'; name: string | null; newEmail: string; confirmUrl: string; validHours: number }
  | { kind: 'requested' | 'changed'; name: string | null; newEmail: string; oldEmail: string }
  | { kind: 'taken'; newEmail: string };

const subjects: Record<EmailChangeData['kind'], string> = {
  confirm: 'Confirma tu nuevo correo en Envíos MX',
  requested: 'Se solicitó cambiar el correo de tu cuenta',
  changed: 'El correo de tu cuenta cambió',
  taken: 'Alguien intentó usar este correo en Envíos MX',
};

export const emailChange = defineEmailTemplate<EmailChangeData>({
  name: 'email-change',
  subject: (data) => subjects[data.kind],
  Body: ({ data, brand }) => {
    if (data.kind === 'confirm') {
      return (
        <>
          <EmailHeading>Confirma tu nuevo correo</EmailHeading>
          <EmailText>
            Hola{data.name ? `, ${data.name}` : ''}. Pediste usar {data.newEmail} para entrar a Envíos MX.
          </EmailText>
          <EmailButton brand={brand} href={data.confirmUrl}>
            Confirmar el nuevo correo
          </EmailButton>
          <EmailText muted>
            El enlace es válido durante {data.validHours} horas y sirve una sola vez. Si no lo pediste, ignora este correo.
          </EmailText>
        </>
      );
    }
    if (data.kind === 'taken') {
      return (
        <>
          <EmailHeading>Alguien intentó usar este correo</EmailHeading>
          <EmailText>
            Alguien pidió usar {data.newEmail} para entrar a otra cuenta de Envíos MX. Este correo ya pertenece a una cuenta, así que no
            cambiamos nada y no tienes que hacer nada.
          </EmailText>
          <EmailText muted>Si no puedes entrar a tu cuenta, restablece tu contraseña en {publicUrl('/recuperar')}.</EmailText>
        </>
      );
    }
    return (
      <>
        <EmailHeading>{data.kind === 'requested' ? 'Se solicitó cambiar tu correo' : 'Tu correo cambió'}</EmailHeading>
        <EmailText>
          {data.kind === 'requested'
            ? 'Alguien con acceso a tu cuenta pidió cambiar el correo con el que entras. El cambio se hará cuando se confirme desde el nuevo correo.'
            : 'El correo con el que entras a Envíos MX cambió. A partir de ahora este correo ya no sirve para iniciar sesión.'}
        </EmailText>
        <EmailDetails
          rows={[
            ['Correo anterior', data.oldEmail],
            ['Correo nuevo', data.newEmail],
          ]}
        />
        <EmailText muted>
          Si no fuiste tú, restablece tu contraseña en {publicUrl('/recuperar')} y avisa al administrador de tu organización.
        </EmailText>
      </>
    );
  },
});
