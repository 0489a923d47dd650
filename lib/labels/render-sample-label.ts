// A sample label with an organization's branding, for the dashboard's preview (marked MUESTRA, fake data).
import type { Organization } from '@/db/schema';
import { buildLabelModel, toLabelBranding } from './label-model';
import { renderLabelPdf } from './render-label-pdf';

export type SampleLabelOrg = Pick<Organization, 'name' | 'whiteLabelEnabled' | 'brandName' | 'logo'>;

/** A one-page PDF showing how this organization's labels look (logo, brand name, or the service's brand). */
export async function renderSampleLabel(org: SampleLabelOrg): Promise<Buffer> {
  const label = buildLabelModel(
    {
      guideNumber: 'MUESTRA0000000000',
      providerTrackingNumber: 'MX0000000000000000',
      returnGuideNumber: null,
      returnTrackingNumber: null,
      status: 'created',
      shipmentType: 'express',
      receiverName: 'María José Núñez',
      receiverPhone: '+52 33 9876 5432',
      pickupAddress: {
        contactName: org.whiteLabelEnabled ? org.brandName || org.name : 'Almacén de ejemplo',
        contactPhone: '+52 55 1234 5678',
        street: 'Av. Paseo de la Reforma',
        exteriorNumber: '222',
        interiorNumber: 'Piso 3',
        neighborhood: 'Juárez',
        city: 'Ciudad de México',
        state: 'Ciudad de México',
        postalCode: '06600',
      },
      deliveryAddress: {
        contactName: 'María José Núñez',
        contactPhone: '+52 33 9876 5432',
        street: 'Av. Juárez',
        exteriorNumber: '976',
        neighborhood: 'Centro',
        city: 'Guadalajara',
        state: 'Jalisco',
        postalCode: '44100',
        deliveryInstructions: 'Tocar el timbre dos veces',
      },
      packageWeight: 1.5,
      packageLength: 30,
      packageWidth: 20,
      packageHeight: 15,
      contentDescription: 'Libros',
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
