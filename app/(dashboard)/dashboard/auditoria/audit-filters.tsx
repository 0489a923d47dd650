// The audit page's filter form (a plain GET form: works without JavaScript) and its CSV link of the same filters.
import Link from 'next/link';
import { CsvExportLink } from '@/app/_components/csv-export-link';
import { auditActionLabels } from '@/lib/audit/actions';
import { auditActorTypeLabels } from '@/lib/audit/describe';
import { isAuditFiltered, type AuditSearch } from '@/lib/audit/parse-filter';

/** The search parameters of a filter (for links: pages, "Exportar CSV"). */
function auditSearchParams(s: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['actorType', 'actor', 'action', 'from', 'to'] as const) {
    const value = s[name];
    if (value) params.set(name, value);
  }
  return params;
}

export function auditHref(search: AuditSearch, extra: Record<string, string> = {}): string {
  const params = auditSearchParams(search);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `/dashboard/auditoria?${query}` : '/dashboard/auditoria';
}

export function AuditFilters({ search }: { search: AuditSearch }) {
  return (
    <form key={auditHref(search)} className="filters" method="get" action="/dashboard/auditoria" aria-label="Filtros">
      <div className="field">
        <label htmlFor="actorType">Tipo de actor</label>
        <select id="actorType" name="actorType" className="select" defaultValue={search.actorType ?? ''}>
          <option value="">Todos</option>
          {Object.entries(auditActorTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="actor">Quién</label>
        <input id="actor" name="actor" className="input" placeholder="correo o nombre de la clave" defaultValue={search.actor ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="action">Acción</label>
        <select id="action" name="action" className="select" defaultValue={search.action ?? ''}>
          <option value="">Todas</option>
          {Object.entries(auditActionLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="from">Desde</label>
        <input id="from" name="from" type="date" className="input" defaultValue={search.from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="to">Hasta</label>
        <input id="to" name="to" type="date" className="input" defaultValue={search.to ?? ''} />
      </div>
      <div className="filter-actions">
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        {isAuditFiltered(search) && (
          <Link href="/dashboard/auditoria" className="btn">
            Limpiar
          </Link>
        )}
      </div>
    </form>
  );
}

export function ExportAuditLink({ search }: { search: AuditSearch }) {
  const query = auditSearchParams(search).toString();
  return <CsvExportLink href={`/api/dashboard/exports/audit${query ? `?${query}` : ''}`} testId="audit-export" />;
}
