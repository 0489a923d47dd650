// A dashboard address or record that does not exist (or belongs to another organization): Spanish, inside the
// dashboard frame, HTTP 404 (a mistyped path lands here through [...rest]/page.tsx).
import Link from 'next/link';
import { EmptyState, PageHeader } from '@/app/_components/ui';

export default function NotFound() {
  return (
    <>
      <PageHeader title="Página no encontrada" />
      <div className="card">
        <EmptyState
          icon="alert"
          title="No encontramos lo que buscas"
          action={
            <Link href="/dashboard" className="btn">
              Volver al resumen
            </Link>
          }
        >
          La dirección tiene un error o el recurso no existe o pertenece a otra organización.
        </EmptyState>
      </div>
    </>
  );
}
