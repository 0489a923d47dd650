// The QR of a printed CFDI (Anexo 20, "representación impresa"): the SAT's verification URL, drawn as a PNG for the
// PDF. Error correction M and no quiet zone of its own (the page's margin is the quiet zone).
import QRCode from 'qrcode';

export async function verificationQrPng(verificationUrl: string): Promise<Buffer> {
  return QRCode.toBuffer(verificationUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
}
