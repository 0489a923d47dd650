// X-Provider-Signature: lowercase hex HMAC-SHA256 of the exact request body bytes, keyed with PROVIDER_WEBHOOK_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PROVIDER_SIGNATURE_HEADER = 'X-Provider-Signature';

/** The signature a provider sends for `body` (the bytes exactly as they go over the wire). */
export function signProviderBody(secret: string, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of a received signature; false for a missing or malformed one. */
export function verifyProviderSignature(secret: string, body: Uint8Array, received: string | null | undefined): boolean {
  if (!received) return false;
  const expected = Buffer.from(signProviderBody(secret, body), 'utf8');
  // Hex is case-insensitive; providers send lowercase, but an uppercase digest carries the same proof.
  const given = Buffer.from(received.trim().toLowerCase(), 'utf8');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
