import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvStream, neutralizeCell, textCell } from './stream-csv';

async function* rows() {
  yield { name: 'Año nuevo, "feliz"', amount: -12.5, note: '=HYPERLINK("http://x")' };
  yield { name: 'línea\nnueva', amount: 3, note: '@SUM(A1)' };
}

describe('csvStream', () => {
  it('writes a BOM, Spanish headers, CRLF lines, quotes, and neutralises formulas but not numbers', async () => {
    const bytes = new Uint8Array(
      await new Response(
        csvStream(rows(), [
          { header: 'Nombre', value: (r) => r.name },
          { header: 'Importe', value: (r) => r.amount },
          { header: 'Nota', value: (r) => r.note },
        ]),
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('\r\n');
    const parsed = parse(text, { bom: true }) as string[][];
    expect(parsed).toEqual([
      ['Nombre', 'Importe', 'Nota'],
      ['Año nuevo, "feliz"', '-12.5', `'=HYPERLINK("http://x")`],
      ['línea\nnueva', '3', `'@SUM(A1)`],
    ]);
  });

  it('neutralises every formula prefix and leaves plain text alone', () => {
    for (const bad of ['=1+1', '+52 55', '-x', '@a', '\tx', '\rx']) expect(neutralizeCell(bad).startsWith("'")).toBe(true);
    expect(neutralizeCell('Calle 5')).toBe('Calle 5');
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(-3)).toBe('-3');
  });

  it('guards every cell that starts with +, phone-shaped or not (Excel computes +52-55-1234-5678), and writes text cells as ="…"', () => {
    // +12345678-9 is 12345669 in Excel, +52-55-1234-5678 is -6915, +5215512345678 is 5.21552E+12
    const guarded = [
      '+12345678-9',
      '+52-55-1234-5678',
      '+1234567-1234567',
      '+5215512345678',
      '+52 55 1234 5678',
      '+52 (55) 1234-5678',
      '+1.555.123.4567',
    ];
    for (const bad of [...guarded, '+SUM(A1)', '+1', '+1-1', '+52 55 1234 5678 x', "+cmd|' /C calc'!A0", '-5215512345678'])
      expect(neutralizeCell(bad)).toBe(`'${bad}`);
    // a phone column (asText) keeps them readable as text, with their + and no apostrophe
    for (const phone of guarded) expect(textCell(phone)).toBe(`="${phone}"`);
    expect(textCell('06600')).toBe('="06600"');
    expect(textCell('=1+1')).toBe("'=1+1");
    expect(textCell('06600"&A1&"')).toBe('06600"&A1&"');
    expect(textCell(null)).toBe('');
  });
});
