// Text helpers of the labels: what the built-in PDF fonts can print, and how a measure reads (amounts and dates:
// lib/platform/money/format.ts, lib/platform/time/format.ts).

// WinAnsiEncoding (the encoding of the PDF standard fonts such as Helvetica): ASCII, Latin-1 and these extras.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters that Unicode does not decompose into a base letter plus an accent.
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the standard fonts can draw: whitespace runs collapse to one space, characters outside WinAnsi
 * lose their accents when that makes them printable (ő -> o, ł -> l) and become "?" otherwise, so a label never
 * shows an empty box or a wrong glyph. Spanish text (á é í ó ú ü ñ ¿ ¡) passes through unchanged.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const base = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}

/** At most `max` characters, with an ellipsis when cut: a label has fixed room for every field. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…';
}

const number = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** 1.5 -> "1.5", 30 -> "30" */
export function formatNumber(value: number): string {
  return number.format(value);
}
