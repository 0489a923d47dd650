'use client';
// "Exportar CSV": downloads an export (the orders and audit exports of app/api/dashboard/exports, the ledger's
// GET /api/v1/billing/ledger/export) with the page's current filters, through app/_components/download-file.ts: a
// refusal (an invalid filter answers a JSON 400, an ended session a 401) is shown here in Spanish. The server still
// streams the CSV from the database batch by batch (lib/platform/csv/stream-csv.ts); never prefetched.
import { useState, type ReactNode } from 'react';
import { Icon } from './icons';
import { downloadFile } from './download-file';
import { errorMessage } from './use-action';

export function CsvExportLink({ href, label = 'Exportar CSV', testId }: { href: string; label?: string; testId?: string }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  return (
    <span className="export-link">
      <a
        className="btn"
        href={href}
        download
        data-testid={testId}
        aria-disabled={pending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (pending) return;
          setPending(true);
          setProblem(null);
          downloadFile(href, { fallbackName: 'exportacion.csv' })
            .catch((error: unknown) => setProblem(errorMessage(error)))
            .finally(() => setPending(false));
        }}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : <Icon name="download" width={16} height={16} aria-hidden="true" />}
        {pending ? 'Exportando…' : label}
      </a>
      {problem && (
        <span className="field-error export-problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
