// The tracking URL as a QR code for the labels: a PNG for the PDF (qrcode) and, for ZPL, the printer's own
// ^BQ field (render-label-zpl.ts). Error correction M (15%): survives a scuffed corner of a parcel.
import QRCode from 'qrcode';

export type QrImage = { png: Buffer; modules: number };

/** Quiet zone on each side, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

export async function renderQrPng(text: string): Promise<QrImage> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE, scale: 8, color: { dark: '#000000', light: '#ffffff' } });
  return { png, modules: qr.modules.size + 2 * QR_QUIET_ZONE };
}
