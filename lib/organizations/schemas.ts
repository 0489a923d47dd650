// Response shape of GET /api/v1/account.
import { z } from 'zod';
import { organizationModes } from '@/model/organizations';

export const accountResponseSchema = z.object({
  organization: z.object({
    id: z.uuid(),
    name: z.string(),
    /** the key's mode: live, or test (the test twin's data, docs/modes.md) */
    mode: z
      .enum(organizationModes)
      .describe('Modo de la clave: live (producción) o test (prueba: datos aparte, nada se envía ni se cobra de verdad)'),
    balance: z.number(),
    currency: z.literal('MXN'),
  }),
  apiKey: z.object({ id: z.uuid(), name: z.string(), scopes: z.array(z.string()), expiresAt: z.iso.datetime().nullable() }),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
