// CSV for people who open it in Excel in Spanish: UTF-8 with a BOM (or Excel guesses Windows-1252 and breaks the
// accents), Spanish headers, CRLF lines, and every cell that starts with = - @ (or a tab or carriage return), or with
// + followed by anything but a phone number, neutralised with a leading apostrophe so a spreadsheet never runs it as
// a formula (CSV injection). A phone such as +52 55 1234 5678 is digits, spaces and ( ) . - only: no name, no cell
// reference, nothing a spreadsheet could run, so it is written as it is (no stray apostrophe in the cell).
// A column marked `asText` (postal codes, phones) is written as ="01234" when its value is digits with at most a
// leading + and ( ) . - spaces: Excel and Google Sheets then keep it as text (the leading zero of a Mexico City
// postal code, the whole phone instead of 5.21552E+12). That formula is ours, built only from those characters,
// so nothing from the data can run; any other value of the column goes through the guard as usual (docs/dashboard.md,
// "CSV exports").
// Rows come from an async iterable (a database cursor), so a 100,000-row export never sits in memory.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvColumn<R> = { header: string; value: (row: R) => CsvCell; asText?: boolean };

const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as people write it: + then 8 to 15 digits with spaces, ( ) . - (lib/orders/schemas.ts phoneSchema's characters). */
const isPhone = (text: string) => /^\+\d[\d ().-]*$/.test(text) && /^(?:\D*\d){8,15}\D*$/.test(text);
/** What a text cell may hold to be written as ="…": digits, an optional leading +, and ( ) . - spaces. */
const TEXT_DIGITS = /^\+?[\d ().-]*\d[\d ().-]*$/;

/** A cell as text, with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutralizeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Plain numbers (including negative amounts such as -123.45) are data, not formulas.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) && !isPhone(text) ? `'${text}` : text;
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
