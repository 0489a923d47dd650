// Opaque keyset cursors (newest first on (timestamp, id)) for the webhook lists.
import { ApiError } from '@/lib/http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/** The (timestamp, id) a page continues after; 400 for anything we did not issue. */
export function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (typeof at === 'string' && !Number.isNaN(date.getTime()) && typeof id === 'string' && UUID.test(id)) return { at: date, id };
  } catch {
    /* falls through */
  }
  throw new ApiError('validation_error', 'El parámetro cursor no es válido: usa el nextCursor de una respuesta anterior.');
}
