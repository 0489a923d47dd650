// What never reaches a log line, whatever a caller passes to lib/platform/log: the bound parameters of a failed
// query (Drizzle puts them in its error message, and they can be secrets, key hashes or password hashes),
// and any field whose name says it holds a key, a secret, a password, a token, an authorization header or a
// cookie, at any depth. pino's `redact` (REDACT_PATHS) covers the known shapes at no cost per line;
// scrubFields covers the rest (nested objects, errors, case variants) and only walks objects.

export const REDACTED = '[redacted]';

/** Field names (compared in lower case) whose values are replaced by [redacted] wherever they appear. */
const SECRET_FIELDS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'passwordhash',
  'secret',
  'previoussecret',
  'webhooksecret',
  'clientsecret',
  'apikey',
  'key',
  'keyhash',
  'token',
  'accesstoken',
  'refreshtoken',
  'sessiontoken',
  'authorization',
  'cookie',
  'set-cookie',
  'totpsecret',
  'signingkey',
  'eventkey',
  'auth_secret',
  'params',
]);

/** pino `redact` paths: the top-level names and the header shapes a caller might log. */
export const REDACT_PATHS = [
  'password',
  'secret',
  'previousSecret',
  'apiKey',
  'key',
  'token',
  'authorization',
  'cookie',
  'params',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
];

const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const scrub = (text: string | undefined) => text?.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);

export function serializeError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: scrub(error.message), stack: scrub(error.stack) };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (error.cause instanceof Error) out.cause = serializeError(error.cause);
  return out;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Date) return value;
  return scrubObject(value as Record<string, unknown>, depth + 1);
}

function scrubObject(fields: Record<string, unknown>, depth: number): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const name in fields) {
    const value = fields[name];
    let replaced = value;
    if (SECRET_FIELDS.has(name.toLowerCase())) replaced = value === undefined ? value : REDACTED;
    else if (typeof value === 'object' && value !== null) replaced = scrubValue(value, depth);
    if (replaced !== value) {
      out ??= { ...fields };
      out[name] = replaced;
    }
  }
  return out ?? fields;
}

/**
 * The fields of one line with errors serialised (query parameters removed) and secret-named fields
 * replaced. Returns the same object when nothing needed changing (the common flat line allocates nothing).
 */
export function scrubFields(fields: Record<string, unknown>): Record<string, unknown> {
  return scrubObject(fields, 0);
}
