// The HTTP side of idempotency (docs/api/idempotency.md): which header carries the key, and turning a
// handler's answer into a stored response and a replay back into an answer. An operation declared
// `idempotent: true` (lib/http/openapi/define.ts) gets all of this from apiRoute (lib/http/api-route.ts);
// the claim, the lease and the 24 h record are lib/platform/idempotency/idempotency.ts.
import type { Db, Tx } from '@/db/client';
import { parseIdempotencyKey, requestFingerprint, runIdempotent } from '@/lib/platform/idempotency/idempotency';
import { ApiError } from './api-error';
import { json } from './respond';

/** The standard header (and Stripe's), then the one the API accepted first; both are read on every idempotent operation. */
export const IDEMPOTENCY_KEY_HEADERS = ['Idempotency-Key', 'X-Idempotency-Key'] as const;
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export type IdempotencyInput = { key: string; fingerprint: string };

/**
 * The key of a request (either header; both with one value is fine, with two values 400) and the
 * fingerprint of what it asks (method, path, body as sent), or null without a key.
 */
export function readIdempotency(req: Request, url: URL, rawBody: unknown): IdempotencyInput | null {
  const [standardName, legacyName] = IDEMPOTENCY_KEY_HEADERS;
  const standard = req.headers.get(standardName);
  const legacy = req.headers.get(legacyName);
  if (standard !== null && legacy !== null && standard !== legacy) {
    const message = `Envía la clave de idempotencia en un solo encabezado: ${standardName} y ${legacyName} llegaron con valores distintos.`;
    throw new ApiError('validation_error', message, {
      fields: [
        { field: standardName, message },
        { field: legacyName, message },
      ],
    });
  }
  const key = standard !== null ? parseIdempotencyKey(standard, standardName) : parseIdempotencyKey(legacy, legacyName);
  return key === null ? null : { key, fingerprint: requestFingerprint(req.method, url.pathname, rawBody) };
}

/** A response replayed from its stored status and body, marked as such. */
export function replayResponse(status: number, body: unknown): Response {
  return json(body, status, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
}

/**
 * Runs `handle` once per key, in one transaction that also stores its answer (status and JSON body). The first
 * answer is sent as it was stored, so a repetition (stored status and body, with Idempotent-Replayed) is the
 * same bytes.
 */
export async function respondIdempotently(
  db: Db,
  request: IdempotencyInput & { organizationId: string },
  handle: (tx: Tx) => Promise<Response>,
): Promise<Response> {
  let headers: Headers | undefined;
  const outcome = await runIdempotent(db, request, async (tx) => {
    const response = await handle(tx);
    headers = new Headers(response.headers);
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  });
  const { status, body } = outcome.response;
  if (outcome.replayed || !headers) return replayResponse(status, body);
  headers.delete('content-length');
  return json(body, status, headers);
}
