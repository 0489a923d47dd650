// The QR of a printed CFDI (Anexo 20, "representación impresa"): the SAT's verification URL, drawn as a PNG for the
// PDF. Error correction H (the highest: a printed page gets folded and stained), with a quiet zone of 4 modules.
import QRCode from 'qrcode';

export async function verificationQrPng(verificationUrl: string): Promise<Buffer> {
  return QRCode.toBuffer(verificationUrl, { type: 'png', errorCorrectionLevel: 'H', margin: 4, scale: 6 });
}
