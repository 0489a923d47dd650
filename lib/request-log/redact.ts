// What the request log keeps of a failed request's body, its response and any query string: the first 2 KB
// with secrets taken out (docs/request-log.md, "Redaction"). Two rules:
// - the value of every JSON field (or query parameter) whose name says it is a secret becomes "[REDACTADO]",
//   whatever it holds (a string, a number, a whole object);
// - every card-like number becomes "[REDACTADO]": 13 to 19 digits in a row, or groups of 4 digits separated by
//   one space or dash (4-4-4-1..7, and Amex's 4-6-5), Luhn-valid or not (a mistyped card number is still one).
//   A run glued to letters or digits (a tracking number like MX1234567890123452, a UUID) is not card-like.
// Redaction runs on the whole JSON document when it parses, on the text otherwise, and always before the cut
// to 2 KB, so a secret is never kept because it was cut in half.

export const REDACTED = '[REDACTADO]';
/** Bytes of a body (request or response) the log keeps. */
export const BODY_LIMIT_BYTES = 2048;
/** A body longer than this is cut before redaction (the log keeps 2 KB of it anyway). */
const SCAN_LIMIT_CHARS = 64 * 1024;

// Field names compared lowercased with everything but letters and digits removed (api_key, apiKey, API-Key).
const SECRET_PARTS = [
  'password',
  'passwd',
  'contrase',
  'secret',
  'token',
  'apikey',
  'privatekey',
  'accesskey',
  'authorization',
  'cardnumber',
  'creditcard',
  'cvv',
  'cvc',
  'clabe',
  // a carrier account's whole credentials object (PUT /carrier-accounts/{carrier}), whatever its fields are called
  'credential',
];
const SECRET_NAMES = new Set(['key', 'pwd', 'pin', 'pan', 'auth', 'cookie', 'signature', 'card', 'tarjeta', 'nip']);

// The answer per name seen (the same few query parameters and fields on every request), up to NAMES_KEPT names.
const NAMES_KEPT = 1000;
const secretByName = new Map<string, boolean>();

export function isSecretName(name: string): boolean {
  let secret = secretByName.get(name);
  if (secret === undefined) {
    const normalized = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    secret = SECRET_NAMES.has(normalized) || SECRET_PARTS.some((part) => normalized.includes(part));
    if (secretByName.size < NAMES_KEPT) secretByName.set(name, secret);
  }
  return secret;
}

const CARD_LIKE = /(?<![A-Za-z0-9])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{5})(?![A-Za-z0-9])/g;

export function redactCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, REDACTED);
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactCardNumbers(value);
  if (typeof value === 'number') return Number.isInteger(value) && /^\d{13,19}$/.test(String(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretName(k) ? REDACTED : redactValue(v)]));
  }
  return value;
}

// Text that is not (or not whole) JSON: "name": value pairs whose name is a secret, value up to the next
// quote, comma or brace (an unterminated string runs to the end).
const SECRET_PAIR = /("((?:[^"\\]|\\.)*)"\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|[^,}\]\s]+)/g;

function redactText(text: string): string {
  const pairs = text.replace(SECRET_PAIR, (whole, head: string, name: string) => (isSecretName(name) ? `${head}"${REDACTED}"` : whole));
  return redactCardNumbers(pairs);
}

/** At most `limit` bytes of UTF-8, never cutting a character in two. */
export function truncateUtf8(text: string, limit = BODY_LIMIT_BYTES): string {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: short text needs no encoding (the common case, per request).
  if (text.length * 3 <= limit) return text;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit) return text;
  let end = limit;
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** A body as the log keeps it: redacted, then cut to 2 KB; null when empty. */
export function redactBody(raw: string | Buffer | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.length === 0) return null;
  const text = (typeof raw === 'string' ? raw : raw.toString('utf8')).slice(0, SCAN_LIMIT_CHARS);
  let redacted: string;
  try {
    redacted = JSON.stringify(redactValue(JSON.parse(text)));
  } catch {
    redacted = redactText(text);
  }
  return truncateUtf8(redacted);
}

/** A query string (without "?") with secret parameters and card-like numbers redacted; null when empty. */
export function redactQuery(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return null;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      /* kept as sent */
    }
    if (eq !== -1 && isSecretName(name)) return `${rawName}=${encodeURIComponent(REDACTED)}`;
    if (eq === -1) return redactCardNumbers(rawName);
    const value = part.slice(eq + 1);
    let decoded = value;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      /* kept as sent */
    }
    const redacted = redactCardNumbers(decoded);
    return `${rawName}=${redacted === decoded ? value : encodeURIComponent(redacted)}`;
  });
  return truncateUtf8(parts.join('&'));
}
