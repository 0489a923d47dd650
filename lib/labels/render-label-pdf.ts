// Draws a label model as a one-page 4x6 inch PDF: the one entry point of PDF label rendering (single labels,
// batch files, the dashboard's sample). The drawing is lib/labels/label-pdf.ts; the organization's logo is
// decoded once and kept (lib/labels/pdf/logo-image.ts).
import { code128 } from './barcode';
import { drawLabelPdf } from './label-pdf';
import { logoImage } from './pdf/logo-image';
import { qrCode } from './qr';
import type { LabelModel } from './schemas';

export async function renderLabelPdf(label: LabelModel): Promise<Buffer> {
  const barcode = code128(label.guideNumber);
  const qr = label.trackingUrl ? qrCode(label.trackingUrl) : null;
  const { branding } = label;
  const logo = branding.kind === 'organization' && branding.logoPng ? await logoImage(branding.logoPng) : null;
  return drawLabelPdf(label, barcode, qr, logo);
}
