// The bank's deposit callback (docs/payments.md "The bank"): an STP-style SPEI participant notifies each incoming
// transfer ("abono") with the fields of STP's SendAbono notification. Numbers may come as JSON numbers or as text
// (STP's own example mixes them); every field but the tracking key, the destination CLABE and the amount is optional.
// Reading the amount is a separate step (readAbonoAmount): a bad amount is a deposit to return, not a callback to
// refuse, so its row and answer are kept by tracking key like any other.
import { z } from 'zod';
import { parseDecimalPesos } from '@/lib/platform/money/decimal';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max));
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

export const abonoSchema = z.looseObject({
  id: optionalText(40),
  fechaOperacion: optionalText(10),
  institucionOrdenante: optionalText(10),
  institucionBeneficiaria: optionalText(10),
  claveRastreo: text(30).pipe(z.string().min(1)),
  // kept as received: checked by readAbonoAmount
  monto: z.unknown(),
  moneda: z.unknown().optional(),
  nombreOrdenante: optionalText(120),
  tipoCuentaOrdenante: optionalText(4),
  cuentaOrdenante: optionalText(20),
  rfcCurpOrdenante: optionalText(18),
  nombreBeneficiario: optionalText(120),
  tipoCuentaBeneficiario: optionalText(4),
  cuentaBeneficiario: text(20).pipe(z.string().min(1)),
  rfcCurpBeneficiario: optionalText(18),
  conceptoPago: optionalText(210),
  referenciaNumerica: optionalText(10),
  empresa: optionalText(40),
  tsLiquidacion: optionalText(20),
});
export type Abono = z.output<typeof abonoSchema>;

/** The callback's body as an abono, or null when it is not one (no tracking key, no CLABE, not an object). */
export function readAbono(body: unknown): Abono | null {
  const parsed = abonoSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The largest amount we accept in one transfer, in centavos (SPEI has no cap; this keeps sums far from 2^53). */
export const MAX_DEPOSIT_CENTAVOS = 100_000_000_000;

export type AbonoAmount =
  | { ok: true; centavos: number; text: string; currency: 'MXN' }
  | { ok: false; text: string; currency: string; why: 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large' | 'currency' };

/**
 * The amount of an abono in centavos: a decimal text ("1500", "1500.5", "1500.50") or a JSON number read by its source
 * text (parseAbonoJson keeps it: 100.100000000000001 and 1e3 are refused, not rounded to 100.10 and 1000), more than
 * zero, at most two decimals, no exponent (lib/platform/money/decimal.ts), in MXN (an absent `moneda` is MXN; another
 * is why `currency`, returned as other_currency). Anything else is refused with why.
 */
export function readAbonoAmount(abono: Pick<Abono, 'monto' | 'moneda'>): AbonoAmount {
  const raw = abono.monto;
  const amountText =
    typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim().slice(0, 40) : JSON.stringify(raw ?? null).slice(0, 40);
  const currency = abono.moneda === undefined || abono.moneda === null ? 'MXN' : String(abono.moneda).trim().toUpperCase().slice(0, 10);
  const refuse = (why: Extract<AbonoAmount, { ok: false }>['why']): AbonoAmount => ({ ok: false, text: amountText, currency, why });
  if (currency !== 'MXN') return refuse('currency');
  if ((typeof raw !== 'number' || !Number.isFinite(raw)) && typeof raw !== 'string') return refuse('not_a_number');
  const parsed = parseDecimalPesos(amountText);
  if (!parsed.ok) return refuse(parsed.why);
  if (parsed.centavos <= 0) return refuse('not_positive');
  if (parsed.centavos > MAX_DEPOSIT_CENTAVOS) return refuse('too_large');
  return { ok: true, centavos: parsed.centavos, text: amountText, currency: 'MXN' };
}

/**
 * The signed callback's text as JSON, with `monto` kept as its source text when it is a JSON number (the reviver's
 * context.source), so readAbonoAmount judges the digits the bank wrote, not the double they round to. Throws as
 * JSON.parse does.
 */
export function parseAbonoJson(text: string): unknown {
  const keepAmountSource = (key: string, value: unknown, context?: { source?: string }) =>
    key === 'monto' && typeof value === 'number' && typeof context?.source === 'string' ? context.source : value;
  return JSON.parse(text, keepAmountSource as (key: string, value: unknown) => unknown);
}

/** SPEI's account type of a CLABE is 40 (3 is a debit card, 10 a phone number); an absent type is read as a CLABE. */
export const isClabeAccountType = (type: string | null): boolean => type === null || type === '40';

/** fechaOperacion as the bank writes it (AAAAMMDD, or AAAA-MM-DD) as an ISO date, or null. */
export function operationDateOf(value: string | null): string | null {
  const match = value ? /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The abono as the OpenAPI document describes it (the intake reads it with abonoSchema, numbers or text alike). */
export const abonoDocumentSchema = z.looseObject({
  id: z.number().int().optional().meta({ description: 'El identificador de la operación en el banco' }),
  fechaOperacion: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Fecha de operación SPEI, AAAAMMDD; con la clave de rastreo y el banco ordenante identifica la transferencia' }),
  institucionOrdenante: z.number().int().optional().meta({ description: 'Clave Banxico de la institución del ordenante' }),
  institucionBeneficiaria: z.number().int().optional(),
  claveRastreo: z.string().max(30).meta({ description: 'La clave de rastreo SPEI: única por banco ordenante y día de operación' }),
  monto: z
    .number()
    .meta({ description: 'Pesos: más de 0, como máximo 2 decimales y sin exponente, leído tal como se escribe; otro monto se devuelve' }),
  moneda: z.string().optional().meta({ description: 'Opcional; MXN si falta. Otra moneda se devuelve (causa 5)' }),
  nombreOrdenante: z.string().optional(),
  tipoCuentaOrdenante: z.number().int().optional(),
  cuentaOrdenante: z.string().optional(),
  rfcCurpOrdenante: z.string().optional(),
  nombreBeneficiario: z.string().optional(),
  tipoCuentaBeneficiario: z.number().int().optional().meta({ description: '40 (CLABE); otro tipo se devuelve (causa 17)' }),
  cuentaBeneficiario: z.string().max(20).meta({ description: 'La CLABE de destino: la de una organización' }),
  rfcCurpBeneficiario: z.string().optional(),
  conceptoPago: z.string().optional(),
  referenciaNumerica: z.number().int().optional(),
  empresa: z.string().optional(),
  tsLiquidacion: z.string().optional().meta({ description: 'Momento de la liquidación, milisegundos desde 1970' }),
});
