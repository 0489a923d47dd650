// Draws a label model as ZPL II for 4x6 inch labels on 203 dpi thermal printers (Zebra and compatibles):
// the same blocks as the PDF, the guide as a native Code 128 (^BC), text in UTF-8 (^CI28).
import sharp from 'sharp';
import { code128Modules, QUIET_ZONE_MODULES } from './barcode';
import { shipmentTypeLabels } from './label-model';
import type { LabelModel, LabelParty } from './schemas';
import { formatMexicoCityDateTime, formatMxn, formatNumber } from './text';

/** 4 x 6 inches at 203 dpi, in dots. */
export const ZPL_SIZE = { width: 812, height: 1218 } as const;
const MARGIN = 24;
const WIDTH = ZPL_SIZE.width - 2 * MARGIN;
const LOGO_BOX = { width: 300, height: 76 };

/** Field data with ^FH: the three characters ZPL would read as commands travel as hex escapes. */
function escape(text: string): string {
  return text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Lines the text takes in a box (font 0 averages a little over half its width per character). */
function linesFor(text: string, fontWidth: number, boxWidth: number, maxLines: number): number {
  const perLine = Math.max(1, Math.floor(boxWidth / (fontWidth * 0.56)));
  return Math.min(maxLines, Math.max(1, Math.ceil([...text].length / perLine)));
}

class ZplBuilder {
  readonly commands: string[] = [];
  y = MARGIN;

  text(text: string, o: { x?: number; size: number; width?: number; maxLines?: number; align?: 'L' | 'C' | 'R'; reverse?: boolean; gap?: number }) {
    const width = o.width ?? WIDTH;
    const lines = linesFor(text, o.size, width, o.maxLines ?? 1);
    this.commands.push(
      `^FO${o.x ?? MARGIN},${this.y}^A0N,${o.size},${o.size}^FB${width},${lines},2,${o.align ?? 'L'}${o.reverse ? '^FR' : ''}^FH\\^FD${escape(text)}^FS`,
    );
    return lines * (o.size + 2);
  }

  line(text: string, o: Parameters<ZplBuilder['text']>[1]) {
    this.y += this.text(text, o) + (o.gap ?? 4);
  }

  box(x: number, y: number, width: number, height: number, thickness: number) {
    this.commands.push(`^FO${x},${y}^GB${width},${height},${thickness}^FS`);
  }

  rule(thickness = 3) {
    this.box(MARGIN, this.y, WIDTH, thickness, thickness);
    this.y += thickness + 10;
  }

  banner(title: string, note: string) {
    this.box(MARGIN, this.y, WIDTH, 54, 54);
    this.y += 9;
    this.text(`${title} · ${note}`, { size: 38, align: 'C', reverse: true });
    this.y += 45 + 10;
  }
}

/** The logo as a ^GFA graphic: greyscale, thresholded to black dots, one bit per dot. */
async function logoGraphic(png: Buffer): Promise<{ command: string; width: number; height: number }> {
  const { data, info } = await sharp(png)
    .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .threshold(160)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rowBytes = Math.ceil(info.width / 8);
  const bits = Buffer.alloc(rowBytes * info.height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels] < 128) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const command = `^GFA,${bits.length},${bits.length},${rowBytes},${bits.toString('hex').toUpperCase()}`;
  return { command, width: info.width, height: info.height };
}

function party(z: ZplBuilder, caption: string, p: LabelParty, large: boolean) {
  z.line(caption, { size: 22 });
  if (large) {
    z.line(p.name, { size: 40, maxLines: 2 });
    z.line(`Tel. ${p.phone}`, { size: 30 });
    z.line(p.streetLine, { size: 30, maxLines: 2 });
    z.line(`Col. ${p.neighborhood}`, { size: 30 });
    const cp = `C.P. ${p.postalCode}`;
    const cpWidth = Math.round([...cp].length * 66 * 0.6);
    z.text(cp, { size: 66, width: cpWidth + 10 });
    z.y += 30;
    z.text(`${p.city}, ${p.state}`, { x: MARGIN + cpWidth + 24, size: 32, width: WIDTH - cpWidth - 24, maxLines: 1 });
    z.y += 44;
    if (p.instructions) z.line(`Indicaciones de entrega: ${p.instructions}`, { size: 24, maxLines: 2 });
  } else {
    z.line(`${p.name} · Tel. ${p.phone}`, { size: 26 });
    z.line(p.streetLine, { size: 24 });
    z.line(`Col. ${p.neighborhood}`, { size: 24 });
    z.line(`${p.city}, ${p.state}, C.P. ${p.postalCode}`, { size: 24 });
  }
  z.y += 4;
  z.rule();
}

