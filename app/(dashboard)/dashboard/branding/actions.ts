'use server';
// Branding settings (brand name, white-label switch, logo removal). Logo uploads go through
// POST /api/dashboard/branding/logo. Admins and owners only.
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { removeOrganizationLogo, setBranding, type SetBrandingInput } from '@/lib/branding';
import { requireOrgAction } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';

export async function setBrandingAction(input: SetBrandingInput) {
  return runAction('setBranding', async () => {
    const session = await requireOrgAction('admin');
    const branding = await setBranding(getDb(), session.organizationId, input);
    revalidatePath('/dashboard/branding');
    return branding;
  });
}

export async function removeLogoAction() {
  return runAction('removeLogo', async () => {
    const session = await requireOrgAction('admin');
    await removeOrganizationLogo(getDb(), session.organizationId);
    revalidatePath('/dashboard/branding');
    return { removed: true };
  });
}
