// The CSV column set of a batch (docs/guias/lotes.md): Spanish names, one order per row, each column mapped
// to one field of the POST /orders body (lib/orders/schemas.ts createOrderSchema), so a row is validated by
// the very schema a single order is. Errors name the column as the file does, and the servicio column's values
// in Spanish as the file writes them (never the API's codes).
import type { ShipmentType } from '@/db/schema';

export type ColumnKind = 'text' | 'number' | 'service' | 'money';

export type BatchColumn = {
  /** the header in the file (lowercase, no accents) */
  name: string;
  /** the POST /orders body path it fills */
  path: readonly string[];
  kind: ColumnKind;
  required: boolean;
  /** one line for the guide and the dashboard's template */
  description: string;
  /** the template's example value */
  example: string;
  /** postal codes and phones: kept as text when we write them for a spreadsheet (lib/platform/csv/stream-csv.ts textCell) */
  asText: boolean;
};

const c = (name: string, path: string, kind: ColumnKind, required: boolean, description: string, example: string): BatchColumn => ({
  name,
  path: path.split('.'),
  kind,
  required,
  description,
  example,
  asText: /(?:postalCode|Phone)$/.test(path),
});

/** The postal code columns: a 4-digit value is a Mexico City code whose leading zero a spreadsheet dropped. */
export const isPostalCodeColumn = (column: BatchColumn) => column.path[column.path.length - 1] === 'postalCode';

export const batchColumns: readonly BatchColumn[] = [
  c('referencia', 'internalReference', 'text', false, 'Tu referencia interna del pedido (hasta 100 caracteres)', 'PED-1001'),
  c('servicio', 'shipmentType', 'service', false, 'estándar, express o mismo día (vacío: estándar)', 'estándar'),
  c('origen_nombre', 'pickupAddress.contactName', 'text', true, 'Quien entrega el paquete', 'Almacén Central'),
  c('origen_telefono', 'pickupAddress.contactPhone', 'text', true, 'Teléfono de origen (10 a 15 dígitos)', '+52 55 1234 5678'),
  c('origen_email', 'pickupAddress.email', 'text', false, 'Correo de origen', 'almacen@ejemplo.mx'),
  c('origen_calle', 'pickupAddress.street', 'text', true, 'Calle de origen', 'Av. Paseo de la Reforma'),
  c('origen_numero_exterior', 'pickupAddress.exteriorNumber', 'text', true, 'Número exterior de origen', '222'),
  c('origen_numero_interior', 'pickupAddress.interiorNumber', 'text', false, 'Número interior de origen', 'Piso 3'),
  c('origen_colonia', 'pickupAddress.neighborhood', 'text', true, 'Colonia de origen', 'Juárez'),
  c('origen_ciudad', 'pickupAddress.city', 'text', true, 'Ciudad o alcaldía de origen', 'Ciudad de México'),
  c('origen_estado', 'pickupAddress.state', 'text', true, 'Estado de origen (nombre completo)', 'Ciudad de México'),
  c('origen_cp', 'pickupAddress.postalCode', 'text', true, 'Código postal de origen (5 dígitos)', '06600'),
  c('destino_nombre', 'deliveryAddress.contactName', 'text', true, 'Quien recibe el paquete', 'María José Núñez'),
  c('destino_telefono', 'deliveryAddress.contactPhone', 'text', true, 'Teléfono de quien recibe', '+52 33 9876 5432'),
  c('destino_email', 'deliveryAddress.email', 'text', false, 'Correo de quien recibe', 'maria@ejemplo.mx'),
  c('destino_calle', 'deliveryAddress.street', 'text', true, 'Calle de destino', 'Av. Juárez'),
  c('destino_numero_exterior', 'deliveryAddress.exteriorNumber', 'text', true, 'Número exterior de destino', '976'),
  c('destino_numero_interior', 'deliveryAddress.interiorNumber', 'text', false, 'Número interior de destino', ''),
  c('destino_colonia', 'deliveryAddress.neighborhood', 'text', true, 'Colonia de destino', 'Centro'),
  c('destino_ciudad', 'deliveryAddress.city', 'text', true, 'Ciudad o municipio de destino', 'Guadalajara'),
  c('destino_estado', 'deliveryAddress.state', 'text', true, 'Estado de destino (nombre completo)', 'Jalisco'),
  c('destino_cp', 'deliveryAddress.postalCode', 'text', true, 'Código postal de destino (5 dígitos)', '44100'),
  c(
    'destino_indicaciones',
    'deliveryAddress.deliveryInstructions',
    'text',
    false,
    'Indicaciones para la entrega',
    'Tocar el timbre dos veces',
  ),
  c('destinatario_nombre', 'receiverName', 'text', false, 'Nombre del destinatario si no es quien recibe', ''),
  c('destinatario_telefono', 'receiverPhone', 'text', false, 'Teléfono del destinatario si no es quien recibe', ''),
  c('peso_kg', 'package.weight', 'number', true, 'Peso en kg (0.1 a 70; punto o coma decimal)', '1,5'),
  c('largo_cm', 'package.dimensions.length', 'number', false, 'Largo en cm (1 a 300; vacío: 10)', '30'),
  c('ancho_cm', 'package.dimensions.width', 'number', false, 'Ancho en cm (1 a 300; vacío: 10)', '20'),
  c('alto_cm', 'package.dimensions.height', 'number', false, 'Alto en cm (1 a 300; vacío: 10)', '15'),
  c('contenido', 'package.contentDescription', 'text', false, 'Qué contiene el paquete', 'Libros'),
  c('valor_declarado', 'package.declaredValue', 'money', false, 'Valor declarado en MXN para el seguro', '500'),
  c('cobro_contra_entrega', 'codAmount', 'money', false, 'Monto a cobrar al entregar, en MXN (vacío: sin cobro)', ''),
];

