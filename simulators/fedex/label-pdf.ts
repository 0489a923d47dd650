// The simulated FedEx label: a one-page 4x6 in PDF (288x432 pt) with the tracking number and both cities in
// Helvetica, small and valid (the offsets of its cross-reference table are computed), returned base64 where the
// Ship API puts it (pieceResponses[].packageDocuments[].encodedLabel). ZPLII gets a ZPL text of the same content.
import { textPdf } from '../shared/text-pdf';

export type LabelContent = { trackingNumber: string; serviceName: string; from: string; to: string };

export function labelPdf(content: LabelContent): Buffer {
  return textPdf([
    { text: 'FedEx (simulador)', size: 20, y: 396 },
    { text: content.serviceName, size: 12, y: 370 },
    { text: `TRK# ${content.trackingNumber}`, size: 16, y: 330 },
    { text: `De: ${content.from}`, size: 10, y: 290 },
    { text: `Para: ${content.to}`, size: 10, y: 270 },
  ]);
}

export function labelZpl(content: LabelContent): Buffer {
  const zpl = [
    '^XA',
    '^FO40,40^A0N,40,40^FDFedEx (simulador)^FS',
    `^FO40,100^A0N,28,28^FD${content.serviceName}^FS`,
    `^FO40,160^A0N,36,36^FDTRK# ${content.trackingNumber}^FS`,
    `^FO40,240^A0N,24,24^FDDe: ${content.from}^FS`,
    `^FO40,280^A0N,24,24^FDPara: ${content.to}^FS`,
    `^FO40,340^BCN,120,Y,N,N^FD${content.trackingNumber}^FS`,
    '^XZ',
  ].join('\n');
  return Buffer.from(zpl, 'utf8');
}
