// Lines of text for the label's fixed boxes: words wrapped to a width, at most so many lines, the last one
// ending in an ellipsis when the text does not fit (every block has a bounded height, so the label stays one
// page). A paragraph may mix styles (a bold caption, then plain text). Lines break between words; a run too
// long for any line (a pasted URL, a code longer than 20 characters) may break anywhere rather than run off
// the label.
import { ASCENDER, DESCENDER, NATURAL_LINE_HEIGHT, textWidth, type FontName } from './fonts';
import type { PdfPage } from './pdf-document';

export type TextStyle = {
  font: FontName;
  size: number;
  letterSpacing?: number;
  /** horizontal scale of the glyphs (0.85: 85 % of their width), the label's condensed type for long addresses */
  condensed?: number;
  /** line height as a multiple of the size; the font's natural line height when absent */
  lineHeight?: number;
  white?: boolean;
};
export type Span = { text: string; style: TextStyle };
export type Line = { spans: Span[]; width: number; height: number; baseline: number };

const UNBREAKABLE_MAX = 20;
const ELLIPSIS = '…';

const widthOf = (text: string, style: TextStyle) => textWidth(text, style.font, style.size, style.letterSpacing) * (style.condensed ?? 1);

function finish(spans: Span[]): Line {
  // trailing spaces do not count
  const last = spans[spans.length - 1];
  if (last) last.text = last.text.trimEnd();
  const kept = spans.filter((span) => span.text.length > 0);
  let height = 0;
  let baseline = 0;
  for (const { style } of kept.length ? kept : spans) {
    const lineHeight = style.size * (style.lineHeight ?? NATURAL_LINE_HEIGHT[style.font]);
    // the glyphs' box sits in the middle of the line's height
    const ascent = (lineHeight - (style.size * (ASCENDER - DESCENDER)) / 1000) / 2 + (style.size * ASCENDER) / 1000;
    height = Math.max(height, lineHeight);
    baseline = Math.max(baseline, ascent);
  }
  return { spans: kept, width: kept.reduce((sum, span) => sum + widthOf(span.text, span.style), 0), height, baseline };
}

/** `spans` in lines of at most `width` points, at most `maxLines` of them. */
export function layoutText(spans: Span[], width: number, maxLines = Number.POSITIVE_INFINITY): Line[] {
  const lines: Line[] = [];
  let current: Span[] = [];
  let used = 0;
  let truncated = false;
  const append = (text: string, style: TextStyle) => {
    const last = current[current.length - 1];
    if (last && last.style === style) last.text += text;
    else current.push({ text, style });
    used += widthOf(text, style);
  };
  const newLine = () => {
    if (lines.length === maxLines) {
      truncated = true;
      return false;
    }
    lines.push(finish(current));
    current = [];
    used = 0;
    return true;
  };

  outer: for (const span of spans) {
    for (const token of span.text.split(/(\s+)/)) {
      if (!token) continue;
      if (/^\s/.test(token)) {
        if (current.length) append(' ', span.style);
        continue;
      }
      const tokenWidth = widthOf(token, span.style);
      if (used + tokenWidth <= width) {
        append(token, span.style);
        continue;
      }
      const breakable = [...token].length > UNBREAKABLE_MAX || tokenWidth > width;
      if (!breakable) {
        if (current.length && !newLine()) break outer;
        append(token, span.style);
        continue;
      }
      // character by character, filling the line it starts on
      for (const char of token) {
        const charWidth = widthOf(char, span.style);
        if (used + charWidth > width && current.some((s) => s.text.trim()) && !newLine()) break outer;
        append(char, span.style);
      }
    }
  }
  if (!truncated && current.length) {
    if (lines.length === maxLines) truncated = true;
    else lines.push(finish(current));
  }
  if (truncated && lines.length) lines[lines.length - 1] = withEllipsis(lines[lines.length - 1], width);
  return lines.filter((line) => line.spans.length > 0);
}

/** The line cut (by characters) until it and an ellipsis fit the width. */
function withEllipsis(line: Line, width: number): Line {
  const spans = line.spans.map((span) => ({ ...span }));
  const lastStyle = spans[spans.length - 1].style;
  const ellipsisWidth = widthOf(ELLIPSIS, lastStyle);
  let total = line.width;
  while (spans.length && total + ellipsisWidth > width) {
    const last = spans[spans.length - 1];
    const chars = [...last.text];
    const removed = chars.pop()!;
    total -= widthOf(removed, last.style);
    last.text = chars.join('');
    if (!last.text) spans.pop();
  }
  const last = spans[spans.length - 1];
  if (last) last.text = last.text.trimEnd() + ELLIPSIS;
  else spans.push({ text: ELLIPSIS, style: lastStyle });
  return finish(spans);
}

/** Height of the lines stacked. */
export const linesHeight = (lines: Line[]) => lines.reduce((sum, line) => sum + line.height, 0);

/** Draws the lines from `top`, each aligned in the box [x, x + width]; returns the height used. */
export function drawLines(page: PdfPage, lines: Line[], x: number, top: number, width: number, align: 'left' | 'center' = 'left'): number {
  let y = top;
  for (const line of lines) {
    let cursor = align === 'center' ? x + (width - line.width) / 2 : x;
    for (const span of line.spans) {
      page.text(cursor, y + line.baseline, span.text, span.style.font, span.style.size, {
        letterSpacing: span.style.letterSpacing,
        white: span.style.white,
        condensed: span.style.condensed,
      });
      cursor += widthOf(span.text, span.style);
    }
    y += line.height;
  }
  return y - top;
}

/** Lays out and draws in one step; returns the height used. */
export function drawText(
  page: PdfPage,
  spans: Span[],
  x: number,
  top: number,
  width: number,
  options: { maxLines?: number; align?: 'left' | 'center' } = {},
): number {
  return drawLines(page, layoutText(spans, width, options.maxLines), x, top, width, options.align);
}
