// The two PDF standard fonts the label uses, Helvetica and Helvetica-Bold (every PDF reader has them, nothing is
// embedded), in WinAnsiEncoding: each character a byte, and its advance width in 1/1000 of the font size. The widths
// are Adobe's core-font metrics (the AFM files pdfkit ships); tests/platform/labels-pdf.test.ts checks them against
// pdfkit's own reading of those files. lib/labels/text.ts printable() keeps label text inside this encoding.

export type FontName = 'Helvetica' | 'Helvetica-Bold';

/** Ascender and descender of both fonts (1/1000 em), and their natural line height (ascender - descender + line gap). */
export const ASCENDER = 718;
export const DESCENDER = -207;
export const NATURAL_LINE_HEIGHT = { Helvetica: 1.156, 'Helvetica-Bold': 1.19 } as const satisfies Record<FontName, number>;

/** Advance widths of the codes 32..255. */
const WIDTHS: Record<FontName, number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
    278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
    556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 500, 278, 333, 556, 556, 556, 556, 260, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667,
    667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611,
    556, 556, 556, 556, 500, 556, 500,
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
    333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
    611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 556, 278, 333, 556, 556, 556, 556, 280, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722,
    722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611,
    611, 611, 611, 611, 556, 611, 556,
  ],
};

// WinAnsiEncoding's codes 0x80..0x9f (the rest of 0x20..0xff is Latin-1 itself).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CODES = new Map<string, number>([...WIN_ANSI_HIGH].map((char, i) => [char, 0x80 + i]));

/** The WinAnsi byte of a character; "?" for anything outside the encoding (printable() has replaced those already). */
export function winAnsiCode(char: string): number {
  const code = char.charCodeAt(0);
  if (char.length === 1 && ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff))) return code;
  return CODES.get(char) ?? 0x3f;
}

/** Width in points of `text` in `font` at `size`, with `letterSpacing` points after every character. */
export function textWidth(text: string, font: FontName, size: number, letterSpacing = 0): number {
  const widths = WIDTHS[font];
  let units = 0;
  let count = 0;
  for (const char of text) {
    units += widths[winAnsiCode(char) - 32] ?? 0;
    count++;
  }
  return (units * size) / 1000 + letterSpacing * count;
}

/** The text as a PDF hex string of WinAnsi bytes: "<48656C6C6F>", nothing to escape. */
export function pdfHexString(text: string): string {
  let hex = '<';
  for (const char of text) hex += winAnsiCode(char).toString(16).padStart(2, '0');
  return `${hex}>`;
}