export async function renderLabelZpl(label: LabelModel): Promise<string> {
  const z = new ZplBuilder();
  const isReturn = label.kind === 'return';

  // Header: brand on the left, shipment type reversed in a black box on the right.
  const typeBox = { x: ZPL_SIZE.width - MARGIN - 290, width: 290, height: 72 };
  const { branding } = label;
  if (branding.kind === 'organization' && branding.logoPng) {
    const logo = await logoGraphic(branding.logoPng);
    z.commands.push(`^FO${MARGIN},${z.y + Math.max(0, (typeBox.height - logo.height) / 2)}${logo.command}^FS`);
    z.text(branding.brandName, { x: MARGIN + logo.width + 12, size: 24, width: typeBox.x - MARGIN - logo.width - 24, maxLines: 2 });
  } else {
    z.y += 12;
    z.text(branding.brandName, { size: 52, width: typeBox.x - MARGIN - 12 });
    z.y -= 12;
  }
  z.box(typeBox.x, z.y, typeBox.width, typeBox.height, typeBox.height);
  z.y += 16;
  z.text(shipmentTypeLabels[label.shipmentType], { x: typeBox.x, size: 44, width: typeBox.width, align: 'C', reverse: true });
  z.y += typeBox.height - 16 + 8;
  z.rule(4);

  if (label.cancelled) z.banner('CANCELADA', 'NO ENVIAR');
  if (isReturn) z.banner('DEVOLUCIÓN', 'regresa al remitente original');
  if (label.kind === 'sample') z.banner('MUESTRA', 'sin valor para envío');

  party(z, 'REMITENTE', label.sender, false);
  party(z, 'DESTINATARIO', label.recipient, true);

  if (label.codAmountCentavos !== null) {
    z.box(MARGIN, z.y, WIDTH, 72, 5);
    z.y += 14;
    z.text(`COBRAR: ${formatMxn(label.codAmountCentavos)}`, { size: 48, align: 'C' });
    z.y += 72 - 14 + 12;
  }

  // The guide as native Code 128, automatic subset selection (^BC mode A), centred.
  const modules = code128Modules(label.guideNumber);
  const barModules = modules - 2 * QUIET_ZONE_MODULES;
  const moduleDots = barModules * 3 <= WIDTH - 60 ? 3 : 2;
  const barX = Math.max(MARGIN, Math.round((ZPL_SIZE.width - barModules * moduleDots) / 2));
  z.commands.push(`^FO${barX},${z.y}^BY${moduleDots},3,120^BCN,120,N,N,N,A^FH\\^FD${escape(label.guideNumber)}^FS`);
  z.y += 130;
  z.line(`${isReturn ? 'GUÍA DE DEVOLUCIÓN' : 'GUÍA'} ${label.guideNumber}`, { size: 38, align: 'C' });
  z.rule();

  const { length, width, height } = label.dimensionsCm;
  const details: Array<[string, string]> = [
    ['RASTREO', label.trackingNumber],
    ['REFERENCIA', label.internalReference ?? '—'],
    ['PESO', `${formatNumber(label.weightKg)} kg`],
    ['DIMENSIONES (L × A × H)', `${formatNumber(length)} × ${formatNumber(width)} × ${formatNumber(height)} cm`],
    ['CONTENIDO', label.contentDescription ?? '—'],
    ['CREADA (HORA DE CIUDAD DE MÉXICO)', formatMexicoCityDateTime(label.createdAt)],
  ];
  // The tracking page as a native QR code (^BQ, model 2, magnification 4: about 0.7 inch for a 50-character
  // URL) at the right of the details, which give it room. MA = error correction M, automatic input mode.
  const qrRoom = label.trackingUrl ? 170 : 0;
  if (label.trackingUrl) z.commands.push(`^FO${ZPL_SIZE.width - MARGIN - qrRoom + 10},${z.y - 6}^BQN,2,4^FH\\^FDMA,${escape(label.trackingUrl)}^FS`);
  const column = (WIDTH - qrRoom) / 2;
  for (let i = 0; i < details.length; i += 2) {
    const rowY = z.y;
    details.slice(i, i + 2).forEach(([caption, value], j) => {
      z.y = rowY;
      z.text(caption, { x: MARGIN + j * column, size: 20, width: column - 8 });
      z.y = rowY + 24;
      z.text(value, { x: MARGIN + j * column, size: 26, width: column - 8 });
    });
    z.y = rowY + 58;
  }

  return ['^XA', '^CI28', `^PW${ZPL_SIZE.width}`, `^LL${ZPL_SIZE.height}`, '^LH0,0', ...z.commands, '^PQ1', '^XZ', ''].join('\n');
}
