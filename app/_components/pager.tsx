// The footer of a paged table: the page number and the previous/next links (shown disabled at either end).
import Link from 'next/link';

export function Pager({ page, previous, next }: { page: number; previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="card-footer" aria-label="Paginación">
      <span className="muted">Página {page}</span>
      <div className="pager">
        {previous ? <Link href={previous} className="btn btn-sm">← Anterior</Link> : <span className="btn btn-sm" aria-disabled="true">← Anterior</span>}
        {next ? <Link href={next} className="btn btn-sm">Siguiente →</Link> : <span className="btn btn-sm" aria-disabled="true">Siguiente →</span>}
      </div>
    </nav>
  );
}
