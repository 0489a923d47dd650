// API key format: "flt_" + 32 random bytes in base62 (43 chars) + a 6-char base62 CRC32 checksum.
// The checksum lets secret scanners (and our own auth) recognise a well-formed key without a database call.
import * as crypto from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIX = 'flt_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43; // ceil(256 / log2(62))
const CHECKSUM_LENGTH = 6; // ceil(32 / log2(62))
export const KEY_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

function toBase62(value: bigint, length: number): string {
  let out = '';
  let n = value;
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(length, '0');
}

/** A CRC32 (an unsigned 32-bit number) in base62, in plain number arithmetic: checked on every request. */
function checksum(body: string): string {
  let out = '';
  for (let n = crc32(body); n > 0; n = Math.floor(n / 62)) out = ALPHABET[n % 62] + out;
  return out.padStart(CHECKSUM_LENGTH, '0');
}

/** A new random key (shown once) and what is stored of it. */
export function generateApiKey(): { key: string; hash: string; displayPrefix: string } {
  const body = toBase62(BigInt('0x' + crypto.randomBytes(32).toString('hex')), BODY_LENGTH);
  const key = `${KEY_PREFIX}${body}${checksum(body)}`;
  return { key, hash: hashApiKey(key), displayPrefix: displayPrefix(key) };
}

// crypto.hash (Node 20.12+) is the one-shot digest, several times cheaper than a Hash object; hashed on every request.
const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 8);
}

/** Shape and checksum check, without touching the database. */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return checksum(body) === key.slice(KEY_PREFIX.length + BODY_LENGTH);
}
