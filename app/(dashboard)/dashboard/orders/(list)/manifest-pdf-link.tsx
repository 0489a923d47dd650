'use client';
// A daily close's manifest PDF (the close's result, Cierres del día): GET /api/v1/manifests/:id answers the PDF for
// Accept: application/pdf (its JSON otherwise), which a plain link cannot ask, so the file is fetched with it and
// handed to the browser under the server's name (app/_components/download-file.ts); a refusal shows here in Spanish.
import { useState, type ReactNode } from 'react';
import { downloadFile } from '@/app/_components/download-file';
import { errorMessage } from '@/app/_components/use-action';

export const manifestPdfHref = (manifestId: string) => `/api/v1/manifests/${manifestId}`;

export function ManifestPdfLink({
  manifestId,
  className,
  testId,
  label,
  children,
}: {
  manifestId: string;
  className?: string;
  testId?: string;
  label?: string;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<ReactNode>(null);
  const href = manifestPdfHref(manifestId);
  return (
    <>
      <a
        className={className}
        href={href}
        download
        aria-label={label}
        data-testid={testId}
        onClick={(event) => {
          event.preventDefault();
          setProblem(null);
          downloadFile(href, { fallbackName: 'manifiesto.pdf', accept: 'application/pdf' }).catch((error: unknown) =>
            setProblem(errorMessage(error)),
          );
        }}
      >
        {children}
      </a>
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
