'use client';
// "Exportar CSV": downloads a dashboard export (app/api/dashboard/exports/*) with the page's current filters. The
// file is fetched first and handed to the browser once it arrived whole, so a refusal is shown here in Spanish
// instead of failing silently as a plain download link would (an invalid filter answers a JSON 400, an ended
// session a 401: then "Tu sesión expiró" and the way back through app/_components/use-action.ts). The server still
// streams the CSV from the database batch by batch (lib/csv/stream-csv.ts); never prefetched.
import { useState, type ReactNode } from 'react';
import { Icon } from './icons';
import { errorMessage, sessionEndedError } from './use-action';

/** The file name of a Content-Disposition header (`attachment; filename="envios-2026-11-24.csv"`). */
function fileName(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function download(href: string): Promise<void> {
  const res = await fetch(href, { credentials: 'same-origin', cache: 'no-store' });
  if (res.status === 401) throw sessionEndedError();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'No se pudo generar el archivo. Intenta de nuevo en unos segundos.');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res.headers.get('Content-Disposition'), 'exportacion.csv');
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file; the object URL can go after this turn
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
          download(href)
            .catch((error: unknown) => setProblem(errorMessage(error)))
            .finally(() => setPending(false));
        }}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : <Icon name="download" width={16} height={16} aria-hidden="true" />}
        {pending ? 'Exportando…' : label}
      </a>
      {problem && <span className="field-error export-problem" role="alert">{problem}</span>}
    </span>
  );
}
