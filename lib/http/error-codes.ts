// The HTTP status of every error code (codes and their Spanish messages: lib/platform/errors/codes.ts). This is the
// one place a domain error becomes a status.
import { errorMessages, type ErrorCode } from '@/lib/platform/errors/codes';

export type { ErrorCode };

export const errorStatus = {
  missing_api_key: 401,
  invalid_auth_format: 401,
  invalid_api_key: 401,
  api_key_expired: 401,
  unauthenticated: 401,
  invalid_signature: 401,
  insufficient_scope: 403,
  forbidden: 403,
  validation_error: 400,
  invalid_json: 400,
  unknown_status_code: 400,
  invalid_content_type: 400,
  insufficient_balance: 402,
  not_found: 404,
  method_not_allowed: 405,
  order_not_cancellable: 409,
  order_not_modifiable: 409,
  invalid_transition: 409,
  idempotency_key_in_use: 409,
  conflict: 409,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  rate_limit_exceeded: 429,
  internal_error: 500,
  provider_unavailable: 503,
  carrier_rejected: 422,
  carrier_credentials_invalid: 422,
  service_unavailable: 503,
  price_changed: 409,
  carrier_account_in_use: 409,
  invalid_photo: 422,
  adjustment_not_disputable: 409,
  dispute_window_closed: 409,
  adjustment_not_disputed: 409,
  adjustment_dispute_pending: 409,
  cod_amount_over_limit: 400,
  invalid_remittance: 400,
  operator_key_required: 403,
  invalid_clabe: 400,
  payout_batch_not_exportable: 409,
  payout_batch_not_payable: 409,
  invoice_not_stamped: 409,
  invoice_not_cancellable: 409,
  invoice_substitute_invalid: 422,
  invoice_cancellation_refused: 422,
} as const satisfies Record<ErrorCode, number>;

/** Status and default message of every code, in the order of lib/platform/errors/codes.ts (for the docs and OpenAPI). */
export const errorCodes = Object.fromEntries(
  (Object.keys(errorMessages) as ErrorCode[]).map((code) => [code, { status: errorStatus[code], message: errorMessages[code] }]),
) as { [C in ErrorCode]: { status: (typeof errorStatus)[C]; message: (typeof errorMessages)[C] } };

const BEARER_REALM = 'Bearer realm="envios-mx"';

/**
 * The WWW-Authenticate challenge of each 401 of the API key (RFC 6750): the scheme and realm, plus
 * error="invalid_token" when a key was sent but refused. Session and signature 401s have no Bearer challenge.
 */
export const authChallenges = {
  missing_api_key: BEARER_REALM,
  invalid_auth_format: BEARER_REALM,
  invalid_api_key: `${BEARER_REALM}, error="invalid_token"`,
  api_key_expired: `${BEARER_REALM}, error="invalid_token"`,
} as const satisfies Partial<Record<ErrorCode, string>>;
