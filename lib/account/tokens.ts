// Secrets of account links and codes: 32 random bytes (base64url) handed out once, stored only as their sha256,
// looked up by that hash and compared again in constant time (the hash lookup alone would leak nothing useful,
// the comparison keeps the rule of docs/security.md: secrets are compared in constant time).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** A fresh secret and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** Whether `token` hashes to `storedHash`, in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only base64url tokens of the length newToken makes reach the database (anything else is an unknown link). */
export const looksLikeToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
