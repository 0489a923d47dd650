// The deposit callback's signature (docs/payments.md "The bank"): Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">) with BANK_WEBHOOK_SECRET (whsec_…). The
// `standardwebhooks` package compares in constant time and refuses a timestamp more than 5 minutes old or ahead.
import { Webhook } from 'standardwebhooks';

export const BANK_SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** Whether `raw` carries a valid, fresh signature of `secret` in `headers`. Never throws. */
export function verifyBankSignature(secret: string, raw: Buffer, headers: Headers): boolean {
  const values: Record<string, string> = {};
  for (const name of BANK_SIGNATURE_HEADERS) {
    const value = headers.get(name);
    if (!value) return false;
    values[name] = value;
  }
  try {
    // jsonParse false: a signed body that is not JSON is the intake's to record as malformed, not a bad signature
    new Webhook(secret).verify(raw, values, { jsonParse: false });
    return true;
  } catch {
    return false;
  }
}

/** The three headers of a signed callback (the tests' and the documentation's; the bank simulator signs on its own). */
export function signBankCallback(secret: string, body: string, id: string, at: Date = new Date()): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
