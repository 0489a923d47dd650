// Webhook secrets and the two signatures every delivery carries (docs/api/webhooks.md, signatures):
// - X-Service-Signature: lowercase hex HMAC-SHA256 of the body, keyed with the WHOLE secret string (the spec's);
// - webhook-signature (Standard Webhooks): "v1,<base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`>", keyed with the
//   bytes the secret encodes after "whsec_" (base64), one entry per valid secret, space-separated.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * "whsec_" + 32 random bytes in standard base64 (with padding), the form the Standard Webhooks libraries decode,
 * so a receiver passes the string as-is to `new Webhook(secret)`. Secrets created before Standard Webhooks are
 * base64url without padding: they keep working (see standardWebhookKey).
 */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the webhook's whole secret string. */
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

/**
 * The Standard Webhooks key: the bytes encoded after "whsec_". Decoded leniently (Node's base64 accepts the
 * base64url alphabet and missing padding), so the base64url secrets of before decode to the same 32 bytes a
 * receiver gets by converting them to standard base64 (docs/api/webhooks.md, "Secrets created before ...").
 */
export function standardWebhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

/** One Standard Webhooks signature entry: "v1," + base64 HMAC-SHA256 of "<id>.<timestamp>.<body>". */
export function signStandardWebhook(secret: string, message: { id: string; timestamp: number; body: string | Buffer }): string {
  const mac = createHmac('sha256', standardWebhookKey(secret))
    .update(`${message.id}.${message.timestamp}.`)
    .update(message.body)
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * The webhook-signature header: one entry per valid secret, the current one first (during a rotation's
 * grace the previous secret signs too), separated by a space as the Standard Webhooks specification says.
 */
export function standardWebhookSignatureHeader(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string | Buffer },
): string {
  return secrets.map((secret) => signStandardWebhook(secret, message)).join(' ');
}
