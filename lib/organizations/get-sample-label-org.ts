// What the branding page's sample label needs of the organization (name, white-label settings, logo bytes).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { SampleLabelOrg } from '@/lib/labels/render-sample-label';

export async function loadSampleLabelOrg(db: DbOrTx, input: { organizationId: string }): Promise<SampleLabelOrg> {
  const [org] = await db
    .select({
      name: organizations.name,
      whiteLabelEnabled: organizations.whiteLabelEnabled,
      brandName: organizations.brandName,
      logo: organizations.logo,
    })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!org) throw new DomainError('not_found', 'La organización no existe.');
  return org;
}
