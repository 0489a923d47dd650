// A sample label with an organization's branding, for the dashboard's preview (marked MUESTRA, fake data).
import type { Organization } from '@/db/schema';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '@/lib/orders/sample-order';
import { buildLabelModel, toLabelBranding } from './label-model';
import { renderLabelPdf } from './render-label-pdf';

export type SampleLabelOrg = Pick<Organization, 'name' | 'whiteLabelEnabled' | 'brandName' | 'logo'>;

// The sender on a label shows no e-mail.
const { email: _email, ...pickup } = samplePickupAddress;

/** A one-page PDF showing how this organization's labels look (logo, brand name, or the service's brand). */
export async function renderSampleLabel(org: SampleLabelOrg): Promise<Buffer> {
  const label = buildLabelModel(
    {
      guideNumber: 'MUESTRA0000000000',
      providerTrackingNumber: 'MX0000000000000000',
      returnGuideNumber: null,
      returnTrackingNumber: null,
      returnApprovedAt: null,
      status: 'created',
      shipmentType: 'express',
      ...sampleReceiver,
      pickupAddress: { ...pickup, contactName: org.whiteLabelEnabled ? org.brandName || org.name : 'Almacén de ejemplo' },
      deliveryAddress: sampleDeliveryAddress,
      packageWeight: samplePackage.weight,
      packageLength: samplePackage.dimensions.length,
      packageWidth: samplePackage.dimensions.width,
      packageHeight: samplePackage.dimensions.height,
      contentDescription: samplePackage.contentDescription,
      isCod: false,
      codAmountCentavos: null,
      internalReference: 'PED-0001',
      createdAt: new Date(),
    },
    'shipping',
    toLabelBranding(org),
  )!;
  return renderLabelPdf({ ...label, kind: 'sample' });
}
