// The import page's template CSV: the batch columns (lib/batches/columns.ts) and two example rows a person can
// edit and upload as they are (UTF-8 with BOM so Excel keeps the accents; CRLF lines). Postal codes and phones are
// text cells (="06600", lib/platform/csv/stream-csv.ts), so a spreadsheet keeps the leading zero of a Mexico City code.
import { csvCell } from '@/lib/platform/csv/stream-csv';
import { stringify } from 'csv-stringify/sync';
import { batchColumns } from '@/lib/batches/columns';

const secondRow: Record<string, string> = {
  referencia: 'PED-1002',
  servicio: 'express',
  destino_nombre: 'Luis Ángel Peña',
  destino_telefono: '81 8765 4321',
  destino_email: '',
  destino_calle: 'Av. Constitución',
  destino_numero_exterior: '1500',
  destino_colonia: 'Centro',
  destino_ciudad: 'Monterrey',
  destino_estado: 'Nuevo León',
  destino_cp: '64000',
  destino_indicaciones: '',
  peso_kg: '2,3',
  contenido: 'Ropa',
  valor_declarado: '',
};

// A leading "+" reads as a formula in a spreadsheet: the template's phones start with the area code.
const example = (value: string) => value.replace(/^\+52 /, '');

export function templateCsv(): string {
  const first = batchColumns.map((c) => csvCell(example(c.example), c.asText));
  const second = batchColumns.map((c) => csvCell(example(secondRow[c.name] ?? c.example), c.asText));
  return stringify([batchColumns.map((c) => c.name), first, second], { bom: true, record_delimiter: 'windows' });
}
