// The dashboard's "new API key" form: its schema and the expiry it stands for.
import { z } from 'zod';
import { apiScopes } from '@/lib/api-keys/scopes';
import { organizationModes } from '@/model/organizations';
import { safeText } from '@/lib/platform/text/zod';
import { mexicoCityDayEnd } from '@/lib/platform/time/mexico-city';

/** A key's name and scopes as the dashboard's forms (create, edit) take them. */
export const apiKeyNameField = safeText({
  max: 100,
  messages: { min: 'Escribe un nombre para la clave', max: 'El nombre debe tener como máximo 100 caracteres' },
});
export const apiKeyScopesField = z.array(z.enum(apiScopes)).min(1, 'Elige al menos un permiso');

/**
 * The create form: a name, at least one scope, an optional expiry day (the key expires at the end of it, Mexico City)
 * and the mode (live or test, docs/modes.md; the dashboard's current mode when absent).
 */
export const createApiKeyFormSchema = z.object({
  name: apiKeyNameField,
  mode: z.enum(organizationModes, 'El modo debe ser producción o prueba').optional(),
  scopes: apiKeyScopesField,
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha de expiración no es válida')
    .nullable()
    .optional(),
});
export type CreateApiKeyForm = z.input<typeof createApiKeyFormSchema>;

/** End of the given day in Mexico City. */
export const endOfMexicoDay = mexicoCityDayEnd;
