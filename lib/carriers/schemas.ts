// The request and response shapes of /api/v1/carrier-accounts (lib/http/openapi/operations/carrier-accounts.ts).
import { z } from 'zod';
import { carrierCapabilities } from '@/lib/providers/carrier';

/** PUT /carrier-accounts/{carrier}: the credentials, each carrier's own fields (checked by its module, docs/carriers.md). */
export const saveCarrierAccountSchema = z.strictObject({
  credentials: z.record(z.string(), z.string().max(500)),
});

/** PATCH /carrier-accounts/{carrier}: on or off, credentials untouched. */
export const updateCarrierAccountSchema = z.strictObject({ enabled: z.boolean() });

export const carrierAccountSchema = z.object({
  carrier: z.string(),
  displayName: z.string(),
  source: z.enum(['organization', 'platform']).describe('organization: la cuenta propia; platform: la que ofrece la plataforma'),
  enabled: z.boolean(),
  preview: z
    .record(z.string(), z.string())
    .describe('Campos públicos (número de cuenta) completos y secretos con sus últimos 4 caracteres; vacío en la cuenta de la plataforma'),
  capabilities: z.array(z.enum(carrierCapabilities)),
  validatedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export const carrierAccountListSchema = z.object({ data: z.array(carrierAccountSchema) });
export const deletedCarrierAccountSchema = z.object({ carrier: z.string(), deleted: z.literal(true) });

/** The dashboard's actions (Paqueterías, and the platform admin's page): the carrier, by name. */
export const carrierActionInput = z.object({ carrier: z.string().min(1).max(40) });
export const carrierSaveInput = carrierActionInput.extend(saveCarrierAccountSchema.shape);
export const carrierToggleInput = carrierActionInput.extend(updateCarrierAccountSchema.shape);