/** Each service as the servicio column writes it (the template, the rows-to-fix CSV, messages). */
export const serviceCsvNames: Record<ShipmentType, string> = { standard: 'estándar', express: 'express', same_day: 'mismo día' };
const serviceCsvList = 'estándar, express o mismo día';

/** What a file may write in servicio (compared like a header: case, accents and spaces ignored) -> the API value. */
const serviceValues: Record<string, ShipmentType> = {
  estandar: 'standard',
  standard: 'standard',
  normal: 'standard',
  express: 'express',
  expres: 'express',
  mismo_dia: 'same_day',
  same_day: 'same_day',
  mismodia: 'same_day',
};

/** The servicio cell as the POST /orders value; anything else is left as written for the schema to refuse. */
export function serviceFromCsv(raw: string): string {
  return serviceValues[normalizeHeader(raw)] ?? raw;
}

/**
 * A message of the order rules (lib/orders/schemas.ts, lib/pricing/price-shipment.ts) in the file's terms: the
 * servicio column and its Spanish values instead of shipmentType and its codes. Other messages are unchanged.
 */
export function inCsvTerms(message: string): string {
  const name = (code: string) => serviceCsvNames[code as ShipmentType] ?? code;
  return message
    .replace(/^(?:La columna servicio|El campo shipmentType) debe ser uno de: .*$/, `La columna servicio debe ser ${serviceCsvList}`)
    .replace(
      /^El campo shipmentType no está disponible: (\S+)$/,
      (_, code: string) => `La columna servicio: ${name(code)} no está disponible`,
    )
    .replace(/^El campo shipmentType no admite (\S+)/, (_, code: string) => `La columna servicio no admite ${name(code)}`);
}

const byName = new Map(batchColumns.map((column) => [column.name, column]));
const byPath = new Map(batchColumns.map((column) => [column.path.join('.'), column]));

/** A header as typed in a spreadsheet ("Peso (kg)", "Origen CP", " peso_kg ") reduced to the column name form. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[()]/g, ' ')
    .replace(/[\s.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function columnByName(name: string): BatchColumn | undefined {
  return byName.get(name);
}

/**
 * The column a validation error's path belongs to (isCod errors point at cobro_contra_entrega, the whole
 * dimensions object at largo_cm); null when the path is not a column (JSON uploads name the JSON path).
 */
export function columnForPath(path: readonly (string | number)[]): BatchColumn | null {
  const key = path.join('.');
  if (key === 'isCod') return byName.get('cobro_contra_entrega')!;
  if (key === 'package.dimensions') return byName.get('largo_cm')!;
  for (let length = path.length; length > 0; length--) {
    const found = byPath.get(path.slice(0, length).join('.'));
    if (found) return found;
  }
  return null;
}

/** The template CSV's header line and one example row (comma separated, UTF-8). */
export function batchTemplateRows(): string[][] {
  return [batchColumns.map((column) => column.name), batchColumns.map((column) => column.example)];
}
