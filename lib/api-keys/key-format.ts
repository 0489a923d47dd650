// API key format: "flt_" + the mode ("live_" or "test_", docs/modes.md) + 32 random bytes in base62 (43 chars) + a
// 6-char base62 CRC32 checksum of what lies between "flt_" and it (the mode marker and the body). Keys issued
// before the modes ("flt_" + body + checksum of the body, no marker) keep working as live keys. The checksum lets
// secret scanners (and our own auth) recognise a well-formed key without a database call; the marker shows at a
// glance (and in the display prefix) which mode a key acts in. A legacy body never holds "_" (base62), so the
// three shapes cannot be mistaken for one another.
import * as crypto from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { OrganizationMode } from '@/model/organizations';

export const KEY_PREFIX = 'flt_';
/** The mode marker after KEY_PREFIX of every key issued since the modes. */
export const KEY_MODE_MARKERS = { live: 'live_', test: 'test_' } as const satisfies Record<OrganizationMode, string>;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43; // ceil(256 / log2(62))
const CHECKSUM_LENGTH = 6; // ceil(32 / log2(62))
/** The length of a key with its mode marker (flt_live_…, flt_test_…). */
export const KEY_LENGTH = KEY_PREFIX.length + KEY_MODE_MARKERS.live.length + BODY_LENGTH + CHECKSUM_LENGTH;
/** The length of a key issued before the modes (flt_…, a live key). */
export const LEGACY_KEY_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}(live_|test_)?[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

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
function checksum(text: string): string {
  let out = '';
  for (let n = crc32(text); n > 0; n = Math.floor(n / 62)) out = ALPHABET[n % 62] + out;
  return out.padStart(CHECKSUM_LENGTH, '0');
}

/** A new random key of `mode` (shown once) and what is stored of it. */
export function generateApiKey(mode: OrganizationMode = 'live'): { key: string; hash: string; displayPrefix: string } {
  const body = toBase62(BigInt('0x' + crypto.randomBytes(32).toString('hex')), BODY_LENGTH);
  const signed = `${KEY_MODE_MARKERS[mode]}${body}`;
  const key = `${KEY_PREFIX}${signed}${checksum(signed)}`;
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

/** What the dashboard shows of a key: "flt_", its mode marker when it has one, and 8 characters of the body. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + markerOf(key).length + 8);
}

function markerOf(key: string): string {
  const rest = key.slice(KEY_PREFIX.length);
  return rest.startsWith(KEY_MODE_MARKERS.test)
    ? KEY_MODE_MARKERS.test
    : rest.startsWith(KEY_MODE_MARKERS.live)
      ? KEY_MODE_MARKERS.live
      : '';
}

/** The mode a key (or its display prefix) names: test for flt_test_, live for flt_live_ and the keys without a marker. */
export function keyModeOf(keyOrPrefix: string): OrganizationMode {
  return markerOf(keyOrPrefix) === KEY_MODE_MARKERS.test ? 'test' : 'live';
}

/** Shape and checksum check, without touching the database. */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const signed = key.slice(KEY_PREFIX.length, key.length - CHECKSUM_LENGTH);
  return checksum(signed) === key.slice(key.length - CHECKSUM_LENGTH);
}
