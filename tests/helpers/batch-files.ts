// Batch upload fixtures (tests/batches*.test.ts, bench/): CSV text in the documented column set
// (lib/batches/columns.ts) built from the one sample order, and a client that sends raw bytes.
import { batchColumns } from '@/lib/batches/columns';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '@/lib/orders/sample-order';

export type CsvRow = Record<string, string>;

/** A valid row (Mexico City -> Guadalajara, standard, 1.5 kg) with `overrides` by column name. */
export function sampleCsvRow(n: number, overrides: CsvRow = {}): CsvRow {
  const row: CsvRow = {
    referencia: `LOTE-${String(n).padStart(5, '0')}`,
    servicio: 'estándar',
    origen_nombre: samplePickupAddress.contactName,
    origen_telefono: samplePickupAddress.contactPhone,
    origen_calle: samplePickupAddress.street,
    origen_numero_exterior: samplePickupAddress.exteriorNumber,
    origen_numero_interior: samplePickupAddress.interiorNumber ?? '',
    origen_colonia: samplePickupAddress.neighborhood,
    origen_ciudad: samplePickupAddress.city,
    origen_estado: samplePickupAddress.state,
    origen_cp: samplePickupAddress.postalCode,
    destino_nombre: sampleReceiver.receiverName,
    destino_telefono: sampleDeliveryAddress.contactPhone,
    destino_calle: sampleDeliveryAddress.street,
    destino_numero_exterior: sampleDeliveryAddress.exteriorNumber,
    destino_colonia: sampleDeliveryAddress.neighborhood,
    destino_ciudad: sampleDeliveryAddress.city,
    destino_estado: sampleDeliveryAddress.state,
    destino_cp: sampleDeliveryAddress.postalCode,
    peso_kg: String(samplePackage.weight),
    largo_cm: '30',
    ancho_cm: '20',
    alto_cm: '15',
    contenido: samplePackage.contentDescription,
  };
  return { ...row, ...overrides };
}

const quote = (value: string, sep: string) => (value.includes(sep) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV text: the given columns (default: every column of the set) as header, one line per row. */
export function csvText(rows: CsvRow[], options: { sep?: string; columns?: string[]; eol?: string } = {}): string {
  const sep = options.sep ?? ',';
  const eol = options.eol ?? '\r\n';
  const columns = options.columns ?? batchColumns.map((c) => c.name);
  return [columns.join(sep), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '', sep)).join(sep))].join(eol) + eol;
}

export function sampleCsv(count: number, options: Parameters<typeof csvText>[1] = {}): string {
  return csvText(
    Array.from({ length: count }, (_, i) => sampleCsvRow(i + 1)),
    options,
  );
}

/** POST /api/v1/batches with a raw body (a CSV's bytes, say). */
export async function postBatch(
  baseUrl: string,
  key: string,
  body: Uint8Array | string,
  contentType = 'text/csv',
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/v1/batches`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': contentType, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, body: json, text };
}

/** GET a batch file (labels, manifest, rows CSV) as bytes. */
export async function getBatchFile(baseUrl: string, key: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}`, ...headers } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
