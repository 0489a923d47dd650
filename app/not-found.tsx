// Any address that does not exist (outside the dashboard's own not-found page): a Spanish 404 page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/app/_components/ui';

export const metadata: Metadata = { title: 'Página no encontrada · Envíos MX' };

export default function NotFound() {
  return (
    <div className="landing">
      <nav className="landing-nav" aria-label="Principal">
        <Link href="/" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
      </nav>
      <main className="card">
        <h1 className="visually-hidden">Página no encontrada</h1>
        <EmptyState
          icon="alert"
          title="Esta página no existe"
          action={
            <div className="cluster centered">
              <Link href="/" className="btn">
                Ir al inicio
              </Link>
              <Link href="/dashboard" className="btn btn-primary">
                Ir al panel
              </Link>
            </div>
          }
        >
          Revisa la dirección: puede tener un error de escritura o la página ya no está disponible.
        </EmptyState>
      </main>
    </div>
  );
}
