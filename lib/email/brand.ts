// The brand a message is rendered with, read at send time: the organization's brand name (or name), its logo
// as a public absolute URL (app/api/public/logos/[organizationId], versioned by logo_updated_at so a new logo is
// a new address and the old one can be cached for good) and its colour; the service's own for platform mail.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { publicUrl } from '@/lib/platform/public-url';
import { SERVICE_COLOR, SERVICE_NAME } from './layout';
import type { EmailBrand, EmailLinks } from './template';

export const serviceBrand = (): EmailBrand => ({ name: SERVICE_NAME, logoUrl: null, color: SERVICE_COLOR });

/** The public address of an organization's logo (null when it has none); also used by the tracking page. */
export function organizationLogoUrl(organizationId: string, logoUpdatedAt: Date | null): string | null {
  return logoUpdatedAt ? publicUrl(`/api/public/logos/${organizationId}?v=${logoUpdatedAt.getTime()}`) : null;
}

export async function loadEmailBrand(db: DbOrTx, organizationId: string | null): Promise<EmailBrand> {
  if (!organizationId) return serviceBrand();
  const [org] = await db
    .select({
      name: organizations.name,
      brandName: organizations.brandName,
      hasLogo: organizations.logoMimeType,
      logoUpdatedAt: organizations.logoUpdatedAt,
      brandColor: organizations.brandColor,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) return serviceBrand();
  return {
    name: org.brandName?.trim() || org.name,
    logoUrl: org.hasLogo ? organizationLogoUrl(organizationId, org.logoUpdatedAt) : null,
    color: org.brandColor && /^#[0-9a-f]{6}$/i.test(org.brandColor) ? org.brandColor : SERVICE_COLOR,
  };
}

export function emailLinks(unsubscribe: string | null = null, replyTo: string | null = null): EmailLinks {
  return { home: publicUrl('/'), dashboard: publicUrl('/dashboard'), unsubscribe, replyTo };
}
