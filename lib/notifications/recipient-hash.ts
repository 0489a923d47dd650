// Addresses and unsubscribe tokens as stored: the suppression list keeps only a sha256 of the normalized
// address (email lowercased; phone as its digits), and a notice's unsubscribe token only as its sha256.
import * as crypto from 'node:crypto';

// One-shot digest where Node has it (20.12+): several times cheaper than a Hash object; POST /orders hashes four.
const sha256: (value: string) => string =
  typeof crypto.hash === 'function'
    ? (value) => crypto.hash('sha256', value, 'hex')
    : (value) => crypto.createHash('sha256').update(value).digest('hex');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The last 10 digits: "+52 (55) 1234-5678" and "5512345678" are the same Mexican number. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

export const hashEmail = (email: string) => sha256(`email:${normalizeEmail(email)}`);
export const hashPhone = (phone: string) => sha256(`phone:${normalizePhone(phone)}`);

/** A fresh unsubscribe token (URL-safe, 192 bits) and the hash that is stored. */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString('base64url');
  return { token, hash: hashUnsubscribeToken(token) };
}

export const hashUnsubscribeToken = (token: string) => sha256(`baja:${token}`);

/** The shape of a token this service issues (32 base64url characters); anything else is looked up never. */
export const isUnsubscribeTokenShape = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);
