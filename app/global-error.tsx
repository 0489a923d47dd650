'use client';
// The last resort: the root layout itself failed, so this page brings its own <html> (Next.js' default is English).
// Spanish, no stylesheet assumptions beyond globals.css, a retry and the digest for support.
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body>
        <main className="card" style={{ maxWidth: 560, margin: '64px auto' }}>
          <div className="empty" role="alert">
            <h1>Algo salió mal</h1>
            <p>
              Envíos MX no pudo mostrar esta página. Intenta de nuevo en unos segundos
              {error.digest ? (
                <>
                  ; si persiste, comparte con soporte el código <code>{error.digest}</code>
                </>
              ) : null}
              .
            </p>
            <button type="button" className="btn btn-primary" onClick={reset}>
              Reintentar
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
