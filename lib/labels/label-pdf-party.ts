// One side of the shipment on the PDF label (lib/labels/label-pdf.ts): the sender in small type, the recipient
// large, with the postal code and the city as the routing line and the delivery instructions marked by a bar at
// their left. Every part of the address is laid out whole, on as many lines as it takes: the block is measured
// first (layoutLabelParty) so the label can pick the largest type at which both blocks fit, then drawn.
import type { PdfPage } from './pdf/pdf-document';
import { drawLines, layoutText, linesHeight, type Line, type Span, type TextStyle } from './pdf/text-layout';
import type { LabelParty } from './schemas';

export type PartyStyles = {
  caption: TextStyle;
  name: TextStyle;
  line: TextStyle;
  /** the house numbers at the head of the street line */
  numbers: TextStyle;
  instructions: TextStyle;
  large: boolean;
  /** the recipient's routing line */
  postalCode?: TextStyle;
  cityState?: TextStyle;
};

/** A measured block: lines placed relative to its top-left corner, and black bars (rules, the instructions' mark). */
export type LaidParty = {
  height: number;
  texts: { lines: Line[]; x: number; y: number; width: number }[];
  bars: [number, number, number, number][];
};

const PADDING = 4;
/** Room between the postal code and the city beside it. */
const ROUTING_GAP = 8;

/** Lays out the whole block in `width` (its bottom rule included unless `rule` is false), drawing nothing. */
export function layoutLabelParty(input: {
  caption: string;
  party: LabelParty;
  styles: PartyStyles;
  width: number;
  rule?: boolean;
}): LaidParty {
  const { party, styles, width } = input;
  const { line } = styles;
  const laid: LaidParty = { height: 0, texts: [], bars: [] };
  let y = PADDING;
  const place = (lines: Line[], x = 0, w = width) => {
    laid.texts.push({ lines, x, y, width: w });
    return linesHeight(lines);
  };
  const text = (spans: Span[], maxLines?: number) => {
    y += place(layoutText(spans, width, maxLines));
  };
  text([{ text: input.caption, style: styles.caption }], 1);
  y += 1.5;
  const phone = `Tel. ${party.phone}`;
  if (styles.large) {
    text([{ text: party.name, style: styles.name }]);
    text([{ text: phone, style: line }]);
  } else {
    text([
      { text: party.name, style: styles.name },
      { text: ` · ${phone}`, style: line },
    ]);
  }
  text([
    { text: party.numbers, style: styles.numbers },
    { text: `, ${party.street}`, style: line },
  ]);
  text([{ text: `Col. ${party.neighborhood}`, style: line }]);
  const cityState = `${party.city}, ${party.state}`;
  if (styles.large && styles.postalCode && styles.cityState) {
    // C.P. large at the left, the city and state beside it standing on the same bottom line; a city too long
    // for two lines there goes under the postal code, across the whole width
    y += 3;
    const postal = layoutText([{ text: `C.P. ${party.postalCode}`, style: styles.postalCode }], width);
    const postalWidth = Math.max(...postal.map((l) => l.width));
    const besideWidth = width - postalWidth - ROUTING_GAP;
    const beside = layoutText([{ text: cityState, style: styles.cityState }], besideWidth);
    if (besideWidth > 0 && beside.length <= 2) {
      const rowHeight = Math.max(linesHeight(postal), linesHeight(beside) + 3);
      const top = y;
      y = top + rowHeight - linesHeight(postal);
      place(postal, 0, postalWidth);
      y = top + rowHeight - 3 - linesHeight(beside);
      place(beside, postalWidth + ROUTING_GAP, besideWidth);
      y = top + rowHeight;
    } else {
      y += place(postal);
      text([{ text: cityState, style: styles.cityState }]);
    }
  } else {
    text([{ text: `${cityState}, C.P. ${party.postalCode}`, style: line }]);
  }
  if (party.instructions) {
    y += 5;
    const style = styles.instructions;
    const lines = layoutText(
      [
        { text: 'Indicaciones de entrega: ', style: { ...style, font: 'Helvetica-Bold' } },
        { text: party.instructions, style },
      ],
      width - 6,
    );
    laid.bars.push([0, y, 2, linesHeight(lines)]);
    y += place(lines, 6, width - 6);
  }
  y += PADDING;
  if (input.rule !== false) {
    laid.bars.push([0, y, width, 1]);
    y += 1;
  }
  laid.height = y;
  return laid;
}

/** Draws a measured block with its top-left corner at (left, top). */
export function drawLabelParty(page: PdfPage, laid: LaidParty, left: number, top: number): void {
  for (const { lines, x, y, width } of laid.texts) drawLines(page, lines, left + x, top + y, width);
  for (const [x, y, w, h] of laid.bars) page.rect(left + x, top + y, w, h);
}
