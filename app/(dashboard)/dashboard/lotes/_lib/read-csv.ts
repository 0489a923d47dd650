// The import page reads the chosen file in the browser only to show it: the server validates (lib/batches) and
// makes the CSV of the rows to fix (lib/batches/failed-rows-csv.ts).
// The server's own reader (lib/platform/csv/read-csv.ts): UTF-8 (BOM or not), UTF-16 with BOM or Windows-1252; comma,
// semicolon or tab; quoted fields with line breaks; blank lines skipped. Row 1 is the first data line, as the server
// numbers them. A cell our downloads wrote as ="06600" or with the formula guard's apostrophe shows as the server
// reads it (lib/batches/cells.ts). A file the reader refuses shows no table: the server refuses it too and says why.
import { unguardCell } from '@/lib/batches/cells';
import { CsvReadError, readCsvRecords } from '@/lib/platform/csv/read-csv';

export type CsvTable = { headers: string[]; rows: { row: number; cells: string[] }[]; delimiter: string };

export function readCsv(bytes: Uint8Array): CsvTable {
  let read: ReturnType<typeof readCsvRecords>;
  try {
    read = readCsvRecords(bytes);
  } catch (error) {
    if (error instanceof CsvReadError) return { headers: [], rows: [], delimiter: ',' };
    throw error;
  }
  const [header, ...data] = read.records;
  return {
    headers: (header?.record ?? []).map((h) => h.trim()),
    rows: data.map(({ record }, i) => ({ row: i + 1, cells: record.map(unguardCell) })),
    delimiter: read.delimiter,
  };
}
