// Reads a provider's remittance file (docs/cod.md "Remittances") with the one CSV reader of uploads
// (lib/platform/csv/read-csv.ts: BOM, encoding, `,` `;` or tab separators). Any problem refuses the whole file with a
// Spanish 400 `invalid_remittance` naming the lines, so a file that does not parse changes nothing. Columns (header
// names in Spanish or English, any case, accents and spaces ignored):
//   guia | numero_de_guia | tracking_number       required: the provider's tracking number of the order
//   monto | importe | amount                      required: pesos, > 0, at most 2 decimals; "1234.50", "1,234.50",
//                                                 "1234,50", "1.234,50", "$1,234.50"
//   fecha_cobro | fecha_de_cobro | collection_date optional: YYYY-MM-DD or DD/MM/YYYY
//   referencia_remesa | remittance_reference      the same on every line; or the `reference` parameter (both: equal)
// Other columns are refused (a typo would otherwise drop a column silently).
import { CsvReadError, readCsvRecords } from '@/lib/platform/csv/read-csv';
import { DomainError } from '@/lib/platform/errors/domain-error';

export const MAX_REMITTANCE_LINES = 100_000;
/** the largest file read (100,000 lines take about 5 MB) */
export const MAX_REMITTANCE_BYTES = 20 * 1024 * 1024;
export const remittanceTooLargeMessage = 'El archivo de remesa supera el máximo de 20 MB.';
const MAX_REFERENCE_LENGTH = 100;
const MAX_TRACKING_LENGTH = 100;
/** how many bad lines a refusal names before "y N más" */
const NAMED_PROBLEMS = 10;

export type RemittanceLineInput = { lineNumber: number; trackingNumber: string; amountCentavos: number; collectedOn: string | null };
export type ParsedRemittance = { reference: string; lines: RemittanceLineInput[]; totalCentavos: number };

type Column = 'tracking' | 'amount' | 'date' | 'reference';
const HEADER_NAMES: Record<string, Column> = {
  guia: 'tracking',
  numero_de_guia: 'tracking',
  numero_guia: 'tracking',
  tracking_number: 'tracking',
  trackingnumber: 'tracking',
  monto: 'amount',
  importe: 'amount',
  amount: 'amount',
  fecha_cobro: 'date',
  fecha_de_cobro: 'date',
  collection_date: 'date',
  collectiondate: 'date',
  collected_on: 'date',
  referencia_remesa: 'reference',
  referencia_de_remesa: 'reference',
  remittance_reference: 'reference',
  remittancereference: 'reference',
};

const refuse = (message: string) => new DomainError('invalid_remittance', message);

const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Centavos of a written amount, or a Spanish reason. Exported for its unit test. */
export function parseAmount(raw: string): number | string {
  const value = raw.replace(/\s/g, '').replace(/^\$/, '');
  if (value === '') return 'falta el monto';
  if (/^-|^\(.*\)$/.test(value)) return 'el monto es negativo';
  let normalized: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value) || /^\d+(\.\d{1,2})?$/.test(value)) normalized = value.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value) || /^\d+,\d{1,2}$/.test(value))
    normalized = value.replace(/\./g, '').replace(',', '.');
  else return `el monto «${raw.trim()}» no es una cantidad en pesos con hasta 2 decimales`;
  const [pesos, decimals = ''] = normalized.split('.');
  const centavos = Number(pesos) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return `el monto «${raw.trim()}» es demasiado grande`;
  if (centavos === 0) return 'el monto debe ser mayor que 0';
  return centavos;
}

/** YYYY-MM-DD of a written date, null when empty, or a Spanish reason. */
export function parseCollectionDate(raw: string): string | null | { problem: string } {
  const value = raw.trim();
  if (value === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const mexican = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : mexican ? [mexican[3], mexican[2], mexican[1]] : null;
  const date = parts ? `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}` : '';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!parts || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    return { problem: `la fecha de cobro «${value}» no es una fecha AAAA-MM-DD o DD/MM/AAAA` };
  }
  return date;
}

