// The end of a dashboard list's filter form (GET, the URL carries the filters): the Desde / Hasta dates, Filtrar, and
// Limpiar back to the unfiltered list when something is filtered. The ajustes and contra-entrega pages use it.
import Link from 'next/link';

export function DateRangeFilterEnd({
  from,
  to,
  filtered,
  clearHref,
}: {
  from?: string | null;
  to?: string | null;
  filtered: boolean;
  clearHref: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="from">Desde</label>
        <input id="from" name="from" type="date" className="input" defaultValue={from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="to">Hasta</label>
        <input id="to" name="to" type="date" className="input" defaultValue={to ?? ''} />
      </div>
      <div className="filter-actions">
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        {filtered && (
          <Link href={clearHref} className="btn">
            Limpiar
          </Link>
        )}
      </div>
    </>
  );
}
