// One side of the shipment on the PDF label (lib/labels/label-pdf.ts): the sender in small type on few lines,
// the recipient large, with the postal code and the city as the routing line and the delivery instructions
// marked by a bar at their left.
import type { PdfPage } from './pdf/pdf-document';
import { drawLines, drawText, layoutText, linesHeight, type TextStyle } from './pdf/text-layout';
import type { LabelParty } from './schemas';

export type PartyStyles = {
  caption: TextStyle;
  name: TextStyle;
  line: TextStyle;
  large: boolean;
  /** the recipient's routing line */
  postalCode?: TextStyle;
  cityState?: TextStyle;
};

const PADDING = 4;

/** Draws the block from `top`; returns its height (its bottom rule included unless `rule` is false). */
export function drawLabelParty(
  page: PdfPage,
  input: { caption: string; party: LabelParty; styles: PartyStyles; left: number; top: number; width: number; rule?: boolean },
): number {
  const { party, styles, left, width } = input;
  const { line } = styles;
  const text = (spans: { text: string; style: TextStyle }[], maxLines: number, x = left, w = width) => {
    y += drawText(page, spans, x, y, w, { maxLines });
  };
  let y = input.top + PADDING;
  text([{ text: input.caption, style: styles.caption }], 1);
  y += 1.5;
  if (styles.large) {
    text([{ text: party.name, style: styles.name }], 2);
    text([{ text: `Tel. ${party.phone}`, style: line }], 1);
  } else {
    text([{ text: party.name, style: styles.name }, { text: ` · Tel. ${party.phone}`, style: line }], 1);
  }
  text([{ text: party.streetLine, style: line }], styles.large ? 2 : 1);
  text([{ text: `Col. ${party.neighborhood}`, style: line }], 1);
  if (styles.large && styles.postalCode && styles.cityState) {
    // C.P. large at the left, the city and state beside it, both standing on the same bottom line
    y += 3;
    const postal = layoutText([{ text: `C.P. ${party.postalCode}`, style: styles.postalCode }], width, 1);
    const postalWidth = postal[0]?.width ?? 0;
    const cityWidth = width - postalWidth - 8;
    const city = layoutText([{ text: `${party.city}, ${party.state}`, style: styles.cityState }], cityWidth, 2);
    const rowHeight = Math.max(linesHeight(postal), linesHeight(city) + 3);
    drawLines(page, postal, left, y + rowHeight - linesHeight(postal), postalWidth);
    drawLines(page, city, left + postalWidth + 8, y + rowHeight - 3 - linesHeight(city), cityWidth);
    y += rowHeight;
  } else {
    text([{ text: `${party.city}, ${party.state}, C.P. ${party.postalCode}`, style: line }], 1);
  }
  if (party.instructions) {
    y += 5;
    const style: TextStyle = { font: 'Helvetica', size: 8.5, lineHeight: 1.2 };
    const lines = layoutText(
      [{ text: 'Indicaciones de entrega: ', style: { ...style, font: 'Helvetica-Bold' } }, { text: party.instructions, style }],
      width - 6,
      2,
    );
    page.rect(left, y, 2, linesHeight(lines));
    y += drawLines(page, lines, left + 6, y, width - 6);
  }
  y += PADDING;
  if (input.rule !== false) {
    page.rect(left, y, width, 1);
    y += 1;
  }
  return y - input.top;
}
