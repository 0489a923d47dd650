// The 4x6 inch thermal label, drawn straight onto a PDF page (lib/labels/pdf): black on white only (thermal
// printers have no grey to spare), the routing data large, the rest small. Built-in Helvetica covers Spanish
// (WinAnsi). The header and the banners sit at the top, the details, the barcode and the amount to collect are
// anchored at the bottom, and the sender and the recipient share the room between, whole, in the largest type at
// which they fit (fitParties), so whatever the data the label is one page and every part of both addresses is on it.
import type { Barcode } from './barcode';
import { shipmentTypeLabels } from './label-model';
import { drawLabelParty, layoutLabelParty, type LaidParty, type PartyStyles } from './label-pdf-party';
import { PdfPage, type PdfImage } from './pdf/pdf-document';
import { drawLines, layoutText, linesHeight, type Span, type TextStyle } from './pdf/text-layout';
import type { QrCode } from './qr';
import type { LabelModel } from './schemas';
import { formatMxn } from '@/lib/platform/money/format';
import { formatMexicoCityDateTime } from '@/lib/platform/time/format';
import { formatNumber } from './text';

/** 4 x 6 inches in PDF points. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;
const MARGIN = 8;
const LEFT = MARGIN;
const CONTENT_WIDTH = LABEL_SIZE.width - 2 * MARGIN;
const BOTTOM = LABEL_SIZE.height - MARGIN;
/** Widest bar module: 1.5 pt is about 0.53 mm, four dots of a 203 dpi printer. */
const MAX_MODULE_PT = 1.5;
const BARCODE_HEIGHT = 44;
/** About 0.9 inch: a phone reads it from arm's length; its quiet zone is part of the square. */
const QR_SIZE = 58;
const HEADER_HEIGHT = 36;
const HEADER_RULE = 1.5;
/** The logo's widest: the header's left part, beside the shipment type. */
const LOGO_MAX_WIDTH = 160;
// The CANCELADA stamp crosses the address blocks diagonally, under every field (drawn first, translucent).
const STAMP_CENTER_Y = 200;
const STAMP_ANGLE = 36;

const H = 'Helvetica' as const;
const B = 'Helvetica-Bold' as const;
const st = (font: TextStyle['font'], size: number, more: Omit<TextStyle, 'font' | 'size'> = {}): TextStyle => ({ font, size, ...more });

const S = {
  brandName: st(B, 15),
  brandNameLong: st(B, 11),
  serviceType: st(B, 16, { white: true }),
  banner: st(B, 12, { white: true }),
  bannerNote: st(H, 7, { white: true }),
  cod: st(B, 15),
  guide: st(B, 11, { letterSpacing: 1 }),
  returnGuide: st(B, 10, { letterSpacing: 0.3 }),
  detailCaption: st(B, 6, { letterSpacing: 0.4 }),
  detailValue: st(H, 8),
  stamp: st(B, 44, { letterSpacing: 2 }),
};

/** The smallest type an address is drawn in (about 2.1 mm; a 203 dpi printer gives its capitals 12 dots). */
export const MIN_ADDRESS_PT = 6;
/**
 * Type scales tried in turn until the sender and the recipient fit between the banners and the barcode: every
 * size shrinks by `scale`, none below its floor (MIN_ADDRESS_PT for the address lines); then the glyphs narrow
 * (`condensed`, Helvetica at 90 to 70 % of its width) and the lines sit closer (`leading`). Ordinary addresses
 * fit at the first step; the order schema's limits make every address in capitals fit by the last regular one
 * (docs/labels.md). The final step, below the floor, is only for text no address has (a field of nothing but
 * W or M): it still prints every part rather than lose one.
 */
const STEPS = [
  { scale: 1, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.9, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.8, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.72, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.64, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.57, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.5, condensed: 1, leading: 1, floor: 1 },
  { scale: 0.5, condensed: 0.9, leading: 0.94, floor: 1 },
  { scale: 0.5, condensed: 0.8, leading: 0.88, floor: 1 },
  { scale: 0.5, condensed: 0.7, leading: 0.88, floor: 1 },
  { scale: 0.4, condensed: 0.7, leading: 0.88, floor: 0.85 },
] as const;

