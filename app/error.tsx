'use client';
// A page outside the dashboard failed on the server (the dashboard has its own, app/(dashboard)/dashboard/error.tsx):
// Spanish, with a retry; the details stay in the server log, the digest lets support find them.
import Link from 'next/link';
import { useEffect } from 'react';

export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="landing">
      <main className="card">
        <div className="empty" role="alert">
          <h1>Algo salió mal</h1>
          <p>
            No pudimos mostrar esta página. Intenta de nuevo en unos segundos
            {error.digest ? (
              <>
                ; si persiste, comparte con soporte el código <code>{error.digest}</code>
              </>
            ) : null}
            .
          </p>
          <div className="cluster centered">
            <button type="button" className="btn btn-primary" onClick={reset}>
              Reintentar
            </button>
            <Link href="/" className="btn">
              Ir al inicio
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