function headerColumns(header: string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  const unknown: string[] = [];
  header.forEach((name, index) => {
    const column = HEADER_NAMES[headerKey(name)];
    if (!column) {
      if (name.trim() !== '') unknown.push(name.trim());
      return;
    }
    if (columns.has(column)) throw refuse(`El encabezado repite la columna «${name.trim()}».`);
    columns.set(column, index);
  });
  if (unknown.length > 0) {
    throw refuse(
      `El encabezado tiene columnas desconocidas: ${unknown.slice(0, 5).join(', ')}. Las columnas son guia, monto, fecha_cobro y referencia_remesa.`,
    );
  }
  if (!columns.has('tracking') || !columns.has('amount')) {
    throw refuse('La primera línea debe ser el encabezado con las columnas guia y monto (y, opcionales, fecha_cobro y referencia_remesa).');
  }
  return columns;
}

function listProblems(problems: string[]): string {
  const named = problems.slice(0, NAMED_PROBLEMS).join('; ');
  return problems.length > NAMED_PROBLEMS ? `${named}; y ${problems.length - NAMED_PROBLEMS} más` : named;
}

/** The remittance's lines, or a whole-file `invalid_remittance`. `reference`: the parameter, when given. */
export function parseRemittance(bytes: Uint8Array, options: { reference?: string | null } = {}): ParsedRemittance {
  if (bytes.length === 0) throw refuse('El archivo de remesa está vacío.');
  let records: ReturnType<typeof readCsvRecords>['records'];
  try {
    records = readCsvRecords(bytes).records;
  } catch (error) {
    if (error instanceof CsvReadError) throw refuse(`El archivo no es un CSV legible${error.line ? ` (línea ${error.line})` : ''}.`);
    throw error;
  }
  const nulLine = records.find(({ record }) => record.some((value) => value.includes('\u0000')));
  if (nulLine) throw refuse(`El archivo contiene un carácter nulo (línea ${nulLine.info.lines}); no parece un CSV de texto.`);
  if (records.length === 0) throw refuse('El archivo de remesa está vacío.');
  const [header, ...rows] = records;
  const columns = headerColumns(header.record);
  if (rows.length === 0) throw refuse('El archivo de remesa no tiene líneas después del encabezado.');
  if (rows.length > MAX_REMITTANCE_LINES) {
    throw refuse(
      `El archivo tiene ${rows.length.toLocaleString('es-MX')} líneas; el máximo por remesa es ${MAX_REMITTANCE_LINES.toLocaleString('es-MX')}.`,
    );
  }
  const cell = (record: string[], column: Column) => {
    const index = columns.get(column);
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  const given = options.reference?.trim() || null;
  const references = new Set<string>();
  const problems: string[] = [];
  const lines: RemittanceLineInput[] = [];
  let totalCentavos = 0;
  for (const { record, info } of rows) {
    const lineNumber = info.lines;
    const trackingNumber = cell(record, 'tracking');
    const amount = parseAmount(cell(record, 'amount'));
    const date = parseCollectionDate(cell(record, 'date'));
    const lineProblems = [
      trackingNumber === '' ? 'falta la guía' : trackingNumber.length > MAX_TRACKING_LENGTH ? 'la guía es demasiado larga' : null,
      typeof amount === 'string' ? amount : null,
      date !== null && typeof date === 'object' ? date.problem : null,
    ].filter((p): p is string => p !== null);
    if (columns.has('reference')) {
      const reference = cell(record, 'reference');
      if (reference === '') lineProblems.push('falta la referencia de la remesa');
      else references.add(reference);
    }
    if (lineProblems.length > 0) {
      problems.push(`línea ${lineNumber}: ${lineProblems.join(', ')}`);
      continue;
    }
    totalCentavos += amount as number;
    lines.push({ lineNumber, trackingNumber, amountCentavos: amount as number, collectedOn: date as string | null });
  }
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'una línea con errores' : `${problems.length} líneas con errores`;
    throw refuse(`El archivo tiene ${count}; no se aplicó ninguna: ${listProblems(problems)}.`);
  }
  if (references.size > 1) {
    throw refuse(`Una remesa tiene una sola referencia; el archivo trae ${references.size}: ${[...references].slice(0, 5).join(', ')}.`);
  }
  const inFile = [...references][0] ?? null;
  if (given && inFile && given !== inFile) throw refuse(`La referencia indicada (${given}) no es la del archivo (${inFile}).`);
  const reference = given ?? inFile;
  if (!reference) throw refuse('Falta la referencia de la remesa: agrega la columna referencia_remesa o indica reference.');
  if (reference.length > MAX_REFERENCE_LENGTH) throw refuse(`La referencia de la remesa supera ${MAX_REFERENCE_LENGTH} caracteres.`);
  return { reference, lines, totalCentavos };
}
