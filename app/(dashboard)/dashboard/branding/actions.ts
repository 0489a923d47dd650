'use server';
// Branding settings (brand name, white-label switch, logo removal). Logo uploads go through
// POST /api/dashboard/branding/logo. Admins and owners only (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { removeOrganizationLogo, setBranding } from '@/lib/branding';
import { setBrandColor, setBrandColorSchema } from '@/lib/branding/brand-color';
import { setBrandingSchema } from '@/lib/branding/schemas';
import { orgAction } from '@/lib/http/server-action';

export const setBrandingAction = orgAction(
  { name: 'setBranding', permission: 'settings:manage', input: setBrandingSchema, labels: { brandName: 'Nombre comercial' } },
  async ({ session, input, actor }) => {
    const branding = await setBranding(getDb(), { organizationId: session.liveOrganizationId, changes: input, actor });
    revalidatePath('/dashboard/branding');
    return branding;
  },
);

export const removeLogoAction = orgAction(
  { name: 'removeLogo', permission: 'settings:manage', input: z.undefined() },
  async ({ session, actor }) => {
    await removeOrganizationLogo(getDb(), { organizationId: session.liveOrganizationId, actor });
    revalidatePath('/dashboard/branding');
    return { removed: true };
  },
);

export const setBrandColorAction = orgAction(
  { name: 'setBrandColor', permission: 'settings:manage', input: setBrandColorSchema, labels: { brandColor: 'Color (#RRGGBB)' } },
  async ({ session, input, actor }) => {
    const brandColor = await setBrandColor(getDb(), { organizationId: session.liveOrganizationId, brandColor: input.brandColor, actor });
    revalidatePath('/dashboard/branding');
    return { brandColor };
  },
);
