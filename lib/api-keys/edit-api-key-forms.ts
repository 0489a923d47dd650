// The dashboard's "Rotar" and "Editar" dialogs: what their server actions accept
// (app/(dashboard)/dashboard/api-keys/actions.ts). The domain functions check the same rules again.
import { z } from 'zod';
import { apiKeyNameField, apiKeyScopesField } from './create-api-key-form';
import { rollGraces } from './roll-grace';

const keyId = z.uuid('La clave de API no existe.');

export const rollApiKeyFormSchema = z.object({
  id: keyId,
  grace: z.enum(rollGraces, 'Elige cuánto tiempo sigue funcionando la clave anterior'),
});
export type RollApiKeyForm = z.input<typeof rollApiKeyFormSchema>;

export const updateApiKeyFormSchema = z.object({
  id: keyId,
  name: apiKeyNameField,
  scopes: apiKeyScopesField,
});
export type UpdateApiKeyForm = z.input<typeof updateApiKeyFormSchema>;
