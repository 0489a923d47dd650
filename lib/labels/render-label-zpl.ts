// Draws a label model as ZPL II for 4x6 inch labels on 203 dpi thermal printers (Zebra and compatibles):
// the same blocks as the PDF, the guide as a native Code 128 (^BC), text in UTF-8 (^CI28). As on the PDF, every
// part of both addresses is printed whole: the two blocks take the largest type at which they fit above the
// barcode, down to MIN_ADDRESS_DOTS (docs/labels.md).
import sharp from 'sharp';
import { code128Modules, QUIET_ZONE_MODULES } from './barcode';
import { shipmentTypeLabels } from './label-model';
import { layoutText } from './pdf/text-layout';
import type { LabelModel, LabelParty } from './schemas';
import { formatMxn } from '@/lib/platform/money/format';
import { formatMexicoCityDateTime } from '@/lib/platform/time/format';
import { clip, formatNumber } from './text';

/** 4 x 6 inches at 203 dpi, in dots. */
export const ZPL_SIZE = { width: 812, height: 1218 } as const;
const MARGIN = 24;
const WIDTH = ZPL_SIZE.width - 2 * MARGIN;
const LOGO_BOX = { width: 300, height: 76 };

/** Field data with ^FH: the three characters ZPL would read as commands travel as hex escapes. */
function escape(text: string): string {
  return text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Lines the text takes in a ^FB box: wrapped between words with Helvetica-Bold's widths at the font's height,
 * which are wider than the printer's font 0 (a condensed sans-serif), so the box has at least the lines the
 * printer needs (a field with too few lines prints its rest over its last line).
 */
function linesFor(text: string, fontHeight: number, boxWidth: number, maxLines: number, condensed = 1): number {
  const lines = layoutText([{ text, style: { font: 'Helvetica-Bold', size: fontHeight, condensed } }], boxWidth).length;
  return Math.min(maxLines, Math.max(1, lines));
}

/** The smallest type an address is printed in: 18 dots, about 2.3 mm. */
export const MIN_ADDRESS_DOTS = 18;
/**
 * Type scales tried in turn until both address blocks fit, as on the PDF (lib/labels/label-pdf.ts): smaller,
 * then condensed (^A0's width below its height); the last step, below MIN_ADDRESS_DOTS, only for text no
 * address has (fields of nothing but W or M).
 */
const STEPS = [
  { scale: 1, condensed: 1, floor: 1 },
  { scale: 0.9, condensed: 1, floor: 1 },
  { scale: 0.8, condensed: 1, floor: 1 },
  { scale: 0.72, condensed: 1, floor: 1 },
  { scale: 0.64, condensed: 1, floor: 1 },
  { scale: 0.57, condensed: 1, floor: 1 },
  { scale: 0.5, condensed: 1, floor: 1 },
  { scale: 0.5, condensed: 0.9, floor: 1 },
  { scale: 0.5, condensed: 0.8, floor: 1 },
  { scale: 0.5, condensed: 0.7, floor: 1 },
  { scale: 0.4, condensed: 0.6, floor: 0.85 },
] as const;

class ZplBuilder {
  readonly commands: string[] = [];

  constructor(public y = MARGIN) {}

  /** `condensed`: the characters' width as a share of their height (^A0's width parameter), 1 when absent. */
  text(
    text: string,
    o: {
      x?: number;
      size: number;
      condensed?: number;
      width?: number;
      maxLines?: number;
      align?: 'L' | 'C' | 'R';
      reverse?: boolean;
      gap?: number;
    },
  ) {
    const width = o.width ?? WIDTH;
    const lines = linesFor(text, o.size, width, o.maxLines ?? 1, o.condensed);
    this.commands.push(
      `^FO${o.x ?? MARGIN},${this.y}^A0N,${o.size},${Math.round(o.size * (o.condensed ?? 1))}^FB${width},${lines},2,${o.align ?? 'L'}${o.reverse ? '^FR' : ''}^FH\\^FD${escape(text)}^FS`,
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

type PartySizes = {
  caption: number;
  name: number;
  line: number;
  postalCode: number;
  cityState: number;
  instructions: number;
  condensed: number;
  gap: number;
};

function partySizes(step: number, large: boolean): PartySizes {
  const { scale, condensed, floor: lower } = STEPS[step];
  const at = (size: number, floor = MIN_ADDRESS_DOTS) => Math.max(Math.round(floor * lower), Math.round(size * scale));
  const [gap, caption] = condensed < 1 ? [2, 20] : [4, 22];
  return large
    ? { caption, name: at(40, 22), line: at(30), postalCode: at(66, 40), cityState: at(32, 20), instructions: at(24), condensed, gap }
    : { caption, name: at(26), line: at(24), postalCode: at(24), cityState: at(24), instructions: at(24), condensed, gap };
}

function party(z: ZplBuilder, caption: string, p: LabelParty, large: boolean, s: PartySizes, maxLines = Number.POSITIVE_INFINITY) {
  const whole = { maxLines, condensed: s.condensed, gap: s.gap };
  const street = `${p.numbers}, ${p.street}`;
  const cityState = `${p.city}, ${p.state}`;
  z.line(caption, { size: s.caption, gap: s.gap });
  if (large) {
    z.line(p.name, { size: s.name, ...whole });
    z.line(`Tel. ${p.phone}`, { size: s.line, ...whole });
    z.line(street, { size: s.line, ...whole });
    z.line(`Col. ${p.neighborhood}`, { size: s.line, ...whole });
    const cp = `C.P. ${p.postalCode}`;
    const cpWidth = Math.round([...cp].length * s.postalCode * 0.6);
    const besideWidth = WIDTH - cpWidth - 24;
    z.y += s.gap;
    if (linesFor(cityState, s.cityState, besideWidth, 2, s.condensed) === 1) {
      // the city beside the large postal code, on its bottom line
      z.text(cp, { size: s.postalCode, width: cpWidth + 10 });
      z.y += s.postalCode - s.cityState - 4;
      z.text(cityState, { x: MARGIN + cpWidth + 24, size: s.cityState, width: besideWidth, ...whole });
      z.y += s.cityState + 10;
    } else {
      z.line(cp, { size: s.postalCode, gap: s.gap });
      z.line(cityState, { size: s.cityState, ...whole, gap: 10 });
    }
    if (p.instructions) z.line(`Indicaciones de entrega: ${p.instructions}`, { size: s.instructions, ...whole });
  } else {
    z.line(`${p.name} · Tel. ${p.phone}`, { size: s.name, ...whole });
    z.line(street, { size: s.line, ...whole });
    z.line(`Col. ${p.neighborhood}`, { size: s.line, ...whole });
    z.line(`${cityState}, C.P. ${p.postalCode}`, { size: s.line, ...whole });
  }
  z.y += s.gap;
  z.rule();
}

/**
 * Both address blocks from `top` in the largest type at which they end by `limit`. An order stored before the
 * order schema's limits (docs/labels.md) may not fit even in the smallest: its fields then keep two lines each, as
 * the label always did (cut, ending in "…"), so the barcode and the details stay on the label.
 */
function fitParties(label: LabelModel, top: number, limit: number): ZplBuilder {
  const lay = (step: number, maxLines?: number, cut = false) => {
    const laid = new ZplBuilder(top);
    party(laid, 'REMITENTE', cut ? clipped(label.sender) : label.sender, false, partySizes(step, false), maxLines);
    party(laid, 'DESTINATARIO', cut ? clipped(label.recipient) : label.recipient, true, partySizes(step, true), maxLines);
    return laid;
  };
  for (let step = 0; step < STEPS.length; step++) {
    const laid = lay(step);
    if (laid.y <= limit) return laid;
  }
  return lay(STEPS.length - 2, 2, true);
}

/** A party cut to two lines' worth of each field (the label before issue 32), for the stored orders that need it. */
function clipped(p: LabelParty): LabelParty {
  const cut = clip;
  return {
    ...p,
    name: cut(p.name, 60),
    street: cut(p.street, 70),
    neighborhood: cut(p.neighborhood, 60),
    city: cut(p.city, 50),
    instructions: p.instructions === null ? null : cut(p.instructions, 130),
  };
}

/** Height of what follows the addresses: the amount to collect, the barcode and its number, the details. */
const codHeight = 72 + 12;
const barcodeHeight = 130 + (38 + 2 + 4) + (3 + 10);
const detailsHeight = 3 * 58;

export async function renderLabelZpl(label: LabelModel): Promise<string> {
  const z = new ZplBuilder();
  const isReturn = label.kind === 'return';

  // Header: brand on the left, shipment type reversed in a black box on the right.
  const typeBox = { x: ZPL_SIZE.width - MARGIN - 290, width: 290, height: 72 };
  const { branding } = label;
  if (branding.kind === 'organization' && branding.logoPng) {
    const logo = await logoGraphic(branding.logoPng);
    // the logo alone: it carries the brand (as on the PDF)
    z.commands.push(`^FO${MARGIN},${z.y + Math.max(0, (typeBox.height - logo.height) / 2)}${logo.command}^FS`);
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

  const below = (label.codAmountCentavos !== null ? codHeight : 0) + barcodeHeight + detailsHeight;
  const parties = fitParties(label, z.y, ZPL_SIZE.height - MARGIN - below);
  z.commands.push(...parties.commands);
  z.y = parties.y;

  if (label.codAmountCentavos !== null) {
    z.box(MARGIN, z.y, WIDTH, 72, 5);
    z.y += 14;
    z.text(`COBRAR ${formatMxn(label.codAmountCentavos)}`, { size: 48, align: 'C' });
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
  if (label.trackingUrl)
    z.commands.push(`^FO${ZPL_SIZE.width - MARGIN - qrRoom + 10},${z.y - 6}^BQN,2,4^FH\\^FDMA,${escape(label.trackingUrl)}^FS`);
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
