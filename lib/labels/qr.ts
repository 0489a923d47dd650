// The tracking URL as a QR code for the labels: its dark modules for the PDF, drawn as vector shapes
// (label-pdf.ts; no image to encode and decode, sharp at any printer resolution) and, for ZPL, the
// printer's own ^BQ field (render-label-zpl.ts). Error correction M (15%): survives a scuffed corner of a parcel.
import QRCode from 'qrcode';

/** Quiet zone on each side, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

/** Runs of dark modules as [x, y, length] (quiet zone included in the coordinates); `modules` is the full side. */
export type QrCode = { runs: [number, number, number][]; modules: number };

export function qrCode(text: string): QrCode {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const runs: [number, number, number][] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      runs.push([start + QR_QUIET_ZONE, y + QR_QUIET_ZONE, x - start]);
    }
  }
  return { runs, modules: size + 2 * QR_QUIET_ZONE };
}