function partyStyles(step: number): Record<'sender' | 'recipient', PartyStyles> {
  const { scale, condensed, leading, floor: lower } = STEPS[step];
  const at = (font: TextStyle['font'], size: number, floor: number, lineHeight = 1.15): TextStyle =>
    st(font, Math.max(floor * lower, size * scale), { lineHeight: lineHeight * leading, condensed });
  const caption = st(B, 6.5, { letterSpacing: 0.6 });
  return {
    sender: {
      caption,
      name: at(B, 8.5, MIN_ADDRESS_PT + 0.5, 1.2),
      line: at(H, 7.5, MIN_ADDRESS_PT, 1.2),
      numbers: at(B, 7.5, MIN_ADDRESS_PT, 1.2),
      instructions: at(H, 7.5, MIN_ADDRESS_PT, 1.2),
      large: false,
    },
    recipient: {
      caption,
      name: at(B, 14, 7.5),
      line: at(H, 11, MIN_ADDRESS_PT, 1.25),
      numbers: at(B, 11, MIN_ADDRESS_PT, 1.25),
      instructions: at(H, 8.5, MIN_ADDRESS_PT, 1.2),
      large: true,
      postalCode: at(B, 24, 13),
      cityState: at(B, 12, 6.5),
    },
  };
}

/** The sender and recipient blocks at the largest type at which both fit `room` (the smallest when none does). */
function fitParties(label: LabelModel, room: number): { sender: LaidParty; recipient: LaidParty } {
  let laid!: { sender: LaidParty; recipient: LaidParty };
  for (let step = 0; step < STEPS.length; step++) {
    const styles = partyStyles(step);
    laid = {
      sender: layoutLabelParty({ caption: 'REMITENTE', party: label.sender, styles: styles.sender, width: CONTENT_WIDTH }),
      recipient: layoutLabelParty({
        caption: 'DESTINATARIO',
        party: label.recipient,
        styles: styles.recipient,
        width: CONTENT_WIDTH,
        rule: false,
      }),
    };
    if (laid.sender.height + laid.recipient.height <= room) break;
  }
  return laid;
}

const one = (text: string, style: TextStyle): Span[] => [{ text, style }];

function drawHeader(page: PdfPage, label: LabelModel, logo: PdfImage | null): void {
  const middle = MARGIN + (HEADER_HEIGHT - HEADER_RULE - 3) / 2;
  // the service type, white on a black box at the right
  const [type] = layoutText(one(shipmentTypeLabels[label.shipmentType], S.serviceType), CONTENT_WIDTH, 1);
  const boxWidth = type.width + 12;
  const boxHeight = type.height + 8;
  page.rect(LABEL_SIZE.width - MARGIN - boxWidth, middle - boxHeight / 2, boxWidth, boxHeight);
  drawLines(page, [type], LABEL_SIZE.width - MARGIN - boxWidth + 6, middle - boxHeight / 2 + 4, type.width);
  // the brand at the left: the organization's logo alone (it carries the brand; the name stays the document's
  // author), or the name when there is no logo
  const { brandName } = label.branding;
  if (logo) {
    const room = Math.min(LOGO_MAX_WIDTH, LABEL_SIZE.width - 2 * MARGIN - boxWidth - 8);
    const scale = Math.min(room / logo.width, 32 / logo.height);
    const [w, h] = [logo.width * scale, logo.height * scale];
    page.image(logo, LEFT, middle - h / 2, w, h);
  } else {
    const lines = layoutText(one(brandName, brandName.length > 16 ? S.brandNameLong : S.brandName), 160, 2);
    drawLines(page, lines, LEFT, middle - linesHeight(lines) / 2, 160);
  }
  page.rect(LEFT, MARGIN + HEADER_HEIGHT - HEADER_RULE, CONTENT_WIDTH, HEADER_RULE);
}

