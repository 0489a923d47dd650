// The one rule for text that reaches PostgreSQL when it may not have passed the input rule
// (lib/platform/text/safe-text.ts): what we keep of a refused input (the request log's bodies, a batch's invalid rows
// and their messages), and what a writer hands on from elsewhere (audit summaries, email and webhook outbox
// payloads). PostgreSQL refuses NUL (U+0000) in text (SQLSTATE 22021) and in JSON (\u0000, 22P05), and lone
// UTF-16 surrogates in JSON (22P05); a lone surrogate in text is silently written as U+FFFD by the driver's
// UTF-8 encoding. Each becomes U+FFFD (the replacement character), so the value is stored and shows where
// something unreadable was, rather than failing the statement that carries it and everything with it.
// Every other character is kept: this rule stores what was sent, it does not judge it (the input rule does).

const UNSTORABLE = /\u0000|\p{Cs}/u;
const UNSTORABLE_ALL = /\u0000|\p{Cs}/gu;
export const REPLACEMENT = '\uFFFD';

/** True when PostgreSQL stores `value` as it is, in a text column and inside JSON. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** `value` with every NUL and lone surrogate replaced by U+FFFD; the same string when there is none. */
export function storableText(value: string): string {
  return UNSTORABLE.test(value) ? value.replace(UNSTORABLE_ALL, REPLACEMENT) : value;
}

/** `storableText` for a column that may be null. */
export function storableTextOrNull<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? storableText(value) : value) as T;
}

function needsCopy(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > 200 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => needsCopy(v, depth + 1));
  if (value instanceof Date) return false;
  return Object.entries(value).some(([k, v]) => !isStorableText(k) || needsCopy(v, depth + 1));
}

function copy(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(copy);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), copy(v)]));
}

/**
 * A JSON value PostgreSQL stores as `jsonb`: every string (values and property names, at any depth) through
 * `storableText`. The same object when nothing needs replacing (the common case costs one walk, no copy).
 */
export function storableJson<T>(value: T): T {
  return needsCopy(value, 0) ? (copy(value) as T) : value;
}
