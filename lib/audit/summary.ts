// Helpers for audit summaries (lib/audit/record-audit.ts): what changed, before and after, never a secret.
// A URL may carry a token in its query, its fragment or its user-info (webhook receivers often do), so the
// audit log keeps only its origin and path.

/** `https://host:port/path` of a URL, without user-info, query or fragment (the input itself if unparsable is hidden). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(dirección no válida)';
  }
}

/**
 * The fields of `after` whose value differs from `before`, as `{ before: {...}, after: {...} }` with only those
 * fields (undefined in `after` means "not changed"). Values are compared as JSON.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    b[key] = before[key] ?? null;
    a[key] = value;
  }
  return { before: b, after: a };
}
