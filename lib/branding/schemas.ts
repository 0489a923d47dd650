// Shapes of the white-label branding of an organization (dashboard forms, CLI, OpenAPI).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { safeText } from '@/lib/platform/text/zod';

export const BRAND_NAME_MAX = 40;

/** A partial update: fields left out keep their value; brandName null clears it (the label then uses the organization name). */
export const setBrandingSchema = z
  .object({
    brandName: safeText({ max: BRAND_NAME_MAX }).nullable().optional(),
    whiteLabelEnabled: z.boolean().optional(),
  })
  .strict();
export type SetBrandingInput = z.infer<typeof setBrandingSchema>;

export const brandingSchema = z.object({
  whiteLabelEnabled: z.boolean(),
  brandName: z.string().nullable(),
  /** the name the label prints when white-label is on: brandName, or the organization name */
  effectiveBrandName: z.string(),
  hasLogo: z.boolean(),
  logoMimeType: z.string().nullable(),
  logoUpdatedAt: z.iso.datetime().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const storedLogoSchema = z.object({
  mimeType: z.literal('image/png'),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  logoUpdatedAt: z.iso.datetime(),
});
export type StoredLogo = z.infer<typeof storedLogoSchema>;
