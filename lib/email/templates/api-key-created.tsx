// To the owners and admins when an API key is created (lib/api-keys/create-api-key.ts) or rolled into a new secret
// (lib/api-keys/roll-api-key.ts): who, which key, which permissions; a key nobody on the team expected is the sign
// of a compromised account.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { emailDateTime } from '@/lib/platform/time/format';
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
  /** a roll: the display prefix of the key this one replaces and when that one stops working */
  replaces?: { keyPrefix: string; expiresAt: string };
};

const replacedRows = (data: ApiKeyCreatedData): Array<[string, string]> =>
  data.replaces
    ? [
        ['Reemplaza a', data.replaces.keyPrefix],
        ['La anterior deja de funcionar', emailDateTime(data.replaces.expiresAt)],
      ]
    : [];

export const apiKeyCreated = defineEmailTemplate<ApiKeyCreatedData>({
  name: 'api-key-created',
  subject: (data, brand) => `Nueva clave de API en ${brand.name}: ${data.keyName}`,
  preview: (data) => `${data.createdBy} creó la clave «${data.keyName}».`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Se creó una clave de API</EmailHeading>
      <EmailText>
        {data.createdBy} {data.replaces ? 'rotó una clave de API' : 'creó una clave de API nueva'} en {brand.name}. Con ella se pueden crear
        envíos y consultar datos de la organización según sus permisos.
      </EmailText>
      <EmailDetails
        rows={[
          ['Nombre', data.keyName],
          ['Prefijo', data.keyPrefix],
          ['Permisos', data.scopes.includes('*') ? 'todos' : data.scopes.join(', ')],
          ['Fecha', emailDateTime(data.createdAt)],
          ...replacedRows(data),
        ]}
      />
      <EmailText>Si nadie de tu equipo la esperaba, revócala ahora y cambia las contraseñas de tus miembros.</EmailText>
      <EmailButton brand={brand} href={data.keysUrl}>
        Revisar claves de API
      </EmailButton>
    </>
  ),
});
