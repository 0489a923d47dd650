// The footer of a paged table: the page number and the previous/next links (shown disabled at either end).
import Link from 'next/link';

export function Pager({ page, previous, next }: { page: number; previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="card-footer" aria-label="Paginación">
      <span className="muted">Página {page}</span>
      <div className="pager">
        {previous ? (
          <Link href={previous} className="btn btn-sm">
            ← Anterior
          </Link>
        ) : (
          <span className="btn btn-sm" aria-disabled="true">
            ← Anterior
          </span>
        )}
        {next ? (
          <Link href={next} className="btn btn-sm">
            Siguiente →
          </Link>
        ) : (
          <span className="btn btn-sm" aria-disabled="true">
            Siguiente →
          </span>
        )}
      </div>
    </nav>
  );
}

/**
 * The footer of a list that pages back in time without a page stack (Lotes, Cierres del día): back to the newest, and
 * on to older rows while there are any. Shown on every page but a lone first one, so the last page still leads back.
 */
export function NewestOlderPager({ base, cursor, nextCursor }: { base: string; cursor: string | undefined; nextCursor: string | null }) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav className="card-footer" aria-label="Paginación">
      {cursor && (
        <Link href={base} className="btn btn-sm">
          ← Más recientes
        </Link>
      )}
      {nextCursor && (
        <Link href={`${base}?cursor=${encodeURIComponent(nextCursor)}`} className="btn btn-sm">
          Más antiguos →
        </Link>
      )}
    </nav>
  );
}
