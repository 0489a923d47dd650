// To the owners and admins when an API key is created (lib/api-keys/create-api-key.ts): who, which key, which
// permissions; a key nobody on the team expected is the sign of a compromised account.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { emailDateTime } from '../format';
import { defineEmailTemplate } from '../template';

export type ApiKeyCreatedData = {
  keyName: string;
  /** the key's display prefix (never the key) */
  keyPrefix: string;
  scopes: string[];
  /** who created it: a person's name or email, "la API" or "la línea de comandos" (lib/audit actor label) */
  createdBy: string;
  createdAt: string;
  keysUrl: string;
};

export const apiKeyCreated = defineEmailTemplate<ApiKeyCreatedData>({
  name: 'api-key-created',
  subject: (data, brand) => `Nueva clave de API en ${brand.name}: ${data.keyName}`,
  preview: (data) => `${data.createdBy} creó la clave «${data.keyName}».`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Se creó una clave de API</EmailHeading>
      <EmailText>
        {data.createdBy} creó una clave de API nueva en {brand.name}. Con ella se pueden crear envíos y consultar datos de la
        organización según sus permisos.
      </EmailText>
      <EmailDetails
        rows={[
          ['Nombre', data.keyName],
          ['Prefijo', data.keyPrefix],
          ['Permisos', data.scopes.includes('*') ? 'todos' : data.scopes.join(', ')],
          ['Fecha', emailDateTime(data.createdAt)],
        ]}
      />
      <EmailText>Si nadie de tu equipo la esperaba, revócala ahora y cambia las contraseñas de tus miembros.</EmailText>
      <EmailButton brand={brand} href={data.keysUrl}>
        Revisar claves de API
      </EmailButton>
    </>
  ),
});
