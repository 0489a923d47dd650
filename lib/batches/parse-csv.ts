// A batch CSV turned into rows of POST /orders bodies (docs/guias/lotes.md). File-level problems (no header,
// unknown or missing columns, a line with more values than the header, an unclosed quote, too many rows) throw a
// DomainError naming what is wrong, before anything is written; a value that does not fit its field is left
// to the order schema, which reports it per row (lib/batches/validate-rows.ts).
import { CsvReadError, readCsvRecords, type CsvRecord } from '@/lib/platform/csv/read-csv';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { batchColumns, columnByName, isPostalCodeColumn, normalizeHeader, serviceFromCsv, type BatchColumn } from './columns';
import { unguardCell } from './cells';
import { batchTooManyRowsMessage, MAX_BATCH_ROWS } from './limits';
import { ambiguousDecimalMessage, parseDecimal } from './parse-decimal';

/** One data row of the file: its number (1 = first data row), its line in the file, and the order body built from it. */
export type ParsedRow = {
  row: number;
  line: number;
  body: Record<string, unknown>;
  numberErrors: { column: string; message: string }[];
  /** what was read otherwise than written (a 4-digit postal code), said on the row; the row stays valid */
  warnings: { column: string; message: string }[];
};

export const IGNORED_COLUMN = 'error';

const NUMBER_MESSAGE = 'debe ser un número (por ejemplo, 1.5, 1,5 o 1,250.50)';

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]] = value;
}

/** One CSV record as a POST /orders body; empty cells are absent fields. */
/** A 4-digit postal code is a Mexico City (or other 0xxxx) code whose leading zero a spreadsheet dropped. */
function postalCodeWarning(column: BatchColumn, raw: string): { value: string; message: string } | null {
  if (!isPostalCodeColumn(column) || !/^\d{4}$/.test(raw)) return null;
  const value = `0${raw}`;
  return {
    value,
    message: `La columna ${column.name} traía 4 dígitos (${raw}): se leyó como ${value}, con el cero inicial que quitan las hojas de cálculo.`,
  };
}

function rowToBody(columns: BatchColumn[], values: string[]): Pick<ParsedRow, 'body' | 'numberErrors' | 'warnings'> {
  // The nested objects always exist, so a row without them reports each missing column, not "deliveryAddress".
  const body: Record<string, unknown> = { pickupAddress: {}, deliveryAddress: {}, package: {} };
  const numberErrors: ParsedRow['numberErrors'] = [];
  const warnings: ParsedRow['warnings'] = [];
  columns.forEach((column, i) => {
    // A leading apostrophe before = + - @ is the formula guard our CSV downloads add, ="06600" a cell they keep as
    // text (lib/platform/csv/stream-csv.ts): "'+52 55 1234 5678" and ="06600" read back are the values they were.
    const raw = unguardCell(values[i] ?? '');
    if (raw === '') return;
    const padded = postalCodeWarning(column, raw);
    if (padded) {
      warnings.push({ column: column.name, message: padded.message });
      return setPath(body, column.path, padded.value);
    }
    if (column.kind === 'text') return setPath(body, column.path, raw);
    if (column.kind === 'service') return setPath(body, column.path, serviceFromCsv(raw));
    const cell = parseDecimal(raw);
    if (cell.kind === 'number') return setPath(body, column.path, cell.value);
    if (cell.kind === 'empty') return;
    numberErrors.push({
      column: column.name,
      message: cell.kind === 'ambiguous' ? ambiguousDecimalMessage(column.name, raw) : NUMBER_MESSAGE,
    });
    // Kept as written, so the rows-to-fix CSV (lib/batches/failed-rows-csv.ts) gives the cell back unchanged.
    setPath(body, column.path, raw);
  });
  if (body.codAmount !== undefined) body.isCod = true;
  return { body, numberErrors, warnings };
}

const list = (names: string[]) => names.map((n) => `«${n}»`).join(', ');

export function parseBatchCsv(bytes: Uint8Array): ParsedRow[] {
  let records: CsvRecord[];
  try {
    ({ records } = readCsvRecords(bytes));
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    const line = error.line;
    throw new DomainError(
      'validation_error',
      `El archivo CSV no se pudo leer${line ? ` (línea ${line})` : ''}: revisa que las comillas estén cerradas y que el separador sea coma o punto y coma.`,
    );
  }
  if (records.length === 0)
    throw new DomainError('validation_error', 'El archivo está vacío: debe tener una fila de encabezados y al menos un pedido.');

  const header = records[0].record.map((h) => normalizeHeader(h));
  // `error` is the explanation column of the failed-rows CSV (lib/batches/failed-rows-csv.ts): read back, ignored.
  const unknown = records[0].record.filter((_, i) => header[i] !== '' && header[i] !== IGNORED_COLUMN && !columnByName(header[i]));
  const duplicated = header.filter((h, i) => h !== '' && header.indexOf(h) !== i);
  const missing = batchColumns.filter((column) => column.required && !header.includes(column.name)).map((column) => column.name);
  const problems: string[] = [];
  if (unknown.length) problems.push(`columnas desconocidas: ${list(unknown)}`);
  if (missing.length) problems.push(`faltan columnas obligatorias: ${list(missing)}`);
  if (duplicated.length) problems.push(`columnas repetidas: ${list([...new Set(duplicated)])}`);
  if (header.some((h) => h === '') && records.slice(1).some(({ record }) => record.some((v, i) => header[i] === '' && v.trim() !== ''))) {
    problems.push('hay valores en una columna sin encabezado');
  }
  if (problems.length) {
    throw new DomainError(
      'validation_error',
      `El encabezado del CSV no es válido: ${problems.join('; ')}. Las columnas válidas están en la guía de lotes.`,
    );
  }

  const data = records.slice(1);
  if (data.length === 0) throw new DomainError('validation_error', 'El archivo no tiene pedidos: solo trae la fila de encabezados.');
  if (data.length > MAX_BATCH_ROWS) throw new DomainError('payload_too_large', batchTooManyRowsMessage(data.length));

  const longLines = data.filter(({ record }) => record.length > header.length && record.slice(header.length).some((v) => v.trim() !== ''));
  if (longLines.length) {
    const shown = longLines
      .slice(0, 5)
      .map(({ info }) => info.lines)
      .join(', ');
    throw new DomainError(
      'validation_error',
      `Hay filas con más valores que columnas en el encabezado (${header.length}): línea${longLines.length > 1 ? 's' : ''} ${shown}${longLines.length > 5 ? ' y otras' : ''}. Revisa que no sobren separadores.`,
    );
  }

  const columns = header.map((h) => columnByName(h)!);
  return data.map(({ record, info }, index) => {
    const known = columns.map((column, i) => (column ? (record[i] ?? '') : ''));
    const { body, numberErrors, warnings } = rowToBody(
      columns.filter(Boolean),
      known.filter((_, i) => columns[i]),
    );
    return { row: index + 1, line: info.lines, body, numberErrors, warnings };
  });
}
