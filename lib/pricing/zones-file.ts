// The zones file of `npm run cli -- zones:import` (docs/billing.md, "Surcharges before purchase"; docs/guias/recargos.md):
// one zone per line, read with the repository's one CSV reader (lib/platform/csv/read-csv.ts), in this order:
//   postal code or range ("23000" or "23000-23099"), kind (extendida/extended, remota/remote), surcharge in pesos,
//   delivery days ("lun,mié,vie"; empty: every day), extra transit days (empty: 0).
// A first line that does not start with a postal code is the header. Every bad line is reported with its number,
// and a file with any is refused whole.
import { CsvReadError, readCsvRecords } from '@/lib/platform/csv/read-csv';
import type { SurchargeZoneKind } from '@/model/money';

export type ZoneRow = {
  line: number;
  postalCodeFrom: string;
  postalCodeTo: string;
  kind: SurchargeZoneKind;
  surchargeCentavos: number;
  /** ISO weekdays, Monday = 1; null = every day */
  deliveryWeekdays: number[] | null;
  extraTransitDays: number;
};

export type ZonesFile = { rows: ZoneRow[]; errors: string[] };

export const MAX_ZONE_SURCHARGE_CENTAVOS = 10_000_00;
export const MAX_EXTRA_TRANSIT_DAYS = 30;
/** Errors listed before "y N más". */
const LISTED_ERRORS = 20;

const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const kinds: Record<string, SurchargeZoneKind> = {
  extended: 'extended',
  extendida: 'extended',
  'zona extendida': 'extended',
  remote: 'remote',
  remota: 'remote',
  'zona remota': 'remote',
};

const weekdays: Record<string, number> = {};
for (const [day, names] of [
  [1, ['lun', 'lunes', 'mon', 'monday', 'l']],
  [2, ['mar', 'martes', 'tue', 'tuesday']],
  [3, ['mie', 'miercoles', 'wed', 'wednesday', 'x']],
  [4, ['jue', 'jueves', 'thu', 'thursday', 'j']],
  [5, ['vie', 'viernes', 'fri', 'friday', 'v']],
  [6, ['sab', 'sabado', 'sat', 'saturday', 's']],
  [7, ['dom', 'domingo', 'sun', 'sunday', 'd']],
] as const) {
  for (const name of names) weekdays[name] = day;
}

/** "lun,mié,vie" (also ; / | spaces, full names, English or 1-7) as ISO weekdays; null for every day. */
export function parseWeekdays(raw: string): number[] | null | string {
  const parts = fold(raw)
    .split(/[\s,;/|]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.includes('todos')) return null;
  const days = new Set<number>();
  for (const part of parts) {
    const day = /^[1-7]$/.test(part) ? Number(part) : weekdays[part.replace(/\.$/, '')];
    if (!day) return `el día «${part}» no es un día de la semana (usa lun, mar, mié, jue, vie, sáb, dom)`;
    days.add(day);
  }
  return days.size === 7 ? null : [...days].sort((a, b) => a - b);
}

function parseRow(record: string[], line: number): ZoneRow | string {
  const [postal = '', kindText = '', surchargeText = '', daysText = '', extraText = ''] = record.map((v) => v.trim());
  const range = /^(\d{5})(?:\s*-\s*(\d{5}))?$/.exec(postal);
  if (!range) return `el código postal «${postal}» debe tener 5 dígitos, o ser un rango como 23000-23099`;
  const from = range[1];
  const to = range[2] ?? from;
  if (to < from) return `el rango ${postal} termina antes de empezar`;
  const kind = kinds[fold(kindText)];
  if (!kind) return `el tipo «${kindText}» no es válido (usa extendida o remota)`;
  const pesos = surchargeText.replace(/^\$/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(pesos)) return `el recargo «${surchargeText}» debe ser un monto en pesos con hasta dos decimales`;
  const surchargeCentavos = Math.round(Number(pesos) * 100);
  if (surchargeCentavos > MAX_ZONE_SURCHARGE_CENTAVOS)
    return `el recargo ${pesos} supera el máximo de $${MAX_ZONE_SURCHARGE_CENTAVOS / 100}`;
  const days = parseWeekdays(daysText);
  if (typeof days === 'string') return days;
  if (extraText !== '' && !/^\d+$/.test(extraText))
    return `los días extra «${extraText}» deben ser un número entero de 0 a ${MAX_EXTRA_TRANSIT_DAYS}`;
  const extraTransitDays = extraText === '' ? 0 : Number(extraText);
  if (extraTransitDays > MAX_EXTRA_TRANSIT_DAYS)
    return `los días extra (${extraTransitDays}) superan el máximo de ${MAX_EXTRA_TRANSIT_DAYS}`;
  return { line, postalCodeFrom: from, postalCodeTo: to, kind, surchargeCentavos, deliveryWeekdays: days, extraTransitDays };
}

/** The zones of a file, or the Spanish reason of every bad line ("Línea 7: ..."). */
export function readZonesFile(bytes: Uint8Array): ZonesFile {
  let records: ReturnType<typeof readCsvRecords>['records'];
  try {
    records = readCsvRecords(bytes).records;
  } catch (error) {
    if (error instanceof CsvReadError)
      return { rows: [], errors: [`El archivo no es un CSV legible${error.line ? ` (línea ${error.line})` : ''}.`] };
    throw error;
  }
  if (records.length > 0 && !/^\s*\d/.test(records[0].record[0] ?? '')) records = records.slice(1);
  const rows: ZoneRow[] = [];
  const errors: string[] = [];
  for (const { record, info } of records) {
    const parsed = parseRow(record, info.lines);
    if (typeof parsed === 'string') errors.push(`Línea ${info.lines}: ${parsed}.`);
    else rows.push(parsed);
  }
  if (rows.length === 0 && errors.length === 0) errors.push('El archivo no tiene zonas.');
  errors.push(...overlaps(rows));
  return { rows, errors: limit(errors) };
}

/** Ranges of the same file that share a postal code (a code must have one surcharge). */
function overlaps(rows: ZoneRow[]): string[] {
  const sorted = [...rows].sort((a, b) => (a.postalCodeFrom < b.postalCodeFrom ? -1 : a.postalCodeFrom > b.postalCodeFrom ? 1 : 0));
  const errors: string[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [before, row] = [sorted[i - 1], sorted[i]];
    if (row.postalCodeFrom <= before.postalCodeTo) {
      const [first, second] = before.line < row.line ? [before, row] : [row, before];
      errors.push(`Línea ${second.line}: el rango ${rangeText(second)} se cruza con el de la línea ${first.line} (${rangeText(first)}).`);
    }
  }
  return errors;
}

export const rangeText = (zone: { postalCodeFrom: string; postalCodeTo: string }) =>
  zone.postalCodeFrom === zone.postalCodeTo ? zone.postalCodeFrom : `${zone.postalCodeFrom}-${zone.postalCodeTo}`;

function limit(errors: string[]): string[] {
  if (errors.length <= LISTED_ERRORS) return errors;
  return [...errors.slice(0, LISTED_ERRORS), `… y ${errors.length - LISTED_ERRORS} errores más.`];
}
