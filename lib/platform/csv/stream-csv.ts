// CSV for people who open it in Excel in Spanish: UTF-8 with a BOM (or Excel guesses Windows-1252 and breaks the
// accents), Spanish headers, CRLF lines, and every cell that starts with = + - @ (or a tab or carriage return)
// neutralised with a leading apostrophe so a spreadsheet never runs it as a formula (CSV injection). No + cell is let
// through, not even one shaped like a phone: Excel computes +1234567-1234567 as 0 and +52-55-1234-5678 as -6915, and
// shows +5215512345678 as 5.21552E+12.
// A column marked `asText` (postal codes, and every phone column: the orders export, the rows to fix, the template)
// is written as ="01234" when its value is digits with at most a leading + and ( ) . - spaces: Excel and Google
// Sheets then keep it as text (the leading zero of a Mexico City postal code, the whole phone with its +, and no
// stray apostrophe). That formula is ours, built only from those characters, so nothing from the data can run; any
// other value of the column goes through the guard as usual (docs/dashboard.md, "CSV exports").
// Rows come from an async iterable (a database cursor), so a 100,000-row export never sits in memory.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvColumn<R> = { header: string; value: (row: R) => CsvCell; asText?: boolean };

const FORMULA_START = /^[=+\-@\t\r]/;
/** What a text cell may hold to be written as ="…": digits, an optional leading +, and ( ) . - spaces. */
const TEXT_DIGITS = /^\+?[\d ().-]*\d[\d ().-]*$/;

/** A cell as text, with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutralizeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Plain numbers (including negative amounts such as -123.45) are data, not formulas.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell a spreadsheet must keep as text (postal codes, phones): ="01234" for digits, else the guarded cell. */
export function textCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return TEXT_DIGITS.test(text) ? `="${text}"` : neutralizeCell(value);
}

/** A cell the way csvStream writes it for its column. */
export const csvCell = (value: CsvCell, asText = false): string => (asText ? textCell(value) : neutralizeCell(value));

/** A byte stream of the whole file: BOM, header line, one line per row. */
export function csvStream<R>(rows: AsyncIterable<R>, columns: CsvColumn<R>[]): ReadableStream<Uint8Array> {
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows', bom: true });
  void (async () => {
    try {
      for await (const row of rows) {
        const ok = stringifier.write(columns.map((c) => csvCell(c.value(row), c.asText)));
        if (!ok) await new Promise<void>((resolve) => stringifier.once('drain', resolve));
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error as Error);
    }
  })();
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
}

/** The headers of a CSV download named `filename` (ASCII; e.g. envios-2026-11-24.csv). */
export function csvDownloadHeaders(filename: string): HeadersInit {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  };
}
