// Branding editor: white-label switch + brand name (white-label-card.tsx), the logo (logo-card.tsx), and the
// sample label preview, reloaded whenever the saved branding changes.
import { Icon } from '@/app/_components/icons';
import { Card } from '@/app/_components/ui';
import type { Branding } from '@/lib/branding/schemas';
import { BrandColorCard } from './brand-color-card';
import { LogoCard } from './logo-card';
import { WhiteLabelCard } from './white-label-card';

export function BrandingEditor({
  branding,
  organizationName,
  maxLogoBytes,
  canManage,
  brandColor = null,
}: {
  branding: Branding;
  /** organizations.brand_color (lib/branding/brand-color.ts) */
  brandColor?: string | null;
  organizationName: string;
  maxLogoBytes: number;
  canManage: boolean;
}) {
  const previewVersion = encodeURIComponent(`${branding.whiteLabelEnabled}-${branding.brandName ?? ''}-${branding.logoUpdatedAt ?? ''}`);
  return (
    <div className="grid-2 align-start">
      <div className="stack-lg">
        <WhiteLabelCard branding={branding} organizationName={organizationName} canManage={canManage} />
        <LogoCard branding={branding} maxLogoBytes={maxLogoBytes} canManage={canManage} />
        <BrandColorCard brandColor={brandColor} canManage={canManage} />
      </div>

      <Card
        title="Vista previa de la guía"
        description={
          branding.whiteLabelEnabled
            ? `Con tu marca: ${branding.effectiveBrandName}`
            : 'Con la marca de Envíos MX (marca blanca desactivada)'
        }
        actions={
          <a className="btn btn-sm" href="/api/dashboard/branding/sample-label?download=1" download>
            <Icon name="download" /> Descargar
          </a>
        }
      >
        <div className="card-body">
          <iframe
            key={previewVersion}
            className="label-preview"
            title="Guía de muestra en PDF"
            src={`/api/dashboard/branding/sample-label?v=${previewVersion}#toolbar=0&view=FitH`}
          />
        </div>
      </Card>
    </div>
  );
}
