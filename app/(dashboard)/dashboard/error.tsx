'use client';
// A dashboard page failed on the server: say so in Spanish and offer a retry (details stay in the server log).
import { useEffect } from 'react';
import { Icon } from '@/app/_components/icons';

export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="card">
      <div className="empty" role="alert">
        <div className="icon danger">
          <Icon name="alert" width={22} height={22} />
        </div>
        <h3>No pudimos cargar esta página</h3>
        <p>
          Ocurrió un error inesperado. Intenta de nuevo; si persiste, contacta a soporte
          {error.digest ? (
            <>
              {' '}
              con el código <code>{error.digest}</code>
            </>
          ) : null}
          .
        </p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          <Icon name="refresh" /> Reintentar
        </button>
      </div>
    </div>
  );
}
