// Opaque keyset cursors (newest first on (timestamp, id)) for the webhook lists.
import { DomainError } from '@/lib/errors/domain-error';
import { parseUtcTimestamp } from '@/lib/text/timestamp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/** The (timestamp, id) a page continues after; 400 for anything we did not issue. */
export function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const [at, id] = Array.isArray(parsed) && parsed.length === 2 ? parsed : [];
    // Strict: new Date() would take 2026-02-30 (as March 2) or year +275760, which PostgreSQL cannot read.
    const date = parseUtcTimestamp(at);
    if (date && typeof id === 'string' && UUID.test(id)) return { at: date, id };
  } catch {
    /* falls through */
  }
  throw new DomainError('validation_error', 'El parámetro cursor no es válido: usa el nextCursor de una respuesta anterior.');
}