/** A black band across the label (CANCELADA, DEVOLUCIÓN, MUESTRA); returns its height with its top margin. */
function drawBanner(page: PdfPage, top: number, title: string, note: string): number {
  const lines = layoutText(
    [
      { text: `${title} `, style: S.banner },
      { text: note, style: S.bannerNote },
    ],
    CONTENT_WIDTH,
    1,
  );
  const height = linesHeight(lines) + 6;
  page.rect(LEFT, top + 4, CONTENT_WIDTH, height);
  drawLines(page, lines, LEFT, top + 7, CONTENT_WIDTH, 'center');
  return 4 + height;
}

type Detail = { caption: string; value: string };

/** The details in two columns beside the QR code, anchored at the bottom; returns the row's top. */
function drawDetails(page: PdfPage, details: Detail[], qr: QrCode | null): number {
  const columnWidth = (CONTENT_WIDTH - QR_SIZE - 2) / 2;
  const laid = details.map(({ caption, value }) => {
    const captionLines = layoutText(one(caption, S.detailCaption), columnWidth - 4);
    const valueLines = layoutText(one(value, S.detailValue), columnWidth - 4, 1);
    return { captionLines, valueLines, height: linesHeight(captionLines) + linesHeight(valueLines) + 2.5 };
  });
  const rows: (typeof laid)[] = [];
  for (let i = 0; i < laid.length; i += 2) rows.push(laid.slice(i, i + 2));
  const detailsHeight = rows.reduce((sum, row) => sum + Math.max(...row.map((d) => d.height)), 0);
  const top = BOTTOM - 3 - Math.max(detailsHeight, qr ? QR_SIZE - 2 : 0);
  let y = top + 3;
  for (const row of rows) {
    row.forEach((detail, column) => {
      const x = LEFT + column * columnWidth;
      const captionHeight = drawLines(page, detail.captionLines, x, y, columnWidth - 4);
      drawLines(page, detail.valueLines, x, y + captionHeight, columnWidth - 4);
    });
    y += Math.max(...row.map((d) => d.height));
  }
  if (qr) {
    const x = LABEL_SIZE.width - MARGIN - QR_SIZE;
    const qrTop = top + 1;
    const unit = QR_SIZE / qr.modules;
    page.rect(x, qrTop, QR_SIZE, QR_SIZE, true);
    page.rects(
      qr.runs.map(([mx, my, length]): [number, number, number, number] => [x + mx * unit, qrTop + my * unit, length * unit, unit]),
    );
  }
  return top;
}

/** The guide as a Code 128 barcode with its number under it, bottom rule included; returns its top. */
function drawBarcode(page: PdfPage, label: LabelModel, barcode: Barcode, bottom: number): number {
  const isReturn = label.kind === 'return';
  const lines = layoutText(
    one(`${isReturn ? 'GUÍA DE DEVOLUCIÓN' : 'GUÍA'} ${label.guideNumber}`, isReturn ? S.returnGuide : S.guide),
    CONTENT_WIDTH,
    1,
  );
  const top = bottom - (5 + BARCODE_HEIGHT + 2 + linesHeight(lines) + 3 + 1);
  const moduleWidth = Math.min(MAX_MODULE_PT, CONTENT_WIDTH / barcode.modules);
  const width = moduleWidth * barcode.modules;
  const x = LEFT + (CONTENT_WIDTH - width) / 2;
  page.rect(x, top + 5, width, BARCODE_HEIGHT, true);
  page.rects(
    barcode.bars.map(([bx, bw]): [number, number, number, number] => [x + bx * moduleWidth, top + 5, bw * moduleWidth, BARCODE_HEIGHT]),
  );
  drawLines(page, lines, LEFT, top + 5 + BARCODE_HEIGHT + 2, CONTENT_WIDTH, 'center');
  page.rect(LEFT, bottom - 1, CONTENT_WIDTH, 1);
  return top;
}

