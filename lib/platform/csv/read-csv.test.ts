// The one reader of uploaded CSV files (lib/platform/csv/read-csv.ts), which the server and the browser's preview share:
// every encoding and separator the server accepts, the preview accepts too.
import { describe, expect, it } from 'vitest';
import { readCsv } from '@/app/(dashboard)/dashboard/lotes/_lib/read-csv';
import { decodeText } from './decode-text';
import { CsvReadError, detectDelimiter, readCsvRecords } from './read-csv';

const utf16 = (text: string, endian: 'le' | 'be') => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2 + (endian === 'le' ? 0 : 1)] = code & 0xff;
    bytes[2 + i * 2 + (endian === 'le' ? 1 : 0)] = code >> 8;
  }
  return bytes;
};
const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM, UTF-16 with BOM and Windows-1252', () => {
    expect(decodeText(utf8('Núñez'))).toEqual({ text: 'Núñez', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Núñez')]))).toEqual({ text: 'Núñez', encoding: 'utf-8' });
    expect(decodeText(utf16('Núñez', 'le'))).toEqual({ text: 'Núñez', encoding: 'utf-16le' });
    expect(decodeText(utf16('Núñez', 'be'))).toEqual({ text: 'Núñez', encoding: 'utf-16be' });
    expect(decodeText(latin1('Núñez'))).toEqual({ text: 'Núñez', encoding: 'windows-1252' });
    // Windows-1252's own characters above Latin-1's range: € is 0x80
    expect(decodeText(new Uint8Array([0x80, 0x20, 0x31]))).toEqual({ text: '€ 1', encoding: 'windows-1252' });
  });
});

describe('detectDelimiter', () => {
  it('takes the most frequent of ; , and tab outside quotes, else a comma', () => {
    expect(detectDelimiter('a;b;"c,d,e"\n1;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\tc,d')).toBe('\t');
    expect(detectDelimiter('a,b')).toBe(',');
    expect(detectDelimiter('solo')).toBe(',');
  });
});

describe('readCsvRecords', () => {
  it('skips blank and separator-only lines and keeps the line each record ends on', () => {
    const { records, delimiter } = readCsvRecords(utf8('a;b\n\n1;"dos\nlíneas"\n;;\n3;4\n'));
    expect(delimiter).toBe(';');
    expect(records.map((r) => r.record)).toEqual([
      ['a', 'b'],
      ['1', 'dos\nlíneas'],
      ['3', '4'],
    ]);
    expect(records.map((r) => r.info.lines)).toEqual([1, 4, 6]);
  });

  it('refuses an unclosed quote with its line', () => {
    expect(() => readCsvRecords(utf8('a,b\n1,"2\n'))).toThrow(CsvReadError);
  });
});

describe('the browser preview (app/(dashboard)/dashboard/lotes/_lib/read-csv.ts)', () => {
  it('shows what the server reads: tab-separated UTF-16 (Excel\'s "Texto Unicode") as well as Windows-1252 with semicolons', () => {
    expect(readCsv(utf16("nombre\ttel\nBegoña\t'+52 55 1234 5678\n", 'le'))).toEqual({
      headers: ['nombre', 'tel'],
      rows: [{ row: 1, cells: ['Begoña', '+52 55 1234 5678'] }],
      delimiter: '\t',
    });
    expect(readCsv(latin1(' nombre ;cp\r\n\r\nIbáñez;"=""06600"""\r\n'))).toEqual({
      headers: ['nombre', 'cp'],
      rows: [{ row: 1, cells: ['Ibáñez', '06600'] }],
      delimiter: ';',
    });
  });

  it('shows no table for a file the server refuses as unreadable', () => {
    expect(readCsv(utf8('a,b\n1,"2\n'))).toEqual({ headers: [], rows: [], delimiter: ',' });
  });
});
