// CSV for people who open it in Excel in Spanish: UTF-8 with a BOM (or Excel guesses Windows-1252 and breaks the
// accents), Spanish headers, CRLF lines, and every cell that starts with = + - @ (or a tab or carriage return)
// neutralised with a leading apostrophe so a spreadsheet never runs it as a formula (CSV injection).
// Rows come from an async iterable (a database cursor), so a 100,000-row export never sits in memory.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvColumn<R> = { header: string; value: (row: R) => string | number | boolean | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutralizeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Plain numbers (including negative amounts such as -123.45) are data, not formulas.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A byte stream of the whole file: BOM, header line, one line per row. */
export function csvStream<R>(rows: AsyncIterable<R>, columns: CsvColumn<R>[]): ReadableStream<Uint8Array> {
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows', bom: true });
  void (async () => {
    try {
      for await (const row of rows) {
        const ok = stringifier.write(columns.map((c) => neutralizeCell(c.value(row))));
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