/** The amount to collect in a framed box; returns its top (its top margin included). */
function drawCod(page: PdfPage, centavos: number, bottom: number): number {
  const lines = layoutText(one(`COBRAR ${formatMxn(centavos)}`, S.cod), CONTENT_WIDTH - 4, 1);
  const height = linesHeight(lines) + 10;
  page.frame(LEFT, bottom - height, CONTENT_WIDTH, height, 2);
  drawLines(page, lines, LEFT, bottom - height + 5, CONTENT_WIDTH, 'center');
  return bottom - height - 4;
}

function drawStamp(page: PdfPage): void {
  page.rotated(LABEL_SIZE.width / 2, STAMP_CENTER_Y, STAMP_ANGLE, (inner) => {
    const size = S.stamp.size;
    const [line] = layoutText(one('CANCELADA', S.stamp), 1000, 1);
    // the capitals' middle on the centre
    inner.text(-line.width / 2, (size * 0.718) / 2, 'CANCELADA', S.stamp.font, size, { letterSpacing: S.stamp.letterSpacing });
  });
}

/** The label as a one-page PDF; `logo` is the organization's decoded logo when the label carries it. */
export function drawLabelPdf(label: LabelModel, barcode: Barcode, qr: QrCode | null, logo: PdfImage | null): Buffer {
  const page = new PdfPage(LABEL_SIZE.width, LABEL_SIZE.height);
  if (label.cancelled) drawStamp(page);
  drawHeader(page, label, label.branding.kind === 'organization' ? logo : null);
  let y = MARGIN + HEADER_HEIGHT;
  if (label.cancelled) y += drawBanner(page, y, 'CANCELADA', '· NO ENVIAR · esta guía no es válida');
  if (label.kind === 'return') y += drawBanner(page, y, 'DEVOLUCIÓN', '· regresa al remitente original');
  if (label.kind === 'sample') y += drawBanner(page, y, 'MUESTRA', '· vista previa sin valor para envío');
  const senderTop = y;

  const { length, width, height } = label.dimensionsCm;
  const detailsTop = drawDetails(
    page,
    [
      { caption: 'RASTREO', value: label.trackingNumber },
      { caption: 'REFERENCIA', value: label.internalReference ?? '—' },
      { caption: 'PESO', value: `${formatNumber(label.weightKg)} kg` },
      { caption: 'DIMENSIONES (L × A × H)', value: `${formatNumber(length)} × ${formatNumber(width)} × ${formatNumber(height)} cm` },
      { caption: 'CONTENIDO', value: label.contentDescription ?? '—' },
      { caption: 'CREADA (HORA DE CIUDAD DE MÉXICO)', value: formatMexicoCityDateTime(label.createdAt) },
    ],
    qr,
  );
  let bottom = drawBarcode(page, label, barcode, detailsTop);
  if (label.codAmountCentavos !== null) bottom = drawCod(page, label.codAmountCentavos, bottom);
  // The sender and the recipient share the room between the banners and the barcode, in the largest type at
  // which both fit whole (the order schema's limits make every accepted address fit: docs/labels.md). The
  // recipient is still clipped to that room, so nothing could ever cover the barcode or the details.
  const room = bottom - 1 - senderTop;
  const parties = fitParties(label, room);
  drawLabelParty(page, parties.sender, LEFT, senderTop);
  const recipientTop = senderTop + parties.sender.height;
  page.clipped(LEFT, recipientTop, CONTENT_WIDTH, Math.max(0, bottom - 1 - recipientTop), () => {
    drawLabelParty(page, parties.recipient, LEFT, recipientTop);
  });
  page.rect(LEFT, bottom - 1, CONTENT_WIDTH, 1);

  const title = `${label.kind === 'return' ? 'Guía de devolución' : 'Guía'} ${label.guideNumber}`;
  return page.toPdf({ title, author: label.branding.brandName, language: 'es-MX' });
}
