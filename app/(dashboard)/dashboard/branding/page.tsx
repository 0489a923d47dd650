// Branding: logo, brand name, white-label switch, and a sample label with the current settings.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { getBranding, MAX_LOGO_BYTES } from '@/lib/branding';
import { getBrandColor } from '@/lib/branding/brand-color';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { PageHeader } from '@/app/_components/ui';
import { BrandingEditor } from './branding-editor';

export const metadata: Metadata = { title: 'Marca y guías' };

export default async function BrandingPage() {
  const session = await requireOrgPermission('settings:manage');
  const [branding, brandColor] = await Promise.all([
    getBranding(getDb(), { organizationId: session.liveOrganizationId }),
    getBrandColor(getDb(), { organizationId: session.liveOrganizationId }),
  ]);
  return (
    <>
      <PageHeader
        title="Marca y guías"
        description="Con marca blanca activa, tus guías llevan tu logotipo (o, si no tienes, tu nombre comercial) en lugar de la marca de Envíos MX."
      />
      <BrandingEditor
        branding={branding}
        organizationName={session.membership.organizationName}
        maxLogoBytes={MAX_LOGO_BYTES}
        canManage={can(session.role, 'settings:manage')}
        brandColor={brandColor}
      />
    </>
  );
}
