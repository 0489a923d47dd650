// The wrapper of the bank's deposit callback (POST /api/bank/deposits), as withProviderSignature is of the provider's
// reports: no API key, the per-IP limit of withRequest, and the raw body must carry a valid, fresh Standard Webhooks
// signature of BANK_WEBHOOK_SECRET (lib/payments/bank/signature.ts, constant time) before anything reads it. A bad
// signature or a body that is not JSON is recorded for the operator (bank_callback_rejections) and answered as a return
// (docs/payments.md "The bank"); without the bank's settings the intake answers 503 and records nothing. Anyone may
// send an unsigned body, so of one whose signature does not verify only its first 4 KiB are kept (enough to see what
// it was); a signed body that is not a deposit is the bank's, kept up to 64 KiB. A verified body is parsed keeping
// `monto`'s source text (lib/payments/bank/abono.ts parseAbonoJson), so an amount is judged as the bank wrote it.
import { parseAbonoJson } from '@/lib/payments/bank/abono';
import { refusedCallbackAnswer } from '@/lib/payments/bank/answer';
import { verifyBankSignature } from '@/lib/payments/bank/signature';
import { recordBankCallbackRejection } from '@/lib/payments/deposits/record-rejection';
import { config } from '@/lib/platform/config';
import { getDb } from '@/lib/platform/db';
import { log } from '@/lib/platform/log';
import { ApiError } from './api-error';
import { parseJsonBody, readRawBody } from './read-body';
import { json } from './respond';
import { withRequest, type RequestContext } from './with-request';

export type BankCallbackContext<P> = RequestContext<P> & {
  /** the callback's JSON, its signature verified (still to be read as a deposit by the domain) */
  body: unknown;
  /** the same body as text (kept if the domain finds it is not a deposit) */
  rawBody: string;
};

/** A deposit callback is small (about 1 KB); anything much larger is not one. */
const BANK_CALLBACK_MAX_BYTES = 64 * 1024;
/** What is kept of a body whose signature did not verify: it may come from anyone. */
export const UNSIGNED_BODY_KEPT_BYTES = 4 * 1024;

export function withBankSignature<P = Record<string, string>>(handler: (ctx: BankCallbackContext<P>) => Promise<Response> | Response) {
  return withRequest<P>(async (ctx) => {
    const secret = config().BANK_WEBHOOK_SECRET;
    if (!secret) {
      log.error('bank callback refused: BANK_WEBHOOK_SECRET is not configured', { requestId: ctx.requestId });
      throw new ApiError('service_unavailable', 'La recepción de transferencias SPEI no está configurada en este servidor.');
    }
    const raw = await readRawBody(ctx.req, {
      limit: BANK_CALLBACK_MAX_BYTES,
      tooLargeMessage: 'El aviso de depósito no puede pasar de 64 KB.',
    });
    const rawBody = raw.toString('utf8');
    const refuse = async (reason: 'invalid_signature' | 'malformed', body: string) => {
      log.warn('bank callback refused', { requestId: ctx.requestId, reason, clientIp: ctx.clientIp });
      await recordBankCallbackRejection(getDb(), { reason, body, clientAddress: ctx.clientIp });
      return json(refusedCallbackAnswer());
    };
    if (!verifyBankSignature(secret, raw, ctx.req.headers)) return refuse('invalid_signature', unsignedBodyKept(raw));
    let body: unknown;
    try {
      // the shared rules of a JSON body first (the text rule), then the same text keeping the amount's digits
      parseJsonBody(raw);
      body = parseAbonoJson(rawBody);
    } catch {
      return refuse('malformed', rawBody);
    }
    return handler({ ...ctx, body, rawBody });
  });
}

/** At most 4 KiB of an unsigned body (no broken character at the cut), ending with a note when the rest was cut. */
function unsignedBodyKept(raw: Buffer): string {
  if (raw.length <= UNSIGNED_BODY_KEPT_BYTES) return raw.toString('utf8');
  const note = `\n[recortado: el cuerpo sin firma válida tenía ${raw.length} bytes; se guardan los primeros]`;
  const kept = raw
    .subarray(0, UNSIGNED_BODY_KEPT_BYTES - Buffer.byteLength(note))
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  return `${kept}${note}`;
}
