// What the branding page's sample label needs of the organization (name, white-label settings, logo bytes).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { SampleLabelOrg } from '@/lib/labels/render-sample-label';

export async function loadSampleLabelOrg(db: DbOrTx, organizationId: string): Promise<SampleLabelOrg> {
  const [org] = await db
    .select({ name: organizations.name, whiteLabelEnabled: organizations.whiteLabelEnabled, brandName: organizations.brandName, logo: organizations.logo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw new ApiError('not_found', 'La organización no existe.');
  return org;
}
