// "Exportar CSV": a plain download link to a dashboard export endpoint (app/api/dashboard/exports/*), never
// prefetched (it would run the export). `query` carries the page's current filters.
import { Icon } from './icons';

export function CsvExportLink({ href, label = 'Exportar CSV', testId }: { href: string; label?: string; testId?: string }) {
  return (
    <a className="btn" href={href} download data-testid={testId}>
      <Icon name="download" width={16} height={16} aria-hidden="true" />
      {label}
    </a>
  );
}
