// Every row of a batch checked at once with the SAME schema as POST /orders (lib/orders/schemas.ts) and quoted
// with the same pricing (lib/pricing/price-shipment.ts), so a row valid here is an order POST /orders accepts,
// at the price shown. Nothing is written here (lib/batches/create-batch.ts stores the result).
import type { DbOrTx } from '@/db/client';
import type { BatchRowError, BatchSource } from '@/db/schema';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { formatPath } from '@/lib/platform/errors/zod-es';
import { createOrderSchema, type CreateOrderInput } from '@/lib/orders/schemas';
import { orderShipmentParams } from '@/lib/orders/create-order';
import { priceShipment, type PricedOption } from '@/lib/pricing/price-shipment';
import { tariffOption } from '@/lib/carriers/rate-shop';
import { loadCodLimits, withinCodLimits } from '@/lib/cod/limits';
import { deliveryDaysWarning } from '@/lib/pricing/surcharges';
import { toPesos } from '@/lib/billing/ledger';
import { isSentence } from '@/lib/platform/text/sentence';
import { storableText } from '@/lib/platform/text/storable';
import { columnForPath, inCsvTerms } from './columns';
import { warnBoughtReferences } from './bought-references';

export type RowInput = {
  row: number;
  body: unknown;
  numberErrors?: { column: string; message: string }[];
  warnings?: { column: string; message: string }[];
};

export type ValidatedRow = { warnings: BatchRowError[] } & (
  | { row: number; valid: true; order: CreateOrderInput; quoteCentavos: number; internalReference: string | null }
  | { row: number; valid: false; errors: BatchRowError[]; internalReference: string | null; body: unknown }
);

/** The field as the file names it: the Spanish column of a CSV, the JSON path of a JSON body. */
function fieldName(source: BatchSource, path: readonly PropertyKey[]): string {
  if (source === 'csv')
    return columnForPath(path.map((p) => (typeof p === 'number' ? p : String(p))))?.name ?? (formatPath(path) || 'fila');
  return formatPath(path) || 'pedido';
}

/** The order rules' predicates agree with "el campo"; "la columna" is feminine. */
const feminine = (predicate: string) =>
  predicate
    .replace(/^es obligatorio\b/, 'es obligatoria')
    .replace(/^no puede estar vacío\b/, 'no puede estar vacía')
    .replace(/^no puede ser nulo\b/, 'no puede ser nula');

/** One message naming the field as the file does: "La columna peso_kg es obligatoria", "El campo package.weight …". */
function sentence(source: BatchSource, field: string, predicate: string): string {
  if (source === 'json') return isSentence(predicate) ? predicate : `El campo ${field} ${predicate}`;
  return inCsvTerms(isSentence(predicate) ? predicate : `La columna ${field} ${feminine(predicate)}`);
}

function referenceOf(body: unknown): string | null {
  const value = (body as { internalReference?: unknown } | null)?.internalReference;
  // read before any rule checked it: storable (lib/platform/text/storable.ts), also where the cut split a surrogate pair
  return typeof value === 'string' && value.trim() !== '' ? storableText(value.trim().slice(0, 100)) : null;
}

/**
 * The note of a row whose destination or package costs extra, or is served only some days (docs/billing.md,
 * "Surcharges before purchase"): its surcharges, already in its price. Fuel alone, which every row pays, is no note.
 */
function surchargeNote(priced: PricedOption): string | null {
  const days = deliveryDaysWarning(priced.deliveryWeekdays);
  if (!days && !priced.surcharges.some((s) => s.code !== 'fuel')) return null;
  const lines = priced.surcharges.map((s) => `${s.description} $${toPesos(s.amountCentavos).toFixed(2)}`);
  const included = lines.length > 0 ? `Incluye recargos: ${lines.join(', ')} (total $${toPesos(priced.totalCentavos).toFixed(2)}).` : '';
  return [included, days].filter(Boolean).join(' ');
}

export async function validateRows(
  db: DbOrTx,
  { organizationId, source, rows }: { organizationId: string; source: BatchSource; rows: RowInput[] },
): Promise<ValidatedRow[]> {
  const out: ValidatedRow[] = [];
  for (const input of rows) {
    const internalReference = referenceOf(input.body);
    const warnings: BatchRowError[] = (input.warnings ?? []).map((w) => ({ field: w.column, message: w.message }));
    const errors: BatchRowError[] = (input.numberErrors ?? []).map((e) => ({
      field: e.column,
      message: sentence(source, e.column, e.message),
    }));
    const parsed = createOrderSchema.safeParse(input.body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
        const field = fieldName(source, path);
        // A number column that did not parse already said so; zod would add "es obligatorio" for it.
        if (errors.some((e) => e.field === field)) continue;
        errors.push({ field, message: sentence(source, field, issue.message) });
      }
    }
    if (errors.length || !parsed.success) {
      out.push({ row: input.row, valid: false, errors, internalReference, body: input.body, warnings });
      continue;
    }
    try {
      const params = orderShipmentParams(parsed.data);
      const priced = await priceShipment(db, { organizationId, shipmentType: parsed.data.shipmentType, params });
      if (params.isCod) withinCodLimits(await loadCodLimits(db), [tariffOption(priced)], params.codAmountCentavos);
      const note = surchargeNote(priced);
      if (note) warnings.push({ field: fieldName(source, ['deliveryAddress', 'postalCode']), message: note });
      out.push({ row: input.row, valid: true, order: parsed.data, quoteCentavos: priced.totalCentavos, internalReference, warnings });
    } catch (error) {
      if (!isDomainError(error) || (error.code !== 'validation_error' && error.code !== 'cod_amount_over_limit')) throw error;
      const field = fieldName(source, error.code === 'cod_amount_over_limit' ? ['codAmount'] : ['shipmentType']);
      out.push({
        row: input.row,
        valid: false,
        errors: [{ field, message: source === 'csv' ? inCsvTerms(error.message) : error.message }],
        internalReference,
        body: input.body,
        warnings,
      });
    }
  }
  await warnBoughtReferences(db, { organizationId, source, rows: out });
  return out;
}
