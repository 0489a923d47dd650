// Webhook secrets and the X-Service-Signature (docs/api/webhooks.md, signatures).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** "whsec_" + 32 random bytes (base64url). The whole string, prefix included, is the HMAC key. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the webhook's secret. */
export function signWebhookBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of a signature header against the raw body (what receivers do; used by tests). */
export function verifyWebhookSignature(secret: string, rawBody: string | Buffer, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
