// The bank's direct-debit API (domiciliación) as our adapter speaks it (docs/payments.md, "Direct debit"): one POST
// {BANK_API_URL}/domiciliaciones with BANK_API_KEY as a bearer token and our direct_debits row id as the
// Idempotency-Key, so a request sent again (the answer lost, the bank down) never takes the money twice. The answer
// is one of: accepted (the bank's reference), rejected (the bank's reason: insufficient funds, mandate cancelled,
// invalid account), unavailable (network error, timeout, 5xx, an answer we cannot read): try again later with the
// same key, or refused (400, 401, 403, 404: our request, our key or our URL is wrong, so asking again changes nothing):
// the caller fails the debit and tells the operator. Any other answer is thrown, the row stays requested.
import { config } from '@/lib/platform/config';
import { centavosToDecimalText } from '@/lib/platform/money/decimal';

export type DirectDebitRequest = {
  /** our direct_debits row id: the bank's idempotency key */
  idempotencyKey: string;
  mandateReference: string;
  payerClabe: string;
  payerName: string;
  amountCentavos: number;
  /** what the payer's statement shows (at most 40 characters) */
  concept: string;
};

export type DirectDebitRejection = 'fondos_insuficientes' | 'mandato_cancelado' | 'cuenta_invalida';

export type DirectDebitResult =
  | { outcome: 'accepted'; bankReference: string }
  | { outcome: 'rejected'; code: string; reason: string }
  | { outcome: 'unavailable'; detail: string }
  | { outcome: 'refused'; status: number; detail: string };

const TIMEOUT_MS = 15_000;

/** The answers that say our side is wrong (the request, the key, the URL): asking again with the same key is no use. */
const OUR_SIDE_WRONG = new Set([400, 401, 403, 404]);

/** True when the bank settings are configured (BANK_API_URL and BANK_API_KEY, all or nothing with the webhook secret). */
export function directDebitConfigured(): boolean {
  const c = config();
  return Boolean(c.BANK_API_URL && c.BANK_API_KEY);
}

export async function requestDirectDebit(request: DirectDebitRequest): Promise<DirectDebitResult> {
  const { BANK_API_URL, BANK_API_KEY } = config();
  if (!BANK_API_URL || !BANK_API_KEY) throw new Error('BANK_API_URL and BANK_API_KEY are not configured');
  const url = `${BANK_API_URL.replace(/\/+$/, '')}/domiciliaciones`;
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${BANK_API_KEY}`,
        'content-type': 'application/json',
        'idempotency-key': request.idempotencyKey,
      },
      body: JSON.stringify({
        referenciaMandato: request.mandateReference,
        cuentaOrdenante: request.payerClabe,
        nombreOrdenante: request.payerName.slice(0, 40),
        // "1500.00": the bank takes the amount as text with two decimals
        monto: centavosToDecimalText(request.amountCentavos),
        moneda: 'MXN',
        concepto: request.concept.slice(0, 40),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: 'unavailable', detail: `sin respuesta del banco: ${(error as Error).name}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    return { outcome: 'unavailable', detail: `el banco respondió ${response.status}` };
  }
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  if (body?.estado === 'aceptada' && typeof body.referenciaBanco === 'string' && body.referenciaBanco !== '') {
    return { outcome: 'accepted', bankReference: body.referenciaBanco };
  }
  if (body?.estado === 'rechazada') {
    const cause = (body.causa ?? {}) as { codigo?: unknown; descripcion?: unknown };
    const code = typeof cause.codigo === 'string' ? cause.codigo : 'rechazada';
    const reason = typeof cause.descripcion === 'string' && cause.descripcion !== '' ? cause.descripcion : 'El banco rechazó el cargo';
    return { outcome: 'rejected', code, reason };
  }
  if (response.ok) return { outcome: 'unavailable', detail: `respuesta ilegible del banco (${response.status})` };
  if (OUR_SIDE_WRONG.has(response.status)) {
    const error = (body?.error ?? {}) as { codigo?: unknown };
    const code = typeof error.codigo === 'string' ? error.codigo.slice(0, 60) : 'sin código';
    return { outcome: 'refused', status: response.status, detail: `el banco respondió ${response.status} (${code})` };
  }
  throw new Error(`the bank refused the direct-debit request: ${response.status} ${text.slice(0, 200)}`);
}
