// The platform admin's forms (app/(dashboard)/dashboard/admin): organization creation, balance credit, custom
// per-key rate limit. The server-action wrapper (lib/http/server-action.ts) parses each input with these.
import { z } from 'zod';
import { pesosSchema } from '@/lib/pricing/schemas';
import { checkText, safeText } from '@/lib/platform/text/zod';

const organizationId = z.uuid('La organización no existe.');

const pesos = pesosSchema({
  max: 10_000_000,
  exclusiveMin: true,
  messages: {
    type: 'El monto debe ser un número',
    range: 'El monto debe ser mayor que 0 y como máximo 10,000,000 MXN',
    decimals: 'El monto admite como máximo dos decimales',
  },
});

export const creditBalanceSchema = z.object({
  organizationId,
  amount: pesos,
  description: safeText({ min: 0, max: 200 }).optional(),
});
export type CreditBalance = z.output<typeof creditBalanceSchema>;

export const setRateLimitSchema = z.object({
  organizationId,
  /** null returns the organization to the service default (RATE_LIMIT_KEY_PER_HOUR) */
  perHour: z
    .number()
    .int('El límite debe ser un número entero')
    .min(1, 'El límite mínimo es 1 solicitud por hora')
    .max(10_000_000, 'El límite máximo es 10,000,000 por hora')
    .nullable(),
});
export type SetRateLimit = z.output<typeof setRateLimitSchema>;

export const setWhiteLabelSchema = z.object({ organizationId, enabled: z.boolean() });

export const createOrganizationFormSchema = z
  .object({
    name: safeText({
      max: 120,
      messages: { min: 'Escribe el nombre de la organización', max: 'El nombre de la organización debe tener como máximo 120 caracteres' },
    }),
    openingBalance: pesosSchema({
      max: 10_000_000,
      messages: {
        range: 'El saldo inicial debe estar entre 0 y 10,000,000 MXN',
        decimals: 'El saldo inicial admite como máximo dos decimales',
      },
    }).optional(),
    brandName: safeText({ min: 0, max: 40 }).optional(),
    whiteLabelEnabled: z.boolean().optional(),
    ownerEmail: checkText(z.string().trim()).optional(),
    ownerPassword: z.string().optional(),
  })
  .refine((v) => !v.ownerEmail || (v.ownerPassword ?? '').length >= 8, {
    path: ['ownerPassword'],
    message: 'La contraseña del propietario debe tener al menos 8 caracteres',
  });
export type CreateOrganizationForm = z.input<typeof createOrganizationFormSchema>;
export type CreateOrganizationWithOwner = z.output<typeof createOrganizationFormSchema>;
