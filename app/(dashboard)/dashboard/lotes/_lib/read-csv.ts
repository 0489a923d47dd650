// The import page reads the chosen file in the browser only to show it: the server validates (lib/batches) and
// makes the CSV of the rows to fix (lib/batches/failed-rows-csv.ts).
// Same rules as lib/batches/parse-csv.ts: UTF-8 (BOM or not) or Windows-1252, comma or semicolon, quoted fields
// with line breaks, blank lines skipped. Row 1 is the first data line, as the server numbers them. A cell our
// downloads wrote as ="06600" or with the formula guard's apostrophe shows as the server reads it (lib/batches/cells.ts).
import { unguardCell } from '@/lib/batches/cells';

export type CsvTable = { headers: string[]; rows: { row: number; cells: string[] }[]; delimiter: string };

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function splitRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) { record.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || record.length) { record.push(cell); records.push(record); }
  return records.filter((r) => r.some((c) => c.trim() !== ''));
}

export function readCsv(bytes: Uint8Array): CsvTable {
  const text = decode(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [headers = [], ...data] = splitRecords(text, delimiter);
  return { headers: headers.map((h) => h.trim()), rows: data.map((cells, i) => ({ row: i + 1, cells: cells.map(unguardCell) })), delimiter };
}
